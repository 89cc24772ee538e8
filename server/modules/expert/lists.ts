// The plan lists of the 有料 pages: filtered and paged plans, today's on sale, the home block, "more", the
// matches with plans, and the plans a fan bought.
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { CallRequest } from '../../../contract/call';
import type { indexPlans, planList } from '../../../contract/calls/expert';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { matches, planMatches, planPurchases, plans, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { planMatchesById } from './plan-matches';
import { planDetailOf, planItems } from './read';
import { recordOf } from './record';
import { settledByExpert } from './records';

type Filters = CallRequest<typeof planList>['body'];
type IndexFilters = CallRequest<typeof indexPlans>['body'];

const onMatch = (matchId: number) =>
  exists(
    sql`(select 1 from ${planMatches} where ${planMatches.planId} = ${plans.id} and ${planMatches.matchId} = ${matchId})`,
  );

/** On sale: not settled and the first match not yet kicked off. */
const onSale = (now: number) => and(isNull(plans.result), gt(plans.firstKickoffAt, new Date(now)));

function where(f: Partial<Filters>, now: number): SQL | undefined {
  return and(
    f.sport ? eq(plans.sport, f.sport) : undefined,
    f.playType ? eq(plans.playType, f.playType) : undefined,
    f.free === 1 ? eq(plans.priceUnits, 0) : undefined,
    f.matchId ? onMatch(f.matchId) : undefined,
    f.expertId ? eq(plans.expertId, f.expertId) : undefined,
    f.state === 'open' ? onSale(now) : f.state === 'settled' ? isNotNull(plans.result) : undefined,
  );
}

async function page(
  db: Db,
  cond: SQL | undefined,
  order: SQL[],
  { pageNum, pageSize }: { pageNum: number; pageSize: number },
  viewerId: number | null,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(plans)
      .where(cond)
      .orderBy(...order)
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(plans).where(cond),
  ]);
  return { list: await planItems(db, rows, viewerId), total: total?.n ?? 0, pageNum, pageSize };
}

export function listPlans(db: Db, f: Filters, viewerId: number | null, now = Date.now()) {
  const order =
    f.sort === 'hot'
      ? [desc(plans.sold), desc(plans.publishedAt)]
      : [desc(plans.publishedAt), desc(plans.id)];
  return page(db, where(f, now), order, f.pageParam, viewerId);
}

/** 有料's front list: what is on sale now, best sellers first. */
export function listIndexPlans(db: Db, f: IndexFilters, viewerId: number | null, now = Date.now()) {
  return page(
    db,
    and(where(f, now), onSale(now)),
    [desc(plans.sold), asc(plans.firstKickoffAt), desc(plans.id)],
    f.pageParam,
    viewerId,
  );
}

/** Plans on sale by the experts on the best runs (streak, then 近10), for the home page. */
export async function homePlans(db: Db, limit: number, viewerId: number | null, now = Date.now()) {
  const [rows, settled] = await Promise.all([
    db.select().from(plans).where(onSale(now)).orderBy(desc(plans.publishedAt)).limit(200),
    settledByExpert(db),
  ]);
  const score = (expertId: number) => {
    const r = recordOf(settled.get(expertId) ?? []);
    return r.streak * 100 + r.last10.red;
  };
  const picked = [...rows].sort((a, b) => score(b.expertId) - score(a.expertId)).slice(0, limit);
  return planItems(db, picked, viewerId);
}

export async function planByCode(db: Db, code: string, viewerId: number | null) {
  const [row] = await db.select().from(plans).where(eq(plans.code, code));
  if (!row) throw new ApiError(errors.planNotFound);
  return planDetailOf(db, row, viewerId);
}

/** Other plans on sale on the same matches, and the same expert's. */
export async function morePlans(db: Db, planId: number, viewerId: number | null, now = Date.now()) {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!plan) throw new ApiError(errors.planNotFound);
  const ids = plan.picks.map((p) => p.matchId);
  const others = sql`${plans.id} <> ${planId}`;
  const [sameMatch, sameExpert] = await Promise.all([
    db
      .selectDistinct({ plan: plans })
      .from(plans)
      .innerJoin(planMatches, eq(planMatches.planId, plans.id))
      .where(and(inArray(planMatches.matchId, ids), others, onSale(now)))
      .limit(6),
    db
      .select()
      .from(plans)
      .where(and(eq(plans.expertId, plan.expertId), others, onSale(now)))
      .orderBy(plans.firstKickoffAt)
      .limit(6),
  ]);
  return {
    sameMatch: await planItems(
      db,
      sameMatch.map((r) => r.plan),
      viewerId,
    ),
    sameExpert: await planItems(db, sameExpert, viewerId),
  };
}

/** Matches with plans on sale (comList), soonest first, with their plan counts and a few experts' names. */
export async function matchesWithPlans(
  db: Db,
  f: { sport?: string; pageParam: { pageNum: number; pageSize: number } },
  now = Date.now(),
) {
  const cond = and(
    onSale(now),
    f.sport ? eq(plans.sport, f.sport) : undefined,
    gt(matches.kickoffAt, new Date(now)),
  );
  const grouped = db
    .select({
      matchId: planMatches.matchId,
      kickoffAt: matches.kickoffAt,
      plans: count(),
      free: sql<number>`count(*) filter (where ${plans.priceUnits} = 0)::int`,
      experts: sql<string[]>`(array_agg(distinct ${users.nickName}))[1:3]`,
    })
    .from(planMatches)
    .innerJoin(plans, eq(plans.id, planMatches.planId))
    .innerJoin(matches, eq(matches.id, planMatches.matchId))
    .innerJoin(users, eq(users.id, plans.expertId))
    .where(cond)
    .groupBy(planMatches.matchId, matches.kickoffAt);
  const { pageNum, pageSize } = f.pageParam;
  const [rows, [total]] = await Promise.all([
    grouped
      .orderBy(matches.kickoffAt, planMatches.matchId)
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db
      .select({ n: sql<number>`count(distinct ${planMatches.matchId})::int` })
      .from(planMatches)
      .innerJoin(plans, eq(plans.id, planMatches.planId))
      .innerJoin(matches, eq(matches.id, planMatches.matchId))
      .where(cond),
  ]);
  const byId = await planMatchesById(
    db,
    rows.map((r) => r.matchId),
  );
  return {
    list: rows.flatMap((r) => {
      const m = byId.get(r.matchId);
      return m ? [{ ...m, plans: r.plans, free: r.free, experts: r.experts ?? [] }] : [];
    }),
    total: total?.n ?? 0,
  };
}

export async function boughtPlans(
  db: Db,
  userId: number,
  { pageNum, pageSize }: { pageNum: number; pageSize: number },
) {
  const mine = eq(planPurchases.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ plan: plans })
      .from(planPurchases)
      .innerJoin(plans, eq(plans.id, planPurchases.planId))
      .where(mine)
      .orderBy(desc(planPurchases.createdAt))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(planPurchases).where(mine),
  ]);
  return {
    list: await planItems(
      db,
      rows.map((r) => r.plan),
      userId,
    ),
    total: total?.n ?? 0,
    pageNum,
    pageSize,
  };
}
