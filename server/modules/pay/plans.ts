// Expert plans bought with 球钻 (trade type 4): the price waits in escrow until the plan settles. Then either the
// expert earns the share in force when the plan was bought (shares.ts, set on /admin/catalogue) in 球票 (withdrawable income, like an anchor's gift income) and the site
// keeps the rest (trade type 5), or the buyer gets it all back (6: 走, 作废, or 黑 under 不中退). One purchase per
// buyer and plan; each purchase settles once.
import { and, eq, sql } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import { TRADE, type TradeType } from '../../../contract/enums/trade-types';
import { errors } from '../../../contract/errors';
import { ledgerAccounts, ledgerEntries, planPurchases, plans } from '../../db/schema';
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
import { shareDefaults, sharesOf, shareUnits } from './shares';
import { balancesAfter } from './spend-postings';

/** The expert's share of a plan's price by default (purchases made before shares were recorded use it). */
export const EXPERT_SHARE_PERCENT = shareDefaults.expertSharePercent;

/** The expert's share of a price at a percent; rounded down, the site keeps the odd unit. */
export const expertShareUnits = (priceUnits: number, percent: number = EXPERT_SHARE_PERCENT) =>
  shareUnits(priceUnits, percent);

export interface PlanOrder {
  buyerId: number;
  expertId: number;
  planId: number;
  priceUnits: number;
  /** The buyer's idempotency key for this purchase. */
  key: string | undefined;
}

/** The entries of a purchase: the buyer's diamonds into escrow until the plan settles. */
export function planLegs(buyerId: number, _expertId: number, priceUnits: number): Leg[] {
  return [
    {
      account: { user: buyerId, currency: 'diamond' },
      amount: -priceUnits,
      tradeType: TRADE.planPurchase,
    },
    {
      account: { system: 'planEscrow', currency: 'diamond' },
      amount: priceUnits,
      tradeType: TRADE.planPurchase,
    },
  ];
}

/**
 * The entries of a settled purchase paid out: the price leaves escrow, the site keeps its share as revenue and
 * the gift pool issues the expert's share as tickets (the pool turns diamonds into tickets for anchors' gift
 * income the same way).
 */
export function planPayoutLegs(expertId: number, priceUnits: number, percent: number): Leg[] {
  const share = expertShareUnits(priceUnits, percent);
  const type = TRADE.prizePayout;
  return [
    {
      account: { system: 'planEscrow', currency: 'diamond' },
      amount: -priceUnits,
      tradeType: type,
    },
    {
      account: { system: 'revenue', currency: 'diamond' },
      amount: priceUnits - share,
      tradeType: type,
    },
    { account: { system: 'giftPool', currency: 'diamond' }, amount: share, tradeType: type },
    { account: { system: 'giftPool', currency: 'ticket' }, amount: -share, tradeType: type },
    { account: { user: expertId, currency: 'ticket' }, amount: share, tradeType: type },
  ];
}

export async function postPlanPurchase(ledger: LedgerSession, order: Omit<PlanOrder, 'key'>) {
  const { buyerId, expertId, planId, priceUnits } = order;
  if (buyerId === expertId) throw new ApiError(errors.planOwn);
  if (!Number.isSafeInteger(priceUnits) || priceUnits < 0) throw new ApiError(errors.amountInvalid);
  // The share in force now is the one this sale pays out at: a later change applies to later sales only.
  const { expertSharePercent } = await sharesOf(ledger.tx);
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
    .values({ planId, userId: buyerId, expertId, priceUnits, expertSharePercent, transactionId })
    .onConflictDoNothing()
    .returning({ planId: planPurchases.planId });
  if (bought.length === 0) throw new ApiError(errors.planPurchased);
  // The plan's sales count moves with the purchase, in its transaction.
  await ledger.tx
    .update(plans)
    .set({ sold: sql`${plans.sold} + 1` })
    .where(eq(plans.id, planId));
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

export type PurchaseSettlement = 'payout' | 'refund';

/**
 * Settles one purchase, once, inside the caller's ledger session: paid out (the price leaves escrow for the
 * expert and the site) or refunded (every entry of the purchase reversed as written, trade type 6). Null when
 * the purchase was settled already (a settlement run again after a restart finds it done).
 */
export async function settlePurchase(
  ledger: LedgerSession,
  planId: number,
  userId: number,
  how: PurchaseSettlement,
) {
  const where = and(eq(planPurchases.planId, planId), eq(planPurchases.userId, userId));
  const [purchase] = await ledger.tx.select().from(planPurchases).where(where).for('update');
  if (!purchase) throw new ApiError(errors.planNotPurchased);
  if (purchase.refundTransactionId !== null || purchase.payoutTransactionId !== null) return null;
  if (how === 'payout') {
    const payoutTransactionId = await ledger.post({
      tradeType: TRADE.prizePayout,
      userId: purchase.expertId,
      memo: { planId, buyerId: userId },
      legs: planPayoutLegs(
        purchase.expertId,
        purchase.priceUnits,
        purchase.expertSharePercent ?? EXPERT_SHARE_PERCENT,
      ),
    });
    await ledger.tx.update(planPurchases).set({ payoutTransactionId }).where(where);
    return { refunded: 0 };
  }
  const refundTransactionId = await ledger.post({
    tradeType: TRADE.refund,
    userId,
    reverses: purchase.transactionId,
    memo: { planId, expertId: purchase.expertId },
    legs: await reversedLegs(ledger, purchase.transactionId, TRADE.refund),
  });
  await ledger.tx.update(planPurchases).set({ refundTransactionId }).where(where);
  return { refunded: unitsToAmount(purchase.priceUnits) };
}

/**
 * An operator's refund of one purchase not yet settled (a plan withdrawn by hand). Refused once the purchase
 * was refunded, or paid out to the expert (then the operator settles it with a system deduction and grant).
 */
export async function refundPlan(ctx: LedgerContext, planId: number, userId: number) {
  return inLedger(ctx, async (ledger) => {
    const done = await settlePurchase(ledger, planId, userId, 'refund');
    if (!done) throw new ApiError(errors.planRefunded);
    return { planId, refunded: done.refunded, ...(await balancesAfter(ledger.tx, userId)) };
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
