// Expert plans bought with 球钻 (trade type 4), for the experts issue to call: the buyer pays the price,
// the expert earns EXPERT_SHARE_PERCENT of it in 球票 (withdrawable income, like an anchor's gift income),
// the site keeps the rest; one purchase per buyer and plan. A refund (6) reverses the purchase exactly.
import { and, eq } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import { TRADE, type TradeType } from '../../../contract/enums/trade-types';
import { errors } from '../../../contract/errors';
import { ledgerAccounts, ledgerEntries, planPurchases } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import {
  type Currency,
  inLedger,
  type LedgerContext,
  type LedgerSession,
  type Leg,
  type SystemAccount,
  systemAccounts,
} from './ledger';
import { paidOnce } from './paid-once';
import { balancesAfter } from './spend-postings';

/** The expert's share of a plan's price; rounded down, the site keeps the odd unit. */
export const EXPERT_SHARE_PERCENT = 70;

export const expertShareUnits = (priceUnits: number) =>
  Math.floor((priceUnits * EXPERT_SHARE_PERCENT) / 100);

export interface PlanOrder {
  buyerId: number;
  expertId: number;
  planId: number;
  priceUnits: number;
  /** The buyer's idempotency key for this purchase. */
  key: string | undefined;
}

/**
 * The entries of a purchase: diamonds from the buyer to the site's revenue and, for the expert's
 * share, to the gift pool, which issues the expert's tickets (the pool turns diamonds into tickets
 * for anchors' gift income the same way).
 */
export function planLegs(buyerId: number, expertId: number, priceUnits: number): Leg[] {
  const share = expertShareUnits(priceUnits);
  return [
    {
      account: { user: buyerId, currency: 'diamond' },
      amount: -priceUnits,
      tradeType: TRADE.planPurchase,
    },
    {
      account: { system: 'revenue', currency: 'diamond' },
      amount: priceUnits - share,
      tradeType: TRADE.planPurchase,
    },
    {
      account: { system: 'giftPool', currency: 'diamond' },
      amount: share,
      tradeType: TRADE.planPurchase,
    },
    {
      account: { system: 'giftPool', currency: 'ticket' },
      amount: -share,
      tradeType: TRADE.planPurchase,
    },
    {
      account: { user: expertId, currency: 'ticket' },
      amount: share,
      tradeType: TRADE.planPurchase,
    },
  ];
}

export async function postPlanPurchase(ledger: LedgerSession, order: Omit<PlanOrder, 'key'>) {
  const { buyerId, expertId, planId, priceUnits } = order;
  if (buyerId === expertId) throw new ApiError(errors.planOwn);
  if (!Number.isSafeInteger(priceUnits) || priceUnits < 0) throw new ApiError(errors.amountInvalid);
  const transactionId = await ledger.post({
    tradeType: TRADE.planPurchase,
    userId: buyerId,
    memo: { planId, expertId },
    legs: planLegs(buyerId, expertId, priceUnits),
  });
  // The key of the (plan, buyer) pair decides: a second purchase, even at the same moment, waits for
  // the first to commit and then finds it.
  const bought = await ledger.tx
    .insert(planPurchases)
    .values({ planId, userId: buyerId, expertId, priceUnits, transactionId })
    .onConflictDoNothing()
    .returning({ planId: planPurchases.planId });
  if (bought.length === 0) throw new ApiError(errors.planPurchased);
  return {
    planId,
    transactionId,
    price: unitsToAmount(priceUnits),
    ...(await balancesAfter(ledger.tx, buyerId)),
  };
}

export function buyPlan(ctx: LedgerContext, order: PlanOrder) {
  const { buyerId, expertId, planId, priceUnits, key } = order;
  return paidOnce(
    ctx,
    { userId: buyerId, key, action: 'plan', params: { planId, expertId, priceUnits } },
    (ledger) => postPlanPurchase(ledger, { buyerId, expertId, planId, priceUnits }),
  );
}

/**
 * Refunds a purchase (plan withdrawn, or lost under a money-back promise): every entry of the purchase
 * reversed as written (whatever the share rate is today), as trade type 6. Refused with 余额不足 when the expert no longer holds the share (withdrawn
 * already): the operator settles that by hand, the buyer's purchase stays.
 */
export async function refundPlan(ctx: LedgerContext, planId: number, userId: number) {
  return inLedger(ctx, async (ledger) => {
    const [purchase] = await ledger.tx
      .select()
      .from(planPurchases)
      .where(and(eq(planPurchases.planId, planId), eq(planPurchases.userId, userId)))
      .for('update');
    if (!purchase) throw new ApiError(errors.planNotPurchased);
    if (purchase.refundTransactionId !== null) throw new ApiError(errors.planRefunded);
    const legs = await reversedLegs(ledger, purchase.transactionId, 6);
    const refundTransactionId = await ledger.post({
      tradeType: TRADE.refund,
      userId,
      reverses: purchase.transactionId,
      memo: { planId, expertId: purchase.expertId },
      legs,
    });
    await ledger.tx
      .update(planPurchases)
      .set({ refundTransactionId })
      .where(and(eq(planPurchases.planId, planId), eq(planPurchases.userId, userId)));
    return {
      planId,
      refundTransactionId,
      refunded: unitsToAmount(purchase.priceUnits),
      ...(await balancesAfter(ledger.tx, userId)),
    };
  });
}

const systemByCode = new Map<string, SystemAccount>(
  Object.entries(systemAccounts).map(([name, { code }]) => [code, name as SystemAccount]),
);

/** The entries of a transaction as written, each turned around, as legs of the given trade type. */
async function reversedLegs(ledger: LedgerSession, transactionId: number, tradeType: TradeType) {
  const rows = await ledger.tx
    .select({
      amount: ledgerEntries.amount,
      userId: ledgerAccounts.userId,
      code: ledgerAccounts.code,
      currency: ledgerAccounts.currency,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, transactionId));
  return rows.map((r): Leg => {
    const currency = r.currency as Currency;
    const system = systemByCode.get(r.code);
    if (r.userId === null && !system) throw new Error(`ledger: unknown system account ${r.code}`);
    return {
      account: r.userId !== null ? { user: r.userId, currency } : { system: system!, currency },
      amount: -r.amount,
      tradeType,
    };
  });
}
