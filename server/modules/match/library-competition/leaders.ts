// A competition's leaders of a season, counted from every row of it (never a page of them): football
// goals, assists, cards and clean sheets from the timeline and the line-ups; basketball per-game points,
// rebounds, assists, steals and blocks from the box scores, over players with enough games.
import { and, eq, inArray } from 'drizzle-orm';
import type { LeaderBoard, LeaderRow } from '../../../../contract/calls/library-competition';
import type { Db } from '../../../db/client';
import { boxScores, matchEvents, matches, matchLineups, teams } from '../../../db/schema';
import { FINISHED } from '../states';
import type { CompetitionRow } from './season';

const TOP = 20;

interface Tally {
  playerId: number;
  name: string;
  teamId: number;
  value: number;
  games: number;
}

type Key = LeaderBoard['key'];

/** Highest first; equal values share a rank (1, 2, 2, 4), then fewer games, then the name. */
function board(
  key: Key,
  label: string,
  unit: string,
  list: Tally[],
  teamNames: Map<number, string>,
): LeaderBoard {
  const sorted = list
    .filter((t) => t.value > 0)
    .sort((a, b) => b.value - a.value || a.games - b.games || a.playerId - b.playerId);
  const rows: LeaderRow[] = [];
  sorted.slice(0, TOP).forEach((t, i) => {
    const prev = rows[i - 1];
    rows.push({
      rank: prev && sorted[i - 1]?.value === t.value ? prev.rank : i + 1,
      playerId: t.playerId,
      name: t.name,
      teamId: t.teamId,
      team: teamNames.get(t.teamId) ?? '',
      value: t.value,
      games: t.games,
    });
  });
  return { key, label, unit, rows };
}

async function seasonMatches(db: Db, c: CompetitionRow, seasonId: number) {
  return db
    .select({
      id: matches.id,
      home: matches.homeTeamId,
      away: matches.awayTeamId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      state: matches.state,
    })
    .from(matches)
    .where(and(eq(matches.competitionId, c.id), eq(matches.seasonId, seasonId)));
}

async function teamNamesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: teams.id, shortName: teams.shortName })
    .from(teams)
    .where(inArray(teams.id, ids));
  return new Map(rows.map((r) => [r.id, r.shortName]));
}

export async function leadersOf(db: Db, c: CompetitionRow, seasonId: number) {
  const list = await seasonMatches(db, c, seasonId);
  return c.sport === 'football'
    ? { seasonId, minGames: 0, boards: await footballBoards(db, list) }
    : { seasonId, ...(await basketballBoards(db, list)) };
}

type SeasonMatch = Awaited<ReturnType<typeof seasonMatches>>[number];

