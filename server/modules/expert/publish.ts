// Publishing a plan: before its first match kicks off, with the line and odds the site shows at that moment
// (never typed by the expert), committed by a public hash, and never edited afterwards (the database refuses).
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { CallRequest } from '../../../contract/call';
import type { PickSelection, publishPlan as publishPlanCall } from '../../../contract/calls/expert';
import { type LineMarket, PLAN_MATCH_DAYS_AHEAD, playRules } from '../../../contract/calls/expert';
import { errors } from '../../../contract/errors';
import { channels } from '../../../contract/events';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { follows, planMatches, plans, type StoredPick, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Bus } from '../../realtime';
import { committedText, newPlanCode, newSalt, sha256 } from './commitment';
import { requireExpert } from './experts';
import { phraseProblem } from './phrases';
import { linesAt, matchRows } from './plan-matches';
import { planDetailOf } from './read';

type Body = CallRequest<typeof publishPlanCall>['body'];

const DAY = 86_400_000;
/** Plans per expert in any 24 hours: more is a tipster flooding the list, not analysis. */
export const PLANS_PER_DAY = 20;
/** Followers told at once of a new plan; past this a follower finds it in the list. */
const FAN_OUT_MAX = 10_000;

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/** The committed line and decimal odds of a selection from the market's values (see feed/types.ts). */
function priced(market: LineMarket, values: number[], selection: PickSelection) {
  if (market === 'europe') {
    const at = { home: 0, draw: 1, away: 2 }[selection as 'home' | 'draw' | 'away'];
    const odds = values[at];
    return odds ? { line: null, odds: twoDecimals(odds) } : null;
  }
  // asia: [home water, line, away water]; overUnder: [over water, line, under water] (Hong Kong waters).
  const water = selection === 'home' || selection === 'over' ? values[0] : values[2];
  const line = values[1];
  if (water === undefined || line === undefined) return null;
  return { line, odds: twoDecimals(1 + water) };
}

export interface PublishContext {
  db: Db;
  bus: Bus;
}

/**
 * `now` is when the plan is published. The demo replays its experts' past evenings through this same path
 * (`replay`): the rules are checked as of that moment — kick-off still ahead, the line of then — except the
 * match's state, which is stored only as it is today, and no follower is told of a plan from the past.
 */
export async function publishPlan(
  ctx: PublishContext,
  expertId: number,
  body: Body,
  { now = Date.now(), replay = false }: { now?: number; replay?: boolean } = {},
) {
  const { db } = ctx;
  await requireExpert(db, expertId);
  const play = playRules[body.sport][body.playType];
  if (!play) throw new ApiError(errors.planPlayTypeInvalid);
  const ids = body.picks.map((p) => p.matchId);
  if (play.legs !== ids.length || new Set(ids).size !== ids.length)
    throw new ApiError(errors.planPicksCount);
  if (body.picks.some((p) => !play.selections.includes(p.selection)))
    throw new ApiError(errors.planSelectionInvalid);
  const problem = phraseProblem(body.title, body.analysis);
  if (problem?.kind === 'banned')
    throw new ApiError(errors.planBannedPhrase, `方案内容不能含有"${problem.phrase}"等承诺`);
  if (problem?.kind === 'link') throw new ApiError(errors.planLinkForbidden);

  const rows = await matchRows(db, ids);
  const picks: StoredPick[] = [];
  let firstKickoff = Number.POSITIVE_INFINITY;
  for (const pick of body.picks) {
    const row = rows.get(pick.matchId);
    if (!row || row.sport !== body.sport || row.item.kickoffAt > now + PLAN_MATCH_DAYS_AHEAD * DAY)
      throw new ApiError(errors.planMatchNotFound);
    if ((!replay && row.item.state !== 1) || row.item.kickoffAt <= now)
      throw new ApiError(errors.planKickedOff);
    if (play.lottery && !row.item.lottery.jczq)
      throw new ApiError(errors.planPlayTypeInvalid, '竞彩玩法只能选有竞彩编号的比赛');
    const values = (await linesAt(db, pick.matchId, now))[play.market];
    const price = values && priced(play.market, values, pick.selection);
    if (!price) throw new ApiError(errors.planNoLine);
    picks.push({ matchId: pick.matchId, selection: pick.selection, ...price });
    firstKickoff = Math.min(firstKickoff, row.item.kickoffAt);
  }

  const [recent] = await db
    .select({ n: count() })
    .from(plans)
    .where(and(eq(plans.expertId, expertId), gte(plans.publishedAt, new Date(now - DAY))));
  if ((recent?.n ?? 0) >= PLANS_PER_DAY) throw new ApiError(errors.planTooFast);
  // One plan per match and play type: an expert who could sell 主胜 and 客胜 on the same match would always
  // have a 红 to show.
  const [twin] = await db
    .select({ id: plans.id })
    .from(plans)
    .innerJoin(planMatches, eq(planMatches.planId, plans.id))
    .where(
      and(
        eq(plans.expertId, expertId),
        eq(plans.playType, body.playType),
        eq(plans.sport, body.sport),
        inArray(planMatches.matchId, ids),
      ),
    )
    .limit(1);
  if (twin) throw new ApiError(errors.planSameMatch);

  const salt = newSalt();
  const row = await insertPlan(db, {
    expertId,
    sport: body.sport,
    playType: body.playType,
    title: body.title,
    picks,
    analysis: body.analysis,
    salt,
    commitment: sha256(committedText(picks, body.analysis, salt)),
    priceUnits: body.price * 100,
    refundOnLoss: body.refundOnLoss,
    firstKickoffAt: new Date(firstKickoff),
    publishedAt: new Date(now),
  });
  if (!replay) await tellFollowers(ctx, row);
  return planDetailOf(db, row, expertId);
}

async function insertPlan(db: Db, values: Omit<typeof plans.$inferInsert, 'code'>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(plans)
          .values({ ...values, code: newPlanCode() })
          .returning();
        await tx.insert(planMatches).values(
          [...new Set(values.picks.map((p) => p.matchId))].map((matchId) => ({
            planId: row!.id,
            matchId,
          })),
        );
        return row!;
      });
    } catch (err) {
      // A code drawn twice (one in 10^15) is drawn again.
      if (!isUniqueViolation(err) || attempt >= 3) throw err;
    }
  }
}

async function tellFollowers(ctx: PublishContext, plan: typeof plans.$inferSelect) {
  const [fans, [expert]] = await Promise.all([
    ctx.db
      .select({ id: follows.followerId })
      .from(follows)
      .where(eq(follows.targetId, plan.expertId))
      .limit(FAN_OUT_MAX),
    ctx.db.select({ nickName: users.nickName }).from(users).where(eq(users.id, plan.expertId)),
  ]);
  const data = {
    planId: plan.id,
    code: plan.code,
    expertId: plan.expertId,
    nickName: expert?.nickName ?? '',
    title: plan.title,
    price: plan.priceUnits / 100,
    at: plan.publishedAt.getTime(),
  };
  for (const fan of fans) await ctx.bus.publish(channels.user(fan.id), 'plan.new', data);
}
