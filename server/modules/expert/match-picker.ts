// The matches an expert can write a plan on (GET /tj/match): not started, within the next few days, with the
// main bookmaker's current lines, searchable by team or competition; and the competitions to filter them by.
import { and, count, eq, gt, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PLAN_MATCH_DAYS_AHEAD } from '../../../contract/calls/expert';
import type { Db } from '../../db/client';
import { competitions, matches, planMatches, teams } from '../../db/schema';
import type { Sport } from '../../providers/feed/types';
import { matchItems } from '../match/service';
import { toPlanMatch } from './plan-matches';

const DAY = 86_400_000;
/** A picker lists this many at most: search narrows it. */
const PICKER_MAX = 120;
const home = alias(teams, 'home');
const away = alias(teams, 'away');

const sportOf = (matchType: 1 | 2): Sport => (matchType === 1 ? 'football' : 'basketball');

const ahead = (sport: Sport, now: number) =>
  and(
    eq(matches.sport, sport),
    eq(matches.state, 1),
    gt(matches.kickoffAt, new Date(now)),
    lte(matches.kickoffAt, new Date(now + PLAN_MATCH_DAYS_AHEAD * DAY)),
  );

export async function pickableMatches(
  db: Db,
  q: { matchType: 1 | 2; searchValue?: string; competitionId?: number },
  now = Date.now(),
) {
  const sport = sportOf(q.matchType);
  const like = q.searchValue ? `%${q.searchValue.replace(/[\\%_]/g, '\\$&')}%` : null;
  const ids = await db
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(
      and(
        ahead(sport, now),
        q.competitionId ? eq(matches.competitionId, q.competitionId) : undefined,
        like
          ? or(
              ilike(home.name, like),
              ilike(home.shortName, like),
              ilike(away.name, like),
              ilike(away.shortName, like),
              ilike(competitions.shortName, like),
            )
          : undefined,
      ),
    )
    .orderBy(matches.kickoffAt, matches.id)
    .limit(PICKER_MAX);
  if (ids.length === 0) return [];
  const list = ids.map((r) => r.id);
  const [items, planCounts] = await Promise.all([
    matchItems(db, inArray(matches.id, list)),
    db
      .select({ id: planMatches.matchId, n: count() })
      .from(planMatches)
      .where(inArray(planMatches.matchId, list))
      .groupBy(planMatches.matchId),
  ]);
  const plans = new Map(planCounts.map((p) => [p.id, p.n]));
  return items.map((m) => ({
    ...toPlanMatch(m, sport),
    europe: m.odds.europe,
    asia: m.odds.asia,
    overUnder: m.odds.overUnder,
    plans: plans.get(m.id) ?? 0,
  }));
}

export async function pickableCompetitions(db: Db, matchType: 1 | 2, now = Date.now()) {
  return db
    .select({
      id: competitions.id,
      name: competitions.shortName,
      count: sql<number>`count(*)::int`,
    })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(ahead(sportOf(matchType), now))
    .groupBy(competitions.id, competitions.shortName)
    .orderBy(sql`count(*) desc`, competitions.id);
}
