// Settling recharge orders: a payment the gateway confirmed credits the user's diamonds exactly once (trade
// type 1), in the transaction that marks the order paid; a closed payment cancels or expires the order.

import { and, eq } from 'drizzle-orm';
import { TRADE } from '../../../contract/enums/trade-types';
import { errors } from '../../../contract/errors';
import { rechargeOrders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { inLedger, type LedgerContext } from './ledger';
import type { RechargeOrderRow } from './recharge';

export interface ConfirmedPayment {
  /** The provider that confirmed it: an order is settled only by its own provider. */
  provider: string;
  orderNo: string;
  tradeNo: string;
  paidFen: number;
}

/** credited: this call credited it; already: an earlier one had (a repeated callback). */
export type CreditResult = { outcome: 'credited' | 'already'; order: RechargeOrderRow };

/**
 * Marks the order paid and credits its diamonds: gateway clearing −, user +. The status check is
 * in the UPDATE itself (`where status = 'pending'`), so of callbacks delivered at once exactly one
 * updates the row and posts; the others find it paid and change nothing.
 */
export function creditPaidOrder(ctx: LedgerContext, paid: ConfirmedPayment): Promise<CreditResult> {
  return inLedger(ctx, async (ledger) => {
    const [order] = await ledger.tx
      .select()
      .from(rechargeOrders)
      .where(eq(rechargeOrders.orderNo, paid.orderNo));
    if (!order || order.provider !== paid.provider)
      throw new ApiError(errors.rechargeOrderNotFound);
    if (order.priceFen !== paid.paidFen) throw new ApiError(errors.paymentAmountMismatch);
    if (order.status === 'paid') return { outcome: 'already', order };
    if (order.status !== 'pending') throw new ApiError(errors.rechargeOrderClosed);

    const [updated] = await ledger.tx
      .update(rechargeOrders)
      .set({ status: 'paid', providerTradeNo: paid.tradeNo, paidAt: new Date() })
      .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, 'pending')))
      .returning();
    if (!updated) {
      // Another delivery or the reconciler settled it between the read and the update.
      const [now] = await ledger.tx
        .select()
        .from(rechargeOrders)
        .where(eq(rechargeOrders.id, order.id));
      if (now?.status === 'paid') return { outcome: 'already', order: now };
      throw new ApiError(errors.rechargeOrderClosed);
    }
    const transactionId = await ledger.post({
      tradeType: TRADE.recharge,
      userId: order.userId,
      memo: { orderNo: order.orderNo, provider: paid.provider, tradeNo: paid.tradeNo },
      legs: [
        {
          account: { user: order.userId, currency: 'diamond' },
          amount: order.diamondUnits,
          tradeType: TRADE.recharge,
        },
        {
          account: { system: 'gatewayClearing', currency: 'diamond' },
          amount: -order.diamondUnits,
          tradeType: TRADE.recharge,
        },
      ],
    });
    const [credited] = await ledger.tx
      .update(rechargeOrders)
      .set({ transactionId })
      .where(eq(rechargeOrders.id, order.id))
      .returning();
    return { outcome: 'credited', order: credited! };
  });
}

/**
 * The gateway will never take this payment: a pending order becomes cancelled, or expired once past
 * its deadline. Paid orders stay paid. Answers the order's status afterwards, or null when unknown.
 */
export async function closeOrder(
  ctx: LedgerContext,
  provider: string,
  orderNo: string,
  now = Date.now(),
): Promise<string | null> {
  const [order] = await ctx.db
    .select()
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.orderNo, orderNo), eq(rechargeOrders.provider, provider)));
  if (!order) return null;
  if (order.status !== 'pending') return order.status;
  const status = order.expiresAt.getTime() <= now ? 'expired' : 'cancelled';
  const [closed] = await ctx.db
    .update(rechargeOrders)
    .set({ status })
    .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, 'pending')))
    .returning({ status: rechargeOrders.status });
  if (closed) return closed.status;
  const [after] = await ctx.db
    .select({ status: rechargeOrders.status })
    .from(rechargeOrders)
    .where(eq(rechargeOrders.id, order.id));
  return after?.status ?? null;
}
