// Gifts to anchors: the catalogue, and one gift sent — the sender's 球钻 out, the anchor's 球票 in at the
// operators' share (shares.ts), the site's share to revenue, and the gift_records row the room's rank adds up,
// all in one database call with the gifts that arrive with it (pay_gifts, migration 0036; gift-batch.ts).

import { and, asc, eq } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { gifts, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { giftIcon } from '../art/service';
import { postGift } from './gift-batch';
import { type LedgerContext, publishBalances, type Tx } from './ledger';
import { checkedKey, requestHash } from './paid-once';

export interface GiftOrder {
  senderId: number;
  anchorId: number;
  giftId: number;
  count: number;
}

/** The enabled gifts in display order. */
export async function giftList(db: Db) {
  const rows = await db
    .select()
    .from(gifts)
    .where(eq(gifts.enabled, true))
    .orderBy(asc(gifts.sort), asc(gifts.id));
  return rows.map((g) => ({
    id: g.id,
    name: g.name,
    price: unitsToAmount(g.priceUnits),
    icon: giftIcon(g),
    animated: g.animated,
  }));
}

/** The anchor a room belongs to, or 主播不存在. */
export async function anchorOf(tx: Db | Tx, anchorId: number) {
  const [anchor] = await tx
    .select({ id: users.id, nickName: users.nickName })
    .from(users)
    .where(and(eq(users.id, anchorId), eq(users.isAnchor, 1)));
  if (!anchor) throw new ApiError(errors.anchorNotFound);
  return anchor;
}

/** What POST /pay/gift answers (and a retry with its key gets again). */
export interface GiftAnswer {
  recordId: number;
  giftId: number;
  giftName: string;
  count: number;
  /** 球钻 spent. */
  amount: number;
  /** 球票 the anchor received. */
  income: number;
  /** The sender's balances after it. */
  balance: number;
  ticket: number;
}

/**
 * POST /pay/gift as a service (the rooms issue broadcasts the answer): once per idempotency key, posted with
 * the gifts that arrive with it (gift-batch.ts, pay_gifts in migration 0036): the key claimed, the sender's
 * 球钻 out, the anchor's 球票 in at the operators' share as it is in that transaction (shares.ts), the site's
 * share to revenue, the gift_records row the room's rank adds up, and the answer stored. A retry with the key
 * gets the first answer back. Publishes nothing itself beyond the two balance pushes, from the balances the
 * database answered.
 */
export async function sendGift(
  ctx: LedgerContext,
  order: GiftOrder,
  key: string | undefined,
): Promise<GiftAnswer> {
  const { senderId, anchorId, giftId, count } = order;
  const checked = checkedKey(key);
  if (senderId === anchorId) throw new ApiError(errors.giftToSelf);
  const hash = requestHash('gift', { anchorId, giftId, count });
  const done = await postGift(ctx.db, order, checked, hash);
  if ('replay' in done) return done.replay;
  const { answer } = done;
  // The money has moved: a push that fails (Redis away) must not turn the answer into an error.
  await publishBalances(ctx, [
    { userId: senderId, balance: answer.balance, ticket: answer.ticket },
    { userId: anchorId, ...done.anchor },
  ]).catch(() => {});
  return answer;
}
