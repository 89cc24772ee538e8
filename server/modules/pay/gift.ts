// Gifts to anchors: the catalogue, and one gift sent — the sender's 球钻 out, the anchor's 球票 in at the
// operators' share (shares.ts), the site's share to revenue, and the gift_records row the room's rank adds up.

import { and, asc, eq } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import { TRADE } from '../../../contract/enums/trade-types';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { giftRecords, gifts, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { giftIcon } from '../art/service';
import type { LedgerContext, LedgerSession, Leg } from './ledger';
import { paidOnce } from './paid-once';
import { giftTicketUnits } from './settings';
import { sharesOf } from './shares';
import { balancesAfter } from './spend-postings';

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

/**
 * The entries of a gift. Each currency sums to zero through the gift pool, which turns the diamonds
 * the anchor is paid for into tickets (diamond +T, ticket −T); the rest of the diamonds (D−T) is the
 * site's revenue. The sender sees trade type 2, the anchor 9.
 */
export function giftLegs(
  senderId: number,
  anchorId: number,
  diamondUnits: number,
  ticketUnits: number,
): Leg[] {
  return [
    {
      account: { user: senderId, currency: 'diamond' },
      amount: -diamondUnits,
      tradeType: TRADE.gift,
    },
    {
      account: { system: 'giftPool', currency: 'diamond' },
      amount: ticketUnits,
      tradeType: TRADE.gift,
    },
    {
      account: { system: 'revenue', currency: 'diamond' },
      amount: diamondUnits - ticketUnits,
      tradeType: TRADE.gift,
    },
    {
      account: { system: 'giftPool', currency: 'ticket' },
      amount: -ticketUnits,
      tradeType: TRADE.giftIncome,
    },
    {
      account: { user: anchorId, currency: 'ticket' },
      amount: ticketUnits,
      tradeType: TRADE.giftIncome,
    },
  ];
}

/** The anchor a room belongs to, or 主播不存在. */
export async function anchorOf(tx: Db | LedgerSession['tx'], anchorId: number) {
  const [anchor] = await tx
    .select({ id: users.id, nickName: users.nickName })
    .from(users)
    .where(and(eq(users.id, anchorId), eq(users.isAnchor, 1)));
  if (!anchor) throw new ApiError(errors.anchorNotFound);
  return anchor;
}

/** Sends one gift inside the caller's ledger transaction (the paid call, or a test's own). */
export async function postGift(ledger: LedgerSession, order: GiftOrder) {
  const { senderId, anchorId, giftId, count } = order;
  if (senderId === anchorId) throw new ApiError(errors.giftToSelf);
  const [gift] = await ledger.tx
    .select()
    .from(gifts)
    .where(and(eq(gifts.id, giftId), eq(gifts.enabled, true)));
  if (!gift) throw new ApiError(errors.giftNotFound);
  const anchor = await anchorOf(ledger.tx, anchorId);
  // Price and share as they are in this transaction: an operator's change applies to the gifts after it.
  const diamondUnits = gift.priceUnits * count;
  const ticketUnits = giftTicketUnits(diamondUnits, (await sharesOf(ledger.tx)).giftAnchorPercent);
  const transactionId = await ledger.post({
    tradeType: TRADE.gift,
    userId: senderId,
    memo: { giftId, giftName: gift.name, count, anchorId, anchorNickName: anchor.nickName },
    legs: giftLegs(senderId, anchorId, diamondUnits, ticketUnits),
  });
  const [record] = await ledger.tx
    .insert(giftRecords)
    .values({ senderId, anchorId, giftId, count, diamondUnits, ticketUnits, transactionId })
    .returning({ id: giftRecords.id });
  return {
    recordId: record!.id,
    giftId,
    giftName: gift.name,
    count,
    amount: unitsToAmount(diamondUnits),
    income: unitsToAmount(ticketUnits),
    ...(await balancesAfter(ledger.tx, senderId)),
  };
}

export type GiftAnswer = Awaited<ReturnType<typeof postGift>>;

/**
 * POST /pay/gift as a service (the rooms issue broadcasts the answer): once per idempotency key.
 * Publishes nothing itself beyond the balance pushes of the ledger.
 */
export function sendGift(ctx: LedgerContext, order: GiftOrder, key: string | undefined) {
  const { anchorId, giftId, count } = order;
  return paidOnce(
    ctx,
    { userId: order.senderId, key, action: 'gift', params: { anchorId, giftId, count } },
    (ledger) => postGift(ledger, order),
  );
}
