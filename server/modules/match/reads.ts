// Shared pieces of the live-data read calls: finding a match of the asked sport, match rows by id for
// short lists, W/D/L from a team's point of view, league tables and position ordering.
import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { TableRow, TeamResult } from '../../../contract/calls/live-library';
import { errors } from '../../../contract/errors';
import type { MatchItem } from '../../../contract/match';
import type { Db } from '../../db/client';
import { matches, standings, teams } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Sport } from '../../providers/feed/types';
import { matchItems } from './board';

/** The match's own row; unknown ids are 14001 and a match of the other sport 14006. */
export async function findMatch(db: Db, id: number, sport: Sport) {
  const [m] = await db.select().from(matches).where(eq(matches.id, id));
  if (!m) throw new ApiError(errors.matchNotFound);
  if (m.sport !== sport) throw new ApiError(errors.matchTypeMismatch);
  return m;
}

/** A team plays in the match, at home or away. */
export const plays = (teamId: number) =>
  or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)) as SQL;

/** Ids of matches, oldest or newest first, capped: the cheap half of a short list. */
export async function matchIds(db: Db, where: SQL, order: 'asc' | 'desc', limit: number) {
  const by = order === 'asc' ? asc : desc;
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(where)
    .orderBy(by(matches.kickoffAt), by(matches.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** List rows of several short lists in one query: each list comes back in its own id order. */
export async function itemsOf<K extends string>(
  db: Db,
  lists: Record<K, number[]>,
): Promise<Record<K, MatchItem[]>> {
  const all = [...new Set(Object.values<number[]>(lists).flat())];
  const items = all.length === 0 ? [] : await matchItems(db, inArray(matches.id, all));
  const byId = new Map(items.map((i) => [i.id, i]));
  const out = {} as Record<K, MatchItem[]>;
  for (const key of Object.keys(lists) as K[]) {
    out[key] = lists[key].flatMap((id) => byId.get(id) ?? []);
  }
  return out;
}

/** W, D or L for the team by the final score (a shoot-out does not change a draw). */
export function resultFor(item: MatchItem, teamId: number): TeamResult {
  const own = item.home.id === teamId ? item.home.score : item.away.score;
  const other = item.home.id === teamId ? item.away.score : item.home.score;
  return { ...item, result: own > other ? 'W' : own === other ? 'D' : 'L' };
}

/** Played, won, drawn, lost, for and against over results seen from one team. */
export function recordOf(results: TeamResult[], teamId: number) {
  const record = { played: 0, won: 0, drawn: 0, lost: 0, scoredFor: 0, scoredAgainst: 0 };
  for (const r of results) {
    const home = r.home.id === teamId;
    record.played += 1;
    if (r.result === 'W') record.won += 1;
    else if (r.result === 'D') record.drawn += 1;
    else record.lost += 1;
    record.scoredFor += home ? r.home.score : r.away.score;
    record.scoredAgainst += home ? r.away.score : r.home.score;
  }
  return record;
}

/** A competition season's table in rank order (empty for a cup, which has none). */
export async function tableOf(
  db: Db,
  competitionId: number,
  seasonId: number,
): Promise<TableRow[]> {
  const rows = await db
    .select({ s: standings, team: teams.shortName })
    .from(standings)
    .innerJoin(teams, eq(teams.id, standings.teamId))
    .where(and(eq(standings.competitionId, competitionId), eq(standings.seasonId, seasonId)))
    .orderBy(standings.rank);
  return rows.map(({ s, team }) => ({
    rank: s.rank,
    teamId: s.teamId,
    team,
    played: s.played,
    won: s.won,
    drawn: s.drawn,
    lost: s.lost,
    scoredFor: s.scoredFor,
    scoredAgainst: s.scoredAgainst,
    difference: s.scoredFor - s.scoredAgainst,
    points: s.points,
    winRate: s.played === 0 ? 0 : Math.round((s.won / s.played) * 1000) / 10,
    form: s.form,
  }));
}
