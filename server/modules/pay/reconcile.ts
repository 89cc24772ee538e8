// Reconciliation of recharge orders whose callback never came: ask the gateway about pending orders, credit
// the paid ones, close the closed ones, and expire the ones past their deadline (after closing them there).
import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rechargeOrders } from '../../db/schema';
import type { Payments } from '../../providers/payment';
import type { LedgerContext } from './ledger';
import { closeOrder, creditPaidOrder } from './recharge-credit';

export interface ReconcileOptions {
  /** Orders younger than this are left to their callback, which is usually on its way. */
  minAgeMs?: number;
  /** Orders looked at per run, oldest first; the next run takes the rest. */
  limit?: number;
  now?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export interface ReconcileReport {
  checked: number;
  credited: number;
  cancelled: number;
  expired: number;
}

export const RECONCILE_MIN_AGE_MS = 60_000;
export const RECONCILE_EVERY_MS = 30_000;

export async function reconcileRecharges(
  ctx: LedgerContext,
  payments: Payments,
  { minAgeMs = RECONCILE_MIN_AGE_MS, limit = 100, now = Date.now(), log }: ReconcileOptions = {},
): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, credited: 0, cancelled: 0, expired: 0 };
  const pending = await ctx.db
    .select()
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.status, 'pending'),
        lt(rechargeOrders.createdAt, new Date(now - minAgeMs)),
      ),
    )
    .orderBy(asc(rechargeOrders.createdAt))
    .limit(limit);

  for (const order of pending) {
    const provider = payments.byName.get(order.provider);
    if (!provider) continue;
    report.checked++;
    try {
      let state = await provider.queryPayment(order.orderNo);
      if (
        state.status !== 'paid' &&
        state.status !== 'closed' &&
        order.expiresAt.getTime() <= now
      ) {
        // Close it at the gateway first, then ask again: a payment made just before the close is
        // credited, and none can land after it.
        await provider.closePayment(order.orderNo);
        state = await provider.queryPayment(order.orderNo);
        if (state.status !== 'paid') state = { status: 'closed' };
      }
      if (state.status === 'paid') {
        const result = await creditPaidOrder(ctx, {
          provider: provider.name,
          orderNo: order.orderNo,
          tradeNo: state.tradeNo,
          paidFen: state.paidFen,
        });
        if (result.outcome === 'credited') report.credited++;
      } else if (state.status === 'closed') {
        const status = await closeOrder(ctx, provider.name, order.orderNo, now);
        if (status === 'cancelled') report.cancelled++;
        if (status === 'expired') report.expired++;
      }
    } catch (err) {
      // One order the gateway cannot answer for (or whose amount disagrees) must not stop the rest.
      log?.warn({ err, orderNo: order.orderNo }, 'recharge reconciliation failed for an order');
    }
  }
  return report;
}

/** Runs reconciliation in the background every `everyMs`; never two runs at once in one process. */
export function startReconciler(
  ctx: LedgerContext,
  payments: Payments,
  log: FastifyBaseLogger,
  everyMs = RECONCILE_EVERY_MS,
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileRecharges(ctx, payments, { log })
      .catch((err) => log.warn({ err }, 'recharge reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  // A background chore: it must never keep the process (or a test run) alive.
  timer.unref();
  return () => clearInterval(timer);
}
