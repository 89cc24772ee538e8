// Recharge orders: what a package or a custom amount costs and buys, placing the order with the payment
// provider (once per idempotency key), and reading a user's orders back.
import { randomInt } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import type { RechargeOrder, RechargePackageInfo } from '../../../contract/calls/pay-recharge';
import { errors } from '../../../contract/errors';
import { chinaClock, chinaDay } from '../../../contract/format/china-day';
import { formatMinor } from '../../../contract/format/price';
import type { Db } from '../../db/client';
import { rechargeOrders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { PaymentProvider } from '../../providers/payment';
import type { LedgerContext } from './ledger';
import { paidOnce } from './paid-once';
import {
  customRecharge,
  DIAMOND_UNITS_PER_FEN,
  RECHARGE_ORDER_TTL_SECONDS,
  type RechargePackage,
  rechargePackages,
} from './settings';

export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;

/** What one order costs and buys. */
export interface RechargeQuote {
  packageId: number | null;
  priceFen: number;
  diamondUnits: number;
}

export const packageInfo = (p: RechargePackage): RechargePackageInfo => ({
  id: p.id,
  price: p.priceFen / 100,
  diamonds: unitsToAmount(p.diamondUnits),
  bonus: unitsToAmount(p.bonusUnits),
});

/** A package's price, or a custom whole-yuan amount within the limits; exactly one of the two. */
export function quoteRecharge(choice: { packageId?: number; amount?: number }): RechargeQuote {
  const { packageId, amount } = choice;
  if ((packageId === undefined) === (amount === undefined))
    throw new ApiError(errors.rechargeChoiceInvalid);
  if (packageId !== undefined) {
    const found = rechargePackages.find((p) => p.id === packageId);
    if (!found) throw new ApiError(errors.rechargePackageUnknown);
    return {
      packageId: found.id,
      priceFen: found.priceFen,
      diamondUnits: found.diamondUnits + found.bonusUnits,
    };
  }
  const yuan = amount as number;
  if (!Number.isInteger(yuan) || yuan < customRecharge.minYuan || yuan > customRecharge.maxYuan)
    throw new ApiError(
      errors.rechargeAmountInvalid,
      `充值金额需为 ${customRecharge.minYuan}-${customRecharge.maxYuan.toLocaleString('en-US')} 元的整数`,
    );
  const priceFen = yuan * 100;
  return { packageId: null, priceFen, diamondUnits: priceFen * DIAMOND_UNITS_PER_FEN };
}

/** R + the China date and time + 6 random digits: readable on a receipt, not guessable from the next one. */
export function newOrderNo(now = Date.now()) {
  const stamp = `${chinaDay(now)}${chinaClock(now)}`.replace(/\D/g, '');
  const seconds = String(new Date(now).getUTCSeconds()).padStart(2, '0');
  return `R${stamp}${seconds}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const orderWire = (row: RechargeOrderRow): RechargeOrder => ({
  orderNo: row.orderNo,
  packageId: row.packageId,
  price: row.priceFen / 100,
  diamonds: unitsToAmount(row.diamondUnits),
  status: row.status as RechargeOrder['status'],
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  paidAt: iso(row.paidAt),
});

/** Where the browser returns after the checkout: the order page showing this order. */
export const orderReturnUrl = (orderNo: string) =>
  `/v/order?orderNo=${encodeURIComponent(orderNo)}`;

/**
 * Places a recharge order: the row and the provider's checkout link in one paid call, so a retried
 * 立即充值 (same key) answers the same order instead of opening a second one.
 */
export function placeRechargeOrder(
  ctx: LedgerContext,
  provider: PaymentProvider,
  input: { userId: number; key: string | undefined; packageId?: number; amount?: number },
) {
  const choice = { packageId: input.packageId, amount: input.amount };
  const quote = quoteRecharge(choice);
  return paidOnce(
    ctx,
    { userId: input.userId, key: input.key, action: 'recharge', params: choice },
    async (ledger) => {
      const now = Date.now();
      const orderNo = newOrderNo(now);
      const expiresAt = new Date(now + RECHARGE_ORDER_TTL_SECONDS * 1000);
      const [row] = await ledger.tx
        .insert(rechargeOrders)
        .values({
          orderNo,
          userId: input.userId,
          packageId: quote.packageId,
          priceFen: quote.priceFen,
          diamondUnits: quote.diamondUnits,
          provider: provider.name,
          createdAt: new Date(now),
          expiresAt,
        })
        .returning();
      // Inside the transaction: should the insert's commit fail, the gateway holds a payment no
      // order matches, and its callback is refused (nothing is credited for it).
      const { checkoutUrl } = await provider.createPayment({
        orderNo,
        priceFen: quote.priceFen,
        subject: `球钻充值 ${formatMinor(quote.diamondUnits)}`,
        expiresAt,
        returnUrl: orderReturnUrl(orderNo),
      });
      return { order: orderWire(row!), checkoutUrl };
    },
  );
}

/** One of the user's orders; another user's order is as absent as a missing one. */
export async function userOrder(db: Db, userId: number, orderNo: string) {
  const [row] = await db
    .select()
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.orderNo, orderNo), eq(rechargeOrders.userId, userId)));
  if (!row) throw new ApiError(errors.rechargeOrderNotFound);
  return orderWire(row);
}

export async function userOrders(db: Db, userId: number, pageNum: number, pageSize: number) {
  const mine = eq(rechargeOrders.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(rechargeOrders)
      .where(mine)
      .orderBy(desc(rechargeOrders.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(rechargeOrders).where(mine),
  ]);
  return { list: rows.map(orderWire), total: total?.n ?? 0, pageNum, pageSize };
}
