// A player's season in the data library (issue 21): football from the line-ups and the timeline's events,
// basketball from the box scores; each with a game log of this season's finished matches.
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type {
  BbLine,
  BbPlayerSeason,
  FbPlayerSeason,
  LogGame,
} from '../../../contract/calls/library-team';
import type { MatchItem } from '../../../contract/match';
import type { Db } from '../../db/client';
import { boxScores, competitions, matchEvents, matches, matchLineups } from '../../db/schema';
import { playerWithTeam } from './library';
import { itemsOf } from './reads';
import { FINISHED } from './states';

/** A match of the season its competition is in now. */
const currentSeason = and(
  eq(competitions.id, matches.competitionId),
  eq(competitions.seasonId, matches.seasonId),
);

/** The match as the player's side saw it. */
export function logGame(item: MatchItem, side: 'home' | 'away'): LogGame {
  const own = side === 'home' ? item.home : item.away;
  const other = side === 'home' ? item.away : item.home;
  return {
    matchId: item.id,
    kickoffAt: item.kickoffAt,
    competitionId: item.competitionId,
    competition: item.competition,
    color: item.color,
    round: item.round,
    home: side === 'home',
    opponent: { id: other.id, name: other.name },
    scoredFor: own.score,
    scoredAgainst: other.score,
    result: own.score > other.score ? 'W' : own.score === other.score ? 'D' : 'L',
  };
}

const GOALS = ['goal', 'penaltyGoal'];
const CARDS = ['yellowCard', 'secondYellow', 'redCard'];

export async function footballPlayerSeason(db: Db, id: number): Promise<FbPlayerSeason> {
  await playerWithTeam(db, id, 'football');
  const lineups = await db
    .select({
      matchId: matchLineups.matchId,
      side: matchLineups.side,
      name: matchLineups.name,
      starter: matchLineups.starter,
    })
    .from(matchLineups)
    .innerJoin(matches, eq(matches.id, matchLineups.matchId))
    .innerJoin(competitions, currentSeason)
    .where(and(eq(matchLineups.playerId, id), eq(matches.state, FINISHED.football)))
    .orderBy(desc(matches.kickoffAt), desc(matches.id));
  const ids = lineups.map((l) => l.matchId);
  const events =
    ids.length === 0
      ? []
      : await db
          .select({
            matchId: matchEvents.matchId,
            kind: matchEvents.kind,
            side: matchEvents.side,
            playerId: matchEvents.playerId,
            related: matchEvents.relatedPlayerName,
          })
          .from(matchEvents)
          .where(
            and(
              inArray(matchEvents.matchId, ids),
              inArray(matchEvents.kind, [...GOALS, ...CARDS, 'substitution']),
            ),
          );
  const { items } = await itemsOf(db, { items: ids });
  const byId = new Map(items.map((i) => [i.id, i]));
  const log: FbPlayerSeason['log'] = [];
  for (const l of lineups) {
    const item = byId.get(l.matchId);
    if (!item) continue;
    const own = events.filter((e) => e.matchId === l.matchId);
    const his = own.filter((e) => e.playerId === id);
    // A substitution names the player coming on by name, on his side.
    const cameOn = own.some(
      (e) => e.kind === 'substitution' && e.side === l.side && e.related === l.name,
    );
    if (!l.starter && !cameOn && his.length === 0) continue;
    const count = (...kinds: string[]) => his.filter((e) => kinds.includes(e.kind)).length;
    log.push({
      ...logGame(item, l.side === 'away' ? 'away' : 'home'),
      line: {
        starter: l.starter,
        goals: count(...GOALS),
        assists: own.filter((e) => e.kind === 'goal' && e.side === l.side && e.related === l.name)
          .length,
        yellowCards: count('yellowCard'),
        // Two yellows make a red (两黄变一红).
        redCards: count('redCard', 'secondYellow'),
      },
    });
  }
  const sum = (key: keyof FbPlayerSeason['log'][number]['line']) =>
    log.reduce((n, g) => n + Number(g.line[key]), 0);
  return {
    stats: {
      appearances: log.length,
      starts: sum('starter'),
      goals: sum('goals'),
      assists: sum('assists'),
      yellowCards: sum('yellowCards'),
      redCards: sum('redCards'),
    },
    log,
  };
}

export async function basketballPlayerSeason(db: Db, id: number): Promise<BbPlayerSeason> {
  await playerWithTeam(db, id, 'basketball');
  const rows = await db
    .select({ row: boxScores })
    .from(boxScores)
    .innerJoin(matches, eq(matches.id, boxScores.matchId))
    .innerJoin(competitions, currentSeason)
    .where(
      and(
        eq(boxScores.playerId, id),
        eq(matches.state, FINISHED.basketball),
        // A game he sat out is no game of his (the averages count the same way).
        gt(boxScores.minutesPlayed, 0),
      ),
    )
    .orderBy(desc(matches.kickoffAt), desc(matches.id));
  const { items } = await itemsOf(db, { items: rows.map((r) => r.row.matchId) });
  const byId = new Map(items.map((i) => [i.id, i]));
  const log: BbPlayerSeason['log'] = rows.flatMap(({ row }) => {
    const item = byId.get(row.matchId);
    if (!item) return [];
    const {
      matchId: _m,
      playerId: _p,
      side,
      name: _n,
      shirtNumber: _s,
      position: _q,
      ...line
    } = row;
    return [{ ...logGame(item, side === 'away' ? 'away' : 'home'), line }];
  });
  const total = (key: keyof BbLine) => log.reduce((n, g) => n + Number(g.line[key]), 0);
  return {
    totals: {
      games: log.length,
      starts: log.filter((g) => g.line.starter).length,
      minutes: total('minutesPlayed'),
      points: total('points'),
      rebounds: total('rebounds'),
      assists: total('assists'),
      steals: total('steals'),
      blocks: total('blocks'),
      turnovers: total('turnovers'),
      fouls: total('fouls'),
      fieldGoalsScored: total('fieldGoalsScored'),
      fieldGoalsTotal: total('fieldGoalsTotal'),
      threePointsScored: total('threePointsScored'),
      threePointsTotal: total('threePointsTotal'),
      freeThrowsScored: total('freeThrowsScored'),
      freeThrowsTotal: total('freeThrowsTotal'),
    },
    log,
  };
}
