// A team's season in the data library (statistics, home/away, matches, chart series), head-to-head between
// two teams and the team search of the head-to-head picker (issue 21).
import { and, asc, desc, eq, gte, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { TeamRecord, TeamSeason } from '../../../contract/calls/library-team';
import { errors } from '../../../contract/errors';
import { chinaDayStartOf } from '../../../contract/format/china-day';
import type { MatchItem } from '../../../contract/match';
import type { Db } from '../../db/client';
import { competitions, matches, teams } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Sport } from '../../providers/feed/types';
import { teamWithLeague } from './library';
import { positionsAfter } from './library-team-table';
import { itemsOf, matchIds, plays, recordOf, resultFor, tableOf } from './reads';
import { FINISHED, LIVE_STATES, NOT_STARTED } from './states';

/** More than a season's worth of one team's matches in any feed we keep (14 days back, 14 ahead). */
const SEASON_CAP = 200;
const MEETINGS_CAP = 50;
const SEARCH_CAP = 20;

/** The team's matches of the season each competition is in now (past seasons stay out). */
async function seasonMatchIds(db: Db, teamId: number, where: SQL, order: 'asc' | 'desc') {
  const by = order === 'asc' ? asc : desc;
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(
      competitions,
      and(eq(competitions.id, matches.competitionId), eq(competitions.seasonId, matches.seasonId)),
    )
    .where(and(plays(teamId), where))
    .orderBy(by(matches.kickoffAt), by(matches.id))
    .limit(SEASON_CAP);
  return rows.map((r) => r.id);
}

const perGame = (sum: number, games: number) =>
  games === 0 ? 0 : Math.round((sum / games) * 10) / 10;

/** Season statistics from the team's finished matches. */
export function seasonStats(results: ReturnType<typeof resultFor>[], teamId: number, sport: Sport) {
  const all = recordOf(results, teamId);
  const home = recordOf(
    results.filter((r) => r.home.id === teamId),
    teamId,
  );
  const away = recordOf(
    results.filter((r) => r.away.id === teamId),
    teamId,
  );
  const conceded = (r: MatchItem) => (r.home.id === teamId ? r.away.score : r.home.score);
  return {
    ...all,
    forPerGame: perGame(all.scoredFor, all.played),
    againstPerGame: perGame(all.scoredAgainst, all.played),
    cleanSheets: sport === 'football' ? results.filter((r) => conceded(r) === 0).length : null,
    home,
    away,
  };
}

/** Where the team stood after each of its league matches this season (its group's table). */
async function leaguePositions(
  db: Db,
  league: { id: number; seasonId: number },
  teamId: number,
  groupName: string,
  sport: Sport,
) {
  const [played, table] = await Promise.all([
    db
      .select({
        id: matches.id,
        homeTeamId: matches.homeTeamId,
        awayTeamId: matches.awayTeamId,
        homeScore: matches.homeScore,
        awayScore: matches.awayScore,
      })
      .from(matches)
      .where(
        and(
          eq(matches.competitionId, league.id),
          eq(matches.seasonId, league.seasonId),
          inArray(matches.state, [FINISHED.football, FINISHED.basketball]),
        ),
      )
      .orderBy(asc(matches.kickoffAt), asc(matches.id)),
    db
      .select({ teamId: teams.id, team: teams.shortName, group: teams.groupName })
      .from(teams)
      .where(and(eq(teams.competitionId, league.id), eq(teams.groupName, groupName))),
  ]);
  return positionsAfter(played, table, teamId, sport);
}

export async function teamSeason(
  db: Db,
  id: number,
  sport: Sport,
  now: number,
): Promise<TeamSeason> {
  const { team, league } = await teamWithLeague(db, id, sport);
  const [finishedIds, upcomingIds, table, leagueTeams] = await Promise.all([
    seasonMatchIds(db, id, eq(matches.state, FINISHED[sport]), 'desc'),
    seasonMatchIds(
      db,
      id,
      or(
        inArray(matches.state, LIVE_STATES[sport]),
        and(eq(matches.state, NOT_STARTED), gte(matches.kickoffAt, new Date(chinaDayStartOf(now)))),
      )!,
      'asc',
    ),
    tableOf(db, league.id, league.seasonId),
    db
      .select({ id: teams.id, name: teams.name, shortName: teams.shortName })
      .from(teams)
      .where(eq(teams.competitionId, league.id))
      .orderBy(asc(teams.id)),
  ]);
  const items = await itemsOf(db, { results: finishedIds, upcoming: upcomingIds });
  const results = items.results.map((i) => resultFor(i, id));
  // Basketball tables are by win %, with conferences: its charts show points, not a position.
  const positions =
    sport === 'football'
      ? await leaguePositions(db, league, id, team.groupName, sport)
      : new Map<number, number>();
  const rank = new Map(table.map((r) => [r.teamId, r.rank]));
  const byRank = (t: { id: number }) => rank.get(t.id) ?? Number.MAX_SAFE_INTEGER;
  return {
    teamId: id,
    seasonName: league.seasonName,
    stats: seasonStats(results, id, sport),
    results,
    upcoming: items.upcoming,
    series: [...results].reverse().map((r) => {
      const home = r.home.id === id;
      return {
        matchId: r.id,
        kickoffAt: r.kickoffAt,
        round: r.round,
        opponent: home ? r.away.name : r.home.name,
        league: r.competitionId === league.id,
        position: positions.get(r.id) ?? null,
        scoredFor: home ? r.home.score : r.away.score,
        scoredAgainst: home ? r.away.score : r.home.score,
        result: r.result,
      };
    }),
    leagueTeams: leagueTeams.filter((t) => t.id !== id).sort((a, b) => byRank(a) - byRank(b)),
  };
}

/** Every finished meeting of the two teams the database holds, newest first, seen from `id`. */
export async function headToHead(db: Db, id: number, otherId: number, sport: Sport) {
  if (id === otherId) throw new ApiError(errors.badParams, '参数错误：请选择另一支球队');
  const [a, b] = await Promise.all([
    teamWithLeague(db, id, sport),
    teamWithLeague(db, otherId, sport),
  ]);
  const ids = await matchIds(
    db,
    and(
      eq(matches.state, FINISHED[sport]),
      or(
        and(eq(matches.homeTeamId, id), eq(matches.awayTeamId, otherId)),
        and(eq(matches.homeTeamId, otherId), eq(matches.awayTeamId, id)),
      ),
    )!,
    'desc',
    MEETINGS_CAP,
  );
  const { meetings } = await itemsOf(db, { meetings: ids });
  const seen = meetings.map((m) => resultFor(m, id));
  const summary: TeamRecord = recordOf(seen, id);
  const name = (t: typeof a.team) => ({ id: t.id, name: t.name, shortName: t.shortName });
  return { team: name(a.team), other: name(b.team), meetings: seen, summary };
}

const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Teams of the sport whose full or short name holds the word: top flights and hot leagues first. */
export async function searchTeams(db: Db, sport: Sport, word: string) {
  const like = containing(word);
  const list = await db
    .select({
      id: teams.id,
      name: teams.name,
      shortName: teams.shortName,
      competition: competitions.shortName,
    })
    .from(teams)
    .innerJoin(competitions, eq(competitions.id, teams.competitionId))
    .where(and(eq(teams.sport, sport), or(ilike(teams.name, like), ilike(teams.shortName, like))))
    .orderBy(asc(competitions.tier), asc(competitions.id), asc(teams.id))
    .limit(SEARCH_CAP);
  return { list };
}
