// Sending a horn: one per user per 10 s, sensitive words masked, paid once per idempotency key — free
// while a 公爵's monthly horns last, else 10 球钻 to the site (trade type 8) — stored and pushed on 'site'.

import { eq } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import { TRADE } from '../../../contract/enums/trade-types';
import { errors } from '../../../contract/errors';
import { channels } from '../../../contract/events';
import type { Db } from '../../db/client';
import { horns, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { KvStore } from '../../stores';
import { maskWords, sensitiveWordList } from '../chat/service';
import {
  balancesAfter,
  checkedKey,
  type LedgerContext,
  type LedgerSession,
  paidOnce,
} from '../pay/service';
import { findRoom } from '../room/service';
import { FREE_HORN_TRANSACTION, freeHornsLeft } from './free-horns';
import { HORN_INTERVAL_MS, hornPriceUnits } from './horn-rules';

export interface HornOrder {
  userId: number;
  /** Already trimmed and 1–60 characters (the contract checks it). */
  content: string;
  roomId?: number | undefined;
}

export interface HornContext extends LedgerContext {
  kv: KvStore;
}

/** The kv key holding a user's 10-second gap (its value is the key of the horn that opened it). */
export const hornGapKey = (userId: number) => `horn:gap:${userId}`;

/** 16 喇叭消费: spec §3's fifteen trade types have none for a horn, and no other one tells the truth. */
const HORN_TRADE_TYPE = TRADE.horn;
export const HORN_REMARK = '全站喇叭';

/** The marquee shows one line: line breaks and runs of spaces become one space. */
const oneLine = (content: string) => content.replace(/\s+/g, ' ').trim();

async function postHorn(
  ledger: LedgerSession,
  order: HornOrder,
  content: string,
  now: number,
  price: number,
) {
  const { userId } = order;
  // Two horns of one user at once must not both take the last free one: hold the user's row.
  const [user] = await ledger.tx
    .select({ nickName: users.nickName })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!user) throw new ApiError(errors.notLoggedIn);
  const free = (await freeHornsLeft(ledger.tx, userId, now)) > 0;
  const transactionId = free
    ? FREE_HORN_TRANSACTION
    : await ledger.post({
        tradeType: HORN_TRADE_TYPE,
        userId,
        memo: { remark: HORN_REMARK, roomId: order.roomId ?? null },
        legs: [
          {
            account: { user: userId, currency: 'diamond' },
            amount: -price,
            tradeType: HORN_TRADE_TYPE,
          },
          {
            account: { system: 'revenue', currency: 'diamond' },
            amount: price,
            tradeType: HORN_TRADE_TYPE,
          },
        ],
      });
  const [horn] = await ledger.tx
    .insert(horns)
    .values({
      userId,
      nickName: user.nickName,
      content,
      roomId: order.roomId ?? null,
      transactionId,
      createdAt: new Date(now),
    })
    .returning();
  return {
    id: horn!.id,
    userId,
    nickName: horn!.nickName,
    content: horn!.content,
    roomId: horn!.roomId,
    at: horn!.createdAt.getTime(),
    free,
    ...(await balancesAfter(ledger.tx, userId)),
  };
}

export type HornAnswer = Awaited<ReturnType<typeof postHorn>>;

/** POST /api/horn/send as a service. A retry with the same key answers the first horn and pushes nothing. */
export async function sendHorn(
  ctx: HornContext,
  order: HornOrder,
  key: string | undefined,
  now = () => Date.now(),
): Promise<HornAnswer> {
  const idempotencyKey = checkedKey(key);
  if (order.roomId !== undefined) await findRoom(ctx.db, order.roomId);
  const content = maskWords(oneLine(order.content), await sensitiveWordList(ctx.db));
  const price = await hornPriceUnits(ctx.db);
  // The gap is held by this horn's key, so a retry of the same horn (lost answer) passes it.
  const gap = hornGapKey(order.userId);
  const opened = await ctx.kv.setIfAbsent(gap, idempotencyKey, HORN_INTERVAL_MS);
  if (!opened && (await ctx.kv.get(gap)) !== idempotencyKey)
    throw new ApiError(errors.hornTooFrequent);
  let posted = false;
  let answer: HornAnswer;
  try {
    answer = await paidOnce(
      ctx,
      {
        userId: order.userId,
        key: idempotencyKey,
        action: 'horn',
        // The parameters as sent: the same request again is the same horn even if the word list changed.
        params: { content: order.content, roomId: order.roomId ?? null },
      },
      (ledger) => {
        posted = true;
        return postHorn(ledger, order, content, now(), price);
      },
    );
  } catch (err) {
    // Nothing was sent (余额不足, a reused key…): the user may try again at once.
    await ctx.kv.deleteIfHolds(gap, idempotencyKey);
    throw err;
  }
  if (posted) {
    const { id, userId, nickName, content: said, roomId, at } = answer;
    // The horn is paid and stored: a push that fails (Redis away) must not turn the answer into an error.
    await ctx.bus
      .publish(channels.site, 'horn', { id, userId, nickName, content: said, roomId, at })
      .catch(() => {});
  }
  return answer;
}

/** The price of one horn in 球钻, as the info call answers it. */
export const hornPrice = async (db: Db) => unitsToAmount(await hornPriceUnits(db));
