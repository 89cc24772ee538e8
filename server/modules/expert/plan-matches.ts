// The matches plans are written on: their rows as plan pages show them, the main bookmaker's line at a moment
// (the line a pick is committed with), and each match's final as settlement sees it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { planMatch } from '../../../contract/calls/expert';
import type { MatchItem } from '../../../contract/match';
import type { Db } from '../../db/client';
import { matches, type OddsMove, odds } from '../../db/schema';
import type { OddsMarket, Sport } from '../../providers/feed/types';
import { matchItems, phaseOf } from '../match/service';
import { type MatchFinal, regulationGoals } from './settle';

export type PlanMatch = z.output<typeof planMatch>;

export const toPlanMatch = (m: MatchItem, sport: Sport): PlanMatch => ({
  id: m.id,
  sport,
  competitionId: m.competitionId,
  competition: m.competition,
  homeId: m.home.id,
  awayId: m.away.id,
  home: m.home.name,
  away: m.away.name,
  kickoffAt: new Date(m.kickoffAt).toISOString(),
  state: m.state,
  homeScore: m.home.score,
  awayScore: m.away.score,
  lotteryNo: m.lottery.jczq ?? null,
});

/** Match rows by id with their sport (the board's rows do not carry it). */
export async function matchRows(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { item: MatchItem; sport: Sport }>();
  const [items, sports] = await Promise.all([
    matchItems(db, inArray(matches.id, ids)),
    db
      .select({ id: matches.id, sport: matches.sport })
      .from(matches)
      .where(inArray(matches.id, ids)),
  ]);
  const sportOf = new Map(sports.map((s) => [s.id, s.sport as Sport]));
  return new Map(items.map((item) => [item.id, { item, sport: sportOf.get(item.id)! }]));
}

export async function planMatchesById(db: Db, ids: number[]) {
  const rows = await matchRows(db, ids);
  return new Map([...rows].map(([id, r]) => [id, toPlanMatch(r.item, r.sport)]));
}

export type Lines = Partial<Record<OddsMarket, number[]>>;

/**
 * The main bookmaker's pre-match lines of a match as they stood at `at`: the last move before it that was not
 * in play. A plan published now gets today's line; the demo's past plans get the line of their own moment.
 */
export async function linesAt(db: Db, matchId: number, at: number): Promise<Lines> {
  const rows = await db
    .select({ market: odds.market, moves: odds.moves })
    .from(odds)
    .where(
      and(eq(odds.matchId, matchId), eq(odds.bookmakerId, sql`(select min(id) from bookmakers)`)),
    );
  const lines: Lines = {};
  for (const r of rows) {
    let line: OddsMove | undefined;
    for (const move of r.moves) if (move[0] <= at && !move[2]) line = move;
    if (line) lines[r.market as OddsMarket] = line[1];
  }
  return lines;
}

/** Postponed, abandoned or cancelled: the plan is void. Interrupted and 待定 may still be played: wait. */
export const VOID_STATES: Record<Sport, number[]> = {
  football: [9, 11, 12],
  basketball: [12, 13, 14],
};

/** The finals of matches that are over (finished or void); a match still to play is left out. */
export async function matchFinals(db: Db, ids: number[]): Promise<Map<number, MatchFinal>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: matches.id,
      sport: matches.sport,
      state: matches.state,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      homePeriods: matches.homePeriods,
      awayPeriods: matches.awayPeriods,
    })
    .from(matches)
    .where(inArray(matches.id, ids));
  const finals = new Map<number, MatchFinal>();
  for (const r of rows) {
    const sport = r.sport as Sport;
    if (VOID_STATES[sport].includes(r.state)) {
      finals.set(r.id, { state: 'void', home: 0, away: 0 });
    } else if (phaseOf(sport, r.state) === 'finished') {
      finals.set(
        r.id,
        sport === 'football'
          ? {
              state: 'finished',
              home: regulationGoals({ score: r.homeScore, periods: r.homePeriods }),
              away: regulationGoals({ score: r.awayScore, periods: r.awayPeriods }),
            }
          : { state: 'finished', home: r.homeScore, away: r.awayScore },
      );
    }
  }
  return finals;
}