async function footballBoards(db: Db, list: SeasonMatch[]): Promise<LeaderBoard[]> {
  const ids = list.map((m) => m.id);
  const byId = new Map(list.map((m) => [m.id, m]));
  const [events, lineups] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              matchId: matchEvents.matchId,
              kind: matchEvents.kind,
              side: matchEvents.side,
              playerId: matchEvents.playerId,
              playerName: matchEvents.playerName,
              related: matchEvents.relatedPlayerName,
            })
            .from(matchEvents)
            .where(inArray(matchEvents.matchId, ids)),
          db.select().from(matchLineups).where(inArray(matchLineups.matchId, ids)),
        ]);
  const teamOf = (matchId: number, side: string) => {
    const m = byId.get(matchId) as SeasonMatch;
    return side === 'home' ? m.home : m.away;
  };
  // Who is who in each match: the timeline names an assist or a substitute by name only.
  const byName = new Map<string, { playerId: number; name: string }>();
  for (const l of lineups) byName.set(`${l.matchId}|${l.side}|${l.name}`, l);
  const players = new Map<number, { name: string; teamId: number; matches: Set<number> }>();
  const seen = (playerId: number, name: string, matchId: number, side: string) => {
    const p = players.get(playerId) ?? { name, teamId: 0, matches: new Set<number>() };
    p.teamId = teamOf(matchId, side);
    p.matches.add(matchId);
    players.set(playerId, p);
  };
  for (const l of lineups) if (l.starter) seen(l.playerId, l.name, l.matchId, l.side);
  const counts: Record<
    'goals' | 'assists' | 'yellowCards' | 'redCards' | 'cleanSheets',
    Map<number, number>
  > = {
    goals: new Map(),
    assists: new Map(),
    yellowCards: new Map(),
    redCards: new Map(),
    cleanSheets: new Map(),
  };
  const add = (key: keyof typeof counts, playerId: number) =>
    counts[key].set(playerId, (counts[key].get(playerId) ?? 0) + 1);
  for (const e of events) {
    const related = e.related ? byName.get(`${e.matchId}|${e.side}|${e.related}`) : undefined;
    if (e.kind === 'substitution' && related)
      seen(related.playerId, related.name, e.matchId, e.side);
    if (e.playerId === null) continue;
    seen(e.playerId, e.playerName, e.matchId, e.side);
    if (e.kind === 'goal' || e.kind === 'penaltyGoal') {
      add('goals', e.playerId);
      if (related) {
        seen(related.playerId, related.name, e.matchId, e.side);
        add('assists', related.playerId);
      }
    }
    // A second yellow is a yellow card and the red that follows it, as the tables count them.
    if (e.kind === 'yellowCard' || e.kind === 'secondYellow') add('yellowCards', e.playerId);
    if (e.kind === 'redCard' || e.kind === 'secondYellow') add('redCards', e.playerId);
  }
  // A clean sheet: a goalkeeper who started a finished match his side conceded nothing in.
  for (const l of lineups) {
    const m = byId.get(l.matchId) as SeasonMatch;
    if (!l.starter || !['GK', 'G'].includes(l.position) || m.state !== FINISHED.football) continue;
    const conceded = l.side === 'home' ? m.awayScore : m.homeScore;
    if (conceded === 0) add('cleanSheets', l.playerId);
  }
  const names = await teamNamesOf(db, [...new Set([...players.values()].map((p) => p.teamId))]);
  const tallies = (key: keyof typeof counts): Tally[] =>
    [...counts[key]].map(([playerId, value]) => {
      const p = players.get(playerId) as { name: string; teamId: number; matches: Set<number> };
      return { playerId, name: p.name, teamId: p.teamId, value, games: p.matches.size };
    });
  return [
    board('goals', '射手榜', '球', tallies('goals'), names),
    board('assists', '助攻榜', '次', tallies('assists'), names),
    board('yellowCards', '黄牌', '张', tallies('yellowCards'), names),
    board('redCards', '红牌', '张', tallies('redCards'), names),
    board('cleanSheets', '零封', '场', tallies('cleanSheets'), names),
  ];
}

const perGame = (sum: number, games: number) => Math.round((sum / games) * 10) / 10;

async function basketballBoards(db: Db, list: SeasonMatch[]) {
  const finished = list.filter((m) => m.state === FINISHED.basketball);
  const byId = new Map(finished.map((m) => [m.id, m]));
  const rows =
    finished.length === 0
      ? []
      : await db
          .select()
          .from(boxScores)
          .where(
            inArray(
              boxScores.matchId,
              finished.map((m) => m.id),
            ),
          );
  const teamGames = new Map<number, number>();
  for (const m of finished) {
    teamGames.set(m.home, (teamGames.get(m.home) ?? 0) + 1);
    teamGames.set(m.away, (teamGames.get(m.away) ?? 0) + 1);
  }
  // Enough games to lead a per-game table: half of the most games any side has played.
  const minGames = Math.ceil(Math.max(0, ...teamGames.values()) / 2);
  const stats = ['points', 'rebounds', 'assists', 'steals', 'blocks'] as const;
  const sums = new Map<
    number,
    { name: string; teamId: number; games: number } & Record<(typeof stats)[number], number>
  >();
  for (const r of rows) {
    if (r.minutesPlayed <= 0) continue; // did not play
    const m = byId.get(r.matchId) as SeasonMatch;
    const s = sums.get(r.playerId) ?? {
      name: r.name,
      teamId: r.side === 'home' ? m.home : m.away,
      games: 0,
      points: 0,
      rebounds: 0,
      assists: 0,
      steals: 0,
      blocks: 0,
    };
    s.games += 1;
    for (const k of stats) s[k] += r[k];
    sums.set(r.playerId, s);
  }
  const names = await teamNamesOf(db, [...new Set([...sums.values()].map((s) => s.teamId))]);
  const eligible = [...sums].filter(([, s]) => s.games >= Math.max(1, minGames));
  const tallies = (k: (typeof stats)[number]): Tally[] =>
    eligible.map(([playerId, s]) => ({
      playerId,
      name: s.name,
      teamId: s.teamId,
      value: perGame(s[k], s.games),
      games: s.games,
    }));
  return {
    minGames,
    boards: [
      board('points', '得分', '分', tallies('points'), names),
      board('rebounds', '篮板', '个', tallies('rebounds'), names),
      board('assistsPerGame', '助攻', '次', tallies('assists'), names),
      board('steals', '抢断', '次', tallies('steals'), names),
      board('blocks', '盖帽', '次', tallies('blocks'), names),
    ],
  };
}
