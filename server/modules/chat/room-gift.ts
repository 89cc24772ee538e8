// A gift sent in a live room (POST /pay/gift with roomId): before the money moves, the gift must go to the
// room's anchor and the sender must not be banned there; after the ledger has committed, the room sees the gift
// (with its combo count) and the new contribution rank.
import { eq } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import { errors } from '../../../contract/errors';
import { channels } from '../../../contract/events';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { gifts } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { giftIcon } from '../art/service';
import { currentNobility, type GiftAnswer, roomUserRank } from '../pay/service';
import { findRoom, isBannedIn, type Room } from '../room/service';
import type { SessionUser } from '../user/service';

/** The same user sending the same gift again within this long counts up the combo. */
export const COMBO_WINDOW_MS = 5_000;
/** A retried request (same idempotency key) answers the first record: it is shown once in this window. */
const SHOWN_FOR_MS = 24 * 3_600_000;

/** The room a gift is sent in, refused before any money moves when it cannot be sent there. */
export async function roomForGift(db: Db, roomId: number, anchorId: number, senderId: number) {
  const room = await findRoom(db, roomId);
  if (room.anchorId !== anchorId) throw new ApiError(errors.giftRoomAnchorMismatch);
  if (await isBannedIn(db, room.id, senderId)) throw new ApiError(errors.giftBanned);
  return room;
}

/**
 * The combo after this gift. Read then write rather than one atomic step (the store has no
 * increment-and-extend): only one user's own clicks of one gift can race, and they would show one
 * combo number twice, never move money.
 */
async function nextCombo(ctx: Pick<AppContext, 'kv'>, key: string) {
  const combo = Number((await ctx.kv.get(key)) ?? 0) + 1;
  await ctx.kv.set(key, String(combo), COMBO_WINDOW_MS);
  return combo;
}

export async function announceGift(
  ctx: Pick<AppContext, 'db' | 'kv' | 'bus'>,
  room: Room,
  sender: SessionUser,
  answer: GiftAnswer,
  now = Date.now(),
) {
  if (!(await ctx.kv.setIfAbsent(`gift:shown:${answer.recordId}`, '1', SHOWN_FOR_MS))) return;
  const [gift] = await ctx.db.select().from(gifts).where(eq(gifts.id, answer.giftId));
  const combo = await nextCombo(ctx, `gift:combo:${room.id}:${sender.id}:${answer.giftId}`);
  const channel = channels.room(room.id);
  await ctx.bus.publish(channel, 'gift', {
    roomId: room.id,
    fromUserId: sender.id,
    nickName: sender.nickName,
    giftId: answer.giftId,
    count: answer.count,
    giftName: answer.giftName,
    icon: gift ? giftIcon(gift) : '',
    price: unitsToAmount(gift?.priceUnits ?? 0),
    animated: gift?.animated ?? false,
    combo,
    nobility: (await currentNobility(ctx.db, sender.id, now))?.tier ?? null,
    recordId: answer.recordId,
    at: now,
  });
  const rank = await roomUserRank(ctx.db, room.anchorId);
  await ctx.bus.publish(channel, 'room.rank', {
    roomId: room.id,
    anchorId: room.anchorId,
    top: rank.map((r) => ({ userId: r.userId, nickName: r.nickName, amount: r.amount })),
  });
}
