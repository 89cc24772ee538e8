// Settling plans from the feed: when their matches are over, each plan gets its verdict once (红/黑/走/作废), then
// each purchase is paid out to the expert and the site or refunded to the buyer, one ledger transaction each,
// and buyers and open plan pages hear of it. Run after every full time the ingest reports and by a sweep (a
// cancelled match sends no full time; a restart mid-settlement finds its unfinished purchases).
import { and, asc, eq, exists, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PlanResult } from '../../../contract/calls/expert';
import { channels } from '../../../contract/events';
import type { Db } from '../../db/client';
import { matches, planMatches, planPurchases, plans } from '../../db/schema';
import type { Bus } from '../../realtime';
import { FINISHED } from '../match/service';
import { tellPlanSettled } from '../message/service';
import { inLedger } from '../pay/ledger';
import { settlePurchase } from '../pay/plans';
import { matchFinals, VOID_STATES } from './plan-matches';
import { recordsChanged } from './records';
import { type PlanPick, planResult, settlePick } from './settle';

/** Plans looked at per run: a backlog is worked through over a few sweeps, never in one long stall. */
const BATCH = 200;
export const SWEEP_MS = 60_000;

export interface SettleContext {
  db: Db;
  bus: Bus;
}

type PlanRow = typeof plans.$inferSelect;

/** How a purchase of a plan with this result ends: the buyer's money back, or paid out. */
export const purchaseEnd = (result: PlanResult, refundOnLoss: boolean) =>
  result === 'go' || result === 'void' || (result === 'black' && refundOnLoss)
    ? 'refund'
    : 'payout';

/** The verdict of a plan whose matches are all over, or null while one is still to play. */
export async function verdictOf(db: Db, plan: PlanRow) {
  const finals = await matchFinals(
    db,
    plan.picks.map((p) => p.matchId),
  );
  if (plan.picks.some((p) => !finals.has(p.matchId))) return null;
  const outcomes = plan.picks.map((p) =>
    settlePick(
      { ...p, sport: plan.sport as PlanPick['sport'], playType: plan.playType },
      finals.get(p.matchId)!,
    ),
  );
  return { result: planResult(outcomes), outcomes };
}

/** Settles one plan if its matches are over; true when it is (now or before). */
export async function settlePlanNow(ctx: SettleContext, plan: PlanRow, now = Date.now()) {
  if (plan.result === null) {
    const verdict = await verdictOf(ctx.db, plan);
    if (!verdict) return false;
    const [row] = await ctx.db
      .update(plans)
      .set({ result: verdict.result, pickResults: verdict.outcomes, settledAt: new Date(now) })
      .where(and(eq(plans.id, plan.id), isNull(plans.result)))
      .returning();
    // Another process settled it a moment ago: its purchases are settled below all the same (once each).
    plan = row ?? (await ctx.db.select().from(plans).where(eq(plans.id, plan.id)))[0]!;
    recordsChanged(ctx.db);
    await ctx.bus.publish(channels.plan(plan.id), 'plan.settled', {
      planId: plan.id,
      code: plan.code,
      title: plan.title,
      result: plan.result as PlanResult,
      refunded: 0,
      at: now,
    });
  }
  await settlePurchases(ctx, plan, now);
  return true;
}

async function settlePurchases(ctx: SettleContext, plan: PlanRow, now: number) {
  const how = purchaseEnd(plan.result as PlanResult, plan.refundOnLoss);
  const open = await ctx.db
    .select({ userId: planPurchases.userId })
    .from(planPurchases)
    .where(
      and(
        eq(planPurchases.planId, plan.id),
        isNull(planPurchases.payoutTransactionId),
        isNull(planPurchases.refundTransactionId),
      ),
    );
  for (const { userId } of open) {
    const done = await inLedger(ctx, (ledger) => settlePurchase(ledger, plan.id, userId, how));
    if (!done) continue;
    await ctx.bus.publish(channels.user(userId), 'plan.settled', {
      planId: plan.id,
      code: plan.code,
      title: plan.title,
      result: plan.result as PlanResult,
      refunded: done.refunded,
      at: now,
    });
    const result = plan.result as PlanResult;
    await tellPlanSettled(ctx, {
      userId,
      planId: plan.id,
      code: plan.code,
      title: plan.title,
      result,
      refunded: done.refunded,
    });
  }
}

/** One pass: open plans whose first match has kicked off, and settled plans with purchases left to settle. */
export async function settleDue(ctx: SettleContext, now = Date.now()) {
  // A match called off before kick-off (推迟, 取消) voids its plans at once; and a match the feed reports over is
  // over, whatever this process's clock says of its kick-off.
  const over = exists(
    ctx.db
      .select({ one: sql`1` })
      .from(planMatches)
      .innerJoin(matches, eq(matches.id, planMatches.matchId))
      .where(
        and(
          eq(planMatches.planId, plans.id),
          or(
            ...Object.entries(VOID_STATES).map(([sport, states]) =>
              and(
                eq(matches.sport, sport),
                inArray(matches.state, [...states, FINISHED[sport as keyof typeof FINISHED]]),
              ),
            ),
          ),
        ),
      ),
  );
  const open = await ctx.db
    .select()
    .from(plans)
    .where(and(isNull(plans.result), or(lte(plans.firstKickoffAt, new Date(now)), over)))
    .orderBy(asc(plans.firstKickoffAt))
    .limit(BATCH);
  const unfinished = await ctx.db
    .selectDistinct({ plan: plans })
    .from(plans)
    .innerJoin(planPurchases, eq(planPurchases.planId, plans.id))
    .where(
      and(
        isNotNull(plans.result),
        isNull(planPurchases.payoutTransactionId),
        isNull(planPurchases.refundTransactionId),
      ),
    )
    .limit(BATCH);
  let settled = 0;
  for (const plan of [...open, ...unfinished.map((u) => u.plan)])
    if (await settlePlanNow(ctx, plan, now)) settled++;
  return settled;
}

/** The settlement queue of a process: one pass at a time, woken by full time and by the sweep. */
export class PlanSettler {
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly app: FastifyInstance) {}

  start() {
    this.app.ctx.ingest.onFinished(() => this.wake());
    this.timer = setInterval(() => this.wake(), SWEEP_MS);
    this.timer.unref();
    this.wake();
  }

  wake() {
    if (this.stopped) return this.chain;
    this.chain = this.chain.then(() =>
      settleDue(this.app.ctx).catch((err) => this.app.log.warn({ err }, 'plans not settled')),
    );
    return this.chain;
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.chain;
  }
}
