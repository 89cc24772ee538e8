// Reads the feed's article writer needs beyond the pages' own: a window of hot competitions' matches, a
// league table just before and just after one match (so a report written late still says what that result
// did), and the starters of a team's last match (a preview's expected line-up).
import { and, desc, eq, gt, inArray, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitions, matches, matchLineups, teams } from '../../db/schema';
import type { Sport } from '../../providers/feed/types';
import { typedMatchItems } from './schedule-api';
import { FINISHED } from './states';

/** Matches of hot competitions kicking off in (from, to], whatever their state, in kick-off order. */
export const hotMatchesBetween = (db: Db, from: number, to: number) =>
  typedMatchItems(
    db,
    and(
      gt(matches.kickoffAt, new Date(from)),
      lte(matches.kickoffAt, new Date(to)),
      eq(competitions.hot, true),
    ),
  );

export interface TablePlace {
  rank: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
}

export interface TableAround {
  /** Teams in the table. */
  size: number;
  before: { home: TablePlace; away: TablePlace };
  after: { home: TablePlace; away: TablePlace };
}

interface Tally extends TablePlace {
  teamId: number;
  name: string;
  scoredFor: number;
  scoredAgainst: number;
}

/** Ranks as rebuildStandings does: football by points, difference, goals; basketball by win rate first. */
function ranked(sport: Sport, rows: Tally[]) {
  const rate = (t: Tally) => (t.played === 0 ? -1 : t.won / t.played);
  const sorted = [...rows].sort(
    (a, b) =>
      (sport === 'basketball' ? rate(b) - rate(a) : 0) ||
      b.points - a.points ||
      b.scoredFor - b.scoredAgainst - (a.scoredFor - a.scoredAgainst) ||
      b.scoredFor - a.scoredFor ||
      a.name.localeCompare(b.name),
  );
  return new Map(sorted.map((t, i) => [t.teamId, { ...t, rank: i + 1 }]));
}

/**
 * The league table without and with one match, from the finished matches of its season up to its kick-off;
 * null for cups (no table) and unknown matches.
 */
export async function tableAround(db: Db, matchId: number): Promise<TableAround | null> {
  const [m] = await db
    .select({ match: matches, kind: competitions.kind })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(eq(matches.id, matchId));
  if (m?.kind !== 'league') return null;
  const { match } = m;
  const sport = match.sport as Sport;
  const [members, played] = await Promise.all([
    db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(eq(teams.competitionId, match.competitionId)),
    db
      .select({
        id: matches.id,
        home: matches.homeTeamId,
        away: matches.awayTeamId,
        hs: matches.homeScore,
        as: matches.awayScore,
      })
      .from(matches)
      .where(
        and(
          eq(matches.competitionId, match.competitionId),
          eq(matches.seasonId, match.seasonId),
          or(eq(matches.state, FINISHED[sport]), eq(matches.id, matchId)),
          lte(matches.kickoffAt, match.kickoffAt),
        ),
      ),
  ]);
  const table = (include: boolean) => {
    const rows = new Map<number, Tally>(
      members.map((t) => [
        t.id,
        {
          teamId: t.id,
          name: t.name,
          rank: 0,
          played: 0,
          won: 0,
          drawn: 0,
          lost: 0,
          points: 0,
          scoredFor: 0,
          scoredAgainst: 0,
        },
      ]),
    );
    for (const r of played) {
      if (!include && r.id === matchId) continue;
      for (const [team, f, a] of [
        [r.home, r.hs, r.as],
        [r.away, r.as, r.hs],
      ] as const) {
        const t = rows.get(team);
        if (!t) continue;
        t.played += 1;
        t.scoredFor += f;
        t.scoredAgainst += a;
        if (f > a) t.won += 1;
        else if (f === a) t.drawn += 1;
        else t.lost += 1;
        t.points = sport === 'football' ? t.won * 3 + t.drawn : t.won;
      }
    }
    const order = ranked(sport, [...rows.values()]);
    const place = (id: number): TablePlace => {
      const { rank, played, won, drawn, lost, points } = order.get(id)!;
      return { rank, played, won, drawn, lost, points };
    };
    return { home: place(match.homeTeamId), away: place(match.awayTeamId) };
  };
  if (!members.some((t) => t.id === match.homeTeamId)) return null;
  if (!members.some((t) => t.id === match.awayTeamId)) return null;
  return { size: members.length, before: table(false), after: table(true) };
}

/**
 * The starters of the team's most recent match with a line-up kicking off at or before `before` (the match
 * itself once its line-ups are announced), with that match's id; null when the feed has none.
 */
export async function lastStarters(db: Db, teamId: number, before: number, exceptMatchId = 0) {
  const [last] = await db
    .selectDistinct({ id: matches.id, kickoffAt: matches.kickoffAt })
    .from(matches)
    .innerJoin(matchLineups, eq(matchLineups.matchId, matches.id))
    .where(
      and(
        or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
        lte(matches.kickoffAt, new Date(before)),
        ne(matches.id, exceptMatchId),
      ),
    )
    .orderBy(desc(matches.kickoffAt))
    .limit(1);
  if (!last) return null;
  const [side] = await db
    .select({ home: matches.homeTeamId })
    .from(matches)
    .where(eq(matches.id, last.id));
  const rows = await db
    .select({ name: matchLineups.name, position: matchLineups.position })
    .from(matchLineups)
    .where(
      and(
        eq(matchLineups.matchId, last.id),
        eq(matchLineups.starter, true),
        inArray(matchLineups.side, [side!.home === teamId ? 'home' : 'away']),
      ),
    );
  return { matchId: last.id, players: rows };
}
