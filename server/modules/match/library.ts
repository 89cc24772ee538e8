// The data library's team and player pages (/live/fb-team, /live/bb-team, /live/fb-player, /live/bb-player).
import { and, eq, gte, type SQLWrapper, sql } from 'drizzle-orm';
import {
  basketballPositionLabel,
  footballPositionLabel,
  positionRank,
} from '../../../contract/enums/positions';
import { errors } from '../../../contract/errors';
import { chinaDayStartOf } from '../../../contract/format/china-day';
import type { Db } from '../../db/client';
import { boxScores, competitions, matches, players, teams } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Sport } from '../../providers/feed/types';
import { itemsOf, matchIds, plays, resultFor, tableOf } from './reads';
import { FINISHED, NOT_STARTED } from './states';

const RESULTS = 10;
const FIXTURES = 5;

const positionLabel = (sport: Sport, code: string) =>
  sport === 'football' ? footballPositionLabel(code) : basketballPositionLabel(code);

const squadPlayer = (sport: Sport, p: typeof players.$inferSelect) => ({
  id: p.id,
  name: p.name,
  shirtNumber: p.shirtNumber,
  position: p.position,
  positionLabel: positionLabel(sport, p.position),
  nationality: p.nationality,
  birthYear: p.birthYear,
  heightCm: p.heightCm,
});

/** The team and its league; unknown ids and teams of the other sport are 14002. */
export async function teamWithLeague(db: Db, id: number, sport: Sport) {
  const [row] = await db
    .select({ team: teams, league: competitions })
    .from(teams)
    .innerJoin(competitions, eq(competitions.id, teams.competitionId))
    .where(eq(teams.id, id));
  // A team of the other sport is no team of this library.
  if (!row || row.team.sport !== sport) throw new ApiError(errors.teamNotFound);
  return row;
}

export async function teamPage(db: Db, id: number, sport: Sport, now = Date.now()) {
  const { team, league } = await teamWithLeague(db, id, sport);
  const [squad, results, fixtures, table] = await Promise.all([
    db.select().from(players).where(eq(players.teamId, id)),
    matchIds(db, and(eq(matches.state, FINISHED[sport]), plays(id))!, 'desc', RESULTS),
    // Not started, from today on (a match whose kick-off has just passed may still be waiting).
    matchIds(
      db,
      and(
        eq(matches.state, NOT_STARTED),
        gte(matches.kickoffAt, new Date(chinaDayStartOf(now))),
        plays(id),
      )!,
      'asc',
      FIXTURES,
    ),
    tableOf(db, league.id, league.seasonId),
  ]);
  const items = await itemsOf(db, { results, fixtures });
  return {
    team: {
      id: team.id,
      matchType: sport,
      name: team.name,
      shortName: team.shortName,
      country: team.country,
      competitionId: league.id,
      competition: league.shortName,
      competitionName: league.name,
      seasonName: league.seasonName,
    },
    squad: squad
      .sort(
        (a, b) =>
          positionRank(sport, a.position) - positionRank(sport, b.position) ||
          a.shirtNumber - b.shirtNumber,
      )
      .map((p) => squadPlayer(sport, p)),
    tableRow: table.find((r) => r.teamId === id) ?? null,
    results: items.results.map((i) => resultFor(i, id)),
    fixtures: items.fixtures,
  };
}

/** The player and his team; unknown ids and players of the other sport are 14003. */
export async function playerWithTeam(db: Db, id: number, sport: Sport) {
  const [row] = await db
    .select({ player: players, team: teams, league: competitions.shortName })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .innerJoin(competitions, eq(competitions.id, teams.competitionId))
    .where(eq(players.id, id));
  if (!row || row.player.sport !== sport) throw new ApiError(errors.playerNotFound);
  return {
    player: squadPlayer(sport, row.player),
    team: {
      id: row.team.id,
      name: row.team.name,
      shortName: row.team.shortName,
      country: row.team.country,
      competitionId: row.team.competitionId,
      competition: row.league,
    },
  };
}

export const footballPlayer = (db: Db, id: number) => playerWithTeam(db, id, 'football');

const total = (column: SQLWrapper) => sql<number>`coalesce(sum(${column}), 0)::int`;
const perGame = (sum: number, games: number) =>
  games === 0 ? 0 : Math.round((sum / games) * 10) / 10;
const accuracy = (made: number, tried: number) =>
  tried === 0 ? 0 : Math.round((made / tried) * 1000) / 10;

/** This season's finished games in every competition the player played (games he got minutes in). */
async function seasonAverages(db: Db, playerId: number) {
  const [s] = await db
    .select({
      games: sql<number>`count(*)::int`,
      minutes: total(boxScores.minutesPlayed),
      points: total(boxScores.points),
      rebounds: total(boxScores.rebounds),
      assists: total(boxScores.assists),
      steals: total(boxScores.steals),
      blocks: total(boxScores.blocks),
      fgMade: total(boxScores.fieldGoalsScored),
      fgTried: total(boxScores.fieldGoalsTotal),
      threeMade: total(boxScores.threePointsScored),
      threeTried: total(boxScores.threePointsTotal),
      ftMade: total(boxScores.freeThrowsScored),
      ftTried: total(boxScores.freeThrowsTotal),
    })
    .from(boxScores)
    .innerJoin(matches, eq(matches.id, boxScores.matchId))
    .innerJoin(
      competitions,
      and(eq(competitions.id, matches.competitionId), eq(competitions.seasonId, matches.seasonId)),
    )
    .where(
      and(
        eq(boxScores.playerId, playerId),
        eq(matches.state, FINISHED.basketball),
        sql`${boxScores.minutesPlayed} > 0`,
      ),
    );
  const g = s?.games ?? 0;
  return {
    games: g,
    minutes: perGame(s?.minutes ?? 0, g),
    points: perGame(s?.points ?? 0, g),
    rebounds: perGame(s?.rebounds ?? 0, g),
    assists: perGame(s?.assists ?? 0, g),
    steals: perGame(s?.steals ?? 0, g),
    blocks: perGame(s?.blocks ?? 0, g),
    fieldGoalsAccuracy: accuracy(s?.fgMade ?? 0, s?.fgTried ?? 0),
    threePointsAccuracy: accuracy(s?.threeMade ?? 0, s?.threeTried ?? 0),
    freeThrowsAccuracy: accuracy(s?.ftMade ?? 0, s?.ftTried ?? 0),
  };
}

export async function basketballPlayer(db: Db, id: number) {
  const page = await playerWithTeam(db, id, 'basketball');
  return { ...page, averages: await seasonAverages(db, id) };
}
