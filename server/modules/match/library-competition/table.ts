// A competition page's table of a season: total, home and away, all counted from the season's finished
// league matches with the ranking rule the stored table uses (contract/library/table.ts), grouped by the
// teams' conference (NBA 东部 / 西部) where the league has them.
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { StandingGroup } from '../../../../contract/calls/library-competition';
import { type TableTeam, type TeamScore, tallyTable } from '../../../../contract/library/table';
import type { Db } from '../../../db/client';
import { matches, teams } from '../../../db/schema';
import type { Sport } from '../../../providers/feed/types';
import { FINISHED } from '../states';
import type { CompetitionRow } from './season';

export async function standingsOf(
  db: Db,
  c: CompetitionRow,
  seasonId: number,
): Promise<StandingGroup[]> {
  if (c.kind !== 'league') return [];
  const sport = c.sport as Sport;
  const played = await db
    .select({
      home: matches.homeTeamId,
      away: matches.awayTeamId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      state: matches.state,
    })
    .from(matches)
    .where(
      and(
        eq(matches.competitionId, c.id),
        eq(matches.seasonId, seasonId),
        eq(matches.knockout, false),
      ),
    )
    .orderBy(asc(matches.kickoffAt), asc(matches.id));
  // The table's teams: the league's own (a side yet to play is listed too) and every side of its
  // league matches (a continental league phase draws clubs of other leagues).
  const sideIds = new Set(played.flatMap((m) => [m.home, m.away]));
  const teamRows = await db
    .select({
      id: teams.id,
      shortName: teams.shortName,
      competitionId: teams.competitionId,
      groupName: teams.groupName,
    })
    .from(teams)
    .where(
      sideIds.size === 0
        ? eq(teams.competitionId, c.id)
        : or(eq(teams.competitionId, c.id), inArray(teams.id, [...sideIds])),
    );
  if (teamRows.length === 0) return [];
  const current = seasonId === c.seasonId;
  const tableTeams: TableTeam[] = teamRows
    // An older season lists only the sides that played in it (the league's members change).
    .filter((t) => current || sideIds.has(t.id))
    .map((t) => ({
      teamId: t.id,
      team: t.shortName,
      group: t.competitionId === c.id ? t.groupName : '',
    }));
  const home: TeamScore[] = [];
  const away: TeamScore[] = [];
  for (const m of played) {
    if (m.state !== FINISHED[sport]) continue;
    home.push({ teamId: m.home, scoredFor: m.homeScore, scoredAgainst: m.awayScore });
    away.push({ teamId: m.away, scoredFor: m.awayScore, scoredAgainst: m.homeScore });
  }
  // Results in kick-off order: each match put home then away keeps every team's own list in order.
  const total = played
    .filter((m) => m.state === FINISHED[sport])
    .flatMap((m): TeamScore[] => [
      { teamId: m.home, scoredFor: m.homeScore, scoredAgainst: m.awayScore },
      { teamId: m.away, scoredFor: m.awayScore, scoredAgainst: m.homeScore },
    ]);
  const views = {
    total: tallyTable(tableTeams, total, sport),
    home: tallyTable(tableTeams, home, sport),
    away: tallyTable(tableTeams, away, sport),
  };
  const groups = [...new Set(views.total.map((r) => r.group))].sort((a, b) =>
    a.localeCompare(b, 'zh-CN'),
  );
  return groups.map((name) => ({
    name,
    total: views.total.filter((r) => r.group === name),
    home: views.home.filter((r) => r.group === name),
    away: views.away.filter((r) => r.group === name),
  }));
}
