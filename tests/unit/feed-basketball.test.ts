// The basketball match engine: over many simulated games with a fixed seed the scores, stats and states
// look like real NBA and FIBA basketball, every box score adds up, and the same seed plays the same game.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { basketballMatchStates } from '../../contract/enums/match-states';
import { playBasketball } from '../../server/providers/feed/simulator/basketball/engine';
import { decideFate, type Fate } from '../../server/providers/feed/simulator/basketball/fate';
import {
  BasketballState,
  isLegalTransition,
  legalTransitions,
} from '../../server/providers/feed/simulator/basketball/states';
import type {
  CompetitionSpec,
  MatchScript,
  TeamSpec,
} from '../../server/providers/feed/simulator/model';
import { Rng } from '../../server/providers/feed/simulator/rng';
import type {
  FeedBoxScoreRow,
  FeedChange,
  FeedFixture,
  FeedLiveState,
  FeedPlayer,
} from '../../server/providers/feed/types';

// Thousands of simulated games: give the runner room on a slow machine (no assertion is about time).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

// ---- hand-built teams and squads ------------------------------------------------------------

const givenNames = [
  '勒布朗',
  '斯蒂芬',
  '凯文',
  '安东尼',
  '卢卡',
  '杰森',
  '德文',
  '贾马尔',
  '泰瑞斯',
  '达米安',
];
const familyNames = [
  '詹姆斯',
  '库里',
  '杜兰特',
  '戴维斯',
  '东契奇',
  '塔图姆',
  '布克',
  '穆雷',
  '马克西',
  '利拉德',
];
const heights: Record<string, number> = {
  PG: 188,
  SG: 196,
  G: 192,
  SF: 203,
  F: 205,
  PF: 208,
  C: 213,
};
/** 13-15 players: two or three of each spot, some generic G and F. */
const squadShapes = [
  ['PG', 'PG', 'SG', 'SG', 'SF', 'SF', 'PF', 'PF', 'C', 'C', 'G', 'F', 'SF'],
  ['PG', 'PG', 'SG', 'SG', 'G', 'SF', 'SF', 'F', 'PF', 'PF', 'C', 'C', 'SF', 'PG'],
  ['PG', 'PG', 'PG', 'SG', 'SG', 'SG', 'SF', 'SF', 'F', 'PF', 'PF', 'PF', 'C', 'C', 'C'],
];

function squadOf(teamId: number): FeedPlayer[] {
  const shape = squadShapes[teamId % squadShapes.length] ?? [];
  return shape.map((position, i) => ({
    id: teamId * 100 + i + 1,
    teamId,
    sport: 'basketball',
    name: `${givenNames[(teamId + i) % givenNames.length]}·${familyNames[(teamId * 3 + i) % familyNames.length]}`,
    shirtNumber: i + 1,
    position,
    nationality: '美国',
    birthYear: 1990 + ((teamId + i * 7) % 16),
    heightCm: heights[position] ?? 200,
  }));
}

function teamOf(id: number, rating: number, competitionId: number): TeamSpec {
  return {
    id,
    sport: 'basketball',
    name: `测试队${id}`,
    shortName: `队${id}`,
    country: '美国',
    competitionId,
    rating,
    namePool: 'usa',
  };
}

function competitionOf(rules: 'nba' | 'fiba'): CompetitionSpec {
  const id = rules === 'nba' ? 101 : 102;
  return {
    id,
    sport: 'basketball',
    name: rules === 'nba' ? '美国职业篮球联赛' : '中国男子篮球职业联赛',
    shortName: rules === 'nba' ? 'NBA' : 'CBA',
    country: rules === 'nba' ? '美国' : '中国',
    kind: 'league',
    tier: 1,
    color: '#c8102e',
    hot: true,
    seasonName: '2026/27',
    utcOffset: rules === 'nba' ? -5 : 8,
    slots: { 0: ['19:30'] },
    format: 'league',
    rules,
    teamIds: [],
  };
}

const kickoffAt = Date.UTC(2026, 10, 22, 0, 30);

interface Game {
  script: MatchScript;
  rules: 'nba' | 'fiba';
  homeSquad: FeedPlayer[];
  awaySquad: FeedPlayer[];
}

function play(rules: 'nba' | 'fiba', gameNo: number, ratings: [number, number], rng: Rng): Game {
  const competition = competitionOf(rules);
  const home = teamOf(1000 + 2 * gameNo, ratings[0], competition.id);
  const away = teamOf(1001 + 2 * gameNo, ratings[1], competition.id);
  const fixture: FeedFixture = {
    id: 500_000 + gameNo,
    sport: 'basketball',
    competitionId: competition.id,
    seasonId: competition.id * 10_000 + 2026,
    round: '常规赛',
    homeTeamId: home.id,
    awayTeamId: away.id,
    kickoffAt: kickoffAt + gameNo * 60_000,
    knockout: false,
    neutral: false,
    venue: `${home.shortName}主场`,
  };
  const homeSquad = squadOf(home.id);
  const awaySquad = squadOf(away.id);
  const script = playBasketball({ fixture, competition, home, away, homeSquad, awaySquad, rng });
  return { script, rules, homeSquad, awaySquad };
}

/** `count` games between sides of equal rating (or of ratings drawn by `ratings`), seeded from `seed`. */
function season(
  rules: 'nba' | 'fiba',
  count: number,
  seed: string,
  ratings: (rng: Rng) => [number, number] = () => [76, 76],
): Game[] {
  const root = new Rng(seed);
  const draw = root.fork('ratings');
  return Array.from({ length: count }, (_, i) => play(rules, i, ratings(draw), root.fork(i)));
}

// ---- reading a script -----------------------------------------------------------------------

type Live = Extract<FeedChange, { kind: 'live' }>;
type Box = Extract<FeedChange, { kind: 'boxScore' }>;

const lives = (script: MatchScript): Live[] => script.filter((c): c is Live => c.kind === 'live');
const finalState = (script: MatchScript): FeedLiveState | undefined => {
  const last = script[script.length - 1];
  return last?.kind === 'live' ? last.state : undefined;
};
const finished = (games: Game[]) =>
  games.filter((g) => finalState(g.script)?.state === BasketballState.finished);
const finalBox = (script: MatchScript): FeedBoxScoreRow[] =>
  script.filter((c): c is Box => c.kind === 'boxScore').at(-1)?.rows ?? [];
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const mean = (values: number[]) => sum(values) / values.length;
const teamScores = (games: Game[]) =>
  finished(games).flatMap((g) => {
    const s = finalState(g.script);
    return s ? [s.home.score, s.away.score] : [];
  });

/** Team totals per game (both sides pooled) of a box score field. */
const perTeam = (games: Game[], field: keyof FeedBoxScoreRow) =>
  sum(finished(games).flatMap((g) => finalBox(g.script).map((r) => Number(r[field])))) /
  (2 * finished(games).length);

// ---- the samples ----------------------------------------------------------------------------

let nba: Game[];
let fiba: Game[];
let mixed: Game[];

beforeAll(() => {
  nba = season('nba', 2000, 'nba-equal');
  fiba = season('fiba', 800, 'fiba-equal');
  // Typical pairings: ratings spread as a league's are.
  mixed = season('nba', 600, 'nba-mixed', (rng) => [rng.int(62, 92), rng.int(62, 92)]);
});

describe('scores look like real basketball', () => {
  it('NBA: team points average 105-120, nine in ten between 85 and 140', () => {
    for (const games of [nba, mixed]) {
      const scores = teamScores(games);
      expect(mean(scores)).toBeGreaterThan(105);
      expect(mean(scores)).toBeLessThan(120);
      expect(
        scores.filter((s) => s >= 85 && s <= 140).length / scores.length,
      ).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('FIBA (4×10 min): lower, ~75-100 per team', () => {
    const scores = teamScores(fiba);
    expect(mean(scores)).toBeGreaterThan(75);
    expect(mean(scores)).toBeLessThan(100);
    expect(mean(scores)).toBeLessThan(mean(teamScores(nba)) - 15);
  });

  it('the home side wins 52-64 % between equal teams', () => {
    const games = finished(nba);
    const homeWins = games.filter((g) => {
      const s = finalState(g.script);
      return s !== undefined && s.home.score > s.away.score;
    }).length;
    expect(homeWins / games.length).toBeGreaterThanOrEqual(0.52);
    expect(homeWins / games.length).toBeLessThanOrEqual(0.64);
  });

  it('goes to overtime in 4-8 % of games', () => {
    const games = finished(nba);
    const overtime = games.filter((g) => (finalState(g.script)?.home.periods.length ?? 0) > 4);
    expect(overtime.length / games.length).toBeGreaterThanOrEqual(0.04);
    expect(overtime.length / games.length).toBeLessThanOrEqual(0.08);
  });

  it('the better team wins most of the time', () => {
    const games = finished(season('nba', 300, 'mismatch', () => [90, 65]));
    const favourite = games.filter((g) => {
      const s = finalState(g.script);
      return s !== undefined && s.home.score > s.away.score;
    }).length;
    expect(favourite / games.length).toBeGreaterThan(0.75);
    const margin = mean(
      games.map((g) => {
        const s = finalState(g.script);
        return s ? s.home.score - s.away.score : 0;
      }),
    );
    expect(margin).toBeGreaterThan(8);
    expect(margin).toBeLessThan(20);
  });

  it('NBA team stat lines: shots, free throws, rebounds, turnovers, steals, blocks, assists, fouls', () => {
    const fga = perTeam(nba, 'fieldGoalsTotal');
    const fgm = perTeam(nba, 'fieldGoalsScored');
    expect(fga).toBeGreaterThan(80);
    expect(fga).toBeLessThan(98);
    expect(fgm / fga).toBeGreaterThan(0.44);
    expect(fgm / fga).toBeLessThan(0.5);
    const threeShare = perTeam(nba, 'threePointsTotal') / fga;
    expect(threeShare).toBeGreaterThan(0.3);
    expect(threeShare).toBeLessThan(0.48);
    const fta = perTeam(nba, 'freeThrowsTotal');
    expect(fta).toBeGreaterThan(18);
    expect(fta).toBeLessThan(26);
    const ftPct = perTeam(nba, 'freeThrowsScored') / fta;
    expect(ftPct).toBeGreaterThan(0.74);
    expect(ftPct).toBeLessThan(0.82);
    const turnovers = perTeam(nba, 'turnovers');
    expect(turnovers).toBeGreaterThan(12);
    expect(turnovers).toBeLessThan(16);
    const steals = perTeam(nba, 'steals');
    expect(steals).toBeGreaterThan(0.35 * turnovers);
    expect(steals).toBeLessThan(0.75 * turnovers);
    const assistShare = perTeam(nba, 'assists') / fgm;
    expect(assistShare).toBeGreaterThan(0.55);
    expect(assistShare).toBeLessThan(0.7);
    const oreb = perTeam(nba, 'offensiveRebounds');
    const dreb = perTeam(nba, 'defensiveRebounds');
    expect(oreb / (oreb + dreb)).toBeGreaterThan(0.2);
    expect(oreb / (oreb + dreb)).toBeLessThan(0.32);
    expect(perTeam(nba, 'blocks')).toBeGreaterThan(3);
    expect(perTeam(nba, 'blocks')).toBeLessThan(7);
    expect(perTeam(nba, 'fouls')).toBeGreaterThan(16);
    expect(perTeam(nba, 'fouls')).toBeLessThan(24);
  });

  it('starters play ~30-36 minutes, the bench the rest', () => {
    const starters = finished(nba).flatMap((g) =>
      finalBox(g.script)
        .filter((r) => r.starter)
        .map((r) => r.minutesPlayed),
    );
    expect(mean(starters)).toBeGreaterThan(29);
    expect(mean(starters)).toBeLessThan(36);
    const fibaStarters = finished(fiba).flatMap((g) =>
      finalBox(g.script)
        .filter((r) => r.starter)
        .map((r) => r.minutesPlayed),
    );
    expect(mean(fibaStarters)).toBeGreaterThan(24);
    expect(mean(fibaStarters)).toBeLessThan(31);
  });

  it('a 48-minute NBA game takes about 2h15 of wall time, FIBA less', () => {
    const wallMinutes = (games: Game[]) =>
      finished(games).map((g) => {
        const tip = lives(g.script).find((c) => c.state.state === BasketballState.q1);
        const end = g.script[g.script.length - 1];
        return tip && end ? (end.at - tip.at) / 60_000 : 0;
      });
    expect(mean(wallMinutes(nba))).toBeGreaterThan(125);
    expect(mean(wallMinutes(nba))).toBeLessThan(145);
    expect(mean(wallMinutes(fiba))).toBeGreaterThan(90);
    expect(mean(wallMinutes(fiba))).toBeLessThan(mean(wallMinutes(nba)));
  });
});

describe('every box score adds up', () => {
  /** What is wrong with a game's box scores: each checked against the score of the moment. */
  function boxScoreProblems(game: Game): string[] {
    const problems: string[] = [];
    const pct = (made: number, total: number) =>
      total === 0 ? 0 : Math.round((1000 * made) / total) / 10;
    let score = { home: 0, away: 0 };
    for (const change of game.script) {
      if (change.kind === 'live') {
        score = { home: change.state.home.score, away: change.state.away.score };
        continue;
      }
      if (change.kind !== 'boxScore') continue;
      for (const side of ['home', 'away'] as const) {
        const rows = change.rows.filter((r) => r.side === side);
        const squad = side === 'home' ? game.homeSquad : game.awaySquad;
        if (rows.length !== squad.length) problems.push(`${side}: ${rows.length} rows`);
        const points = sum(rows.map((r) => r.points));
        if (points !== score[side])
          problems.push(`${side}: players ${points}, score ${score[side]}`);
        for (const r of rows) {
          const twos = r.fieldGoalsScored - r.threePointsScored;
          const checks: [string, boolean][] = [
            ['points', r.points === 2 * twos + 3 * r.threePointsScored + r.freeThrowsScored],
            ['threePoints', r.threePoints === 3 * r.threePointsScored],
            ['FG made ≤ tried', r.fieldGoalsScored <= r.fieldGoalsTotal],
            ['3P made ≤ tried', r.threePointsScored <= r.threePointsTotal],
            ['3PA ≤ FGA', r.threePointsTotal <= r.fieldGoalsTotal],
            ['3PM ≤ FGM', r.threePointsScored <= r.fieldGoalsScored],
            ['FT made ≤ tried', r.freeThrowsScored <= r.freeThrowsTotal],
            ['rebounds', r.rebounds === r.offensiveRebounds + r.defensiveRebounds],
            ['fouls', r.fouls <= (game.rules === 'nba' ? 6 : 5)],
            ['FG%', r.fieldGoalsAccuracy === pct(r.fieldGoalsScored, r.fieldGoalsTotal)],
            ['3P%', r.threePointsAccuracy === pct(r.threePointsScored, r.threePointsTotal)],
            ['FT%', r.freeThrowsAccuracy === pct(r.freeThrowsScored, r.freeThrowsTotal)],
            ['assistRate', r.assistRate >= 0 && r.assistRate <= 100],
            ['minutes', r.minutesPlayed >= 0],
          ];
          for (const [name, ok] of checks) if (!ok) problems.push(`${r.name}: ${name}`);
        }
      }
    }
    return problems;
  }

  it('holds the identities in every game, at every report', () => {
    for (const games of [nba, fiba, mixed]) {
      const problems = games.flatMap((g) => boxScoreProblems(g).slice(0, 3));
      expect(problems).toEqual([]);
    }
  });

  it('ends never level, quarters add up to the score, minutes to five times the game', () => {
    for (const games of [nba, fiba, mixed]) {
      for (const game of finished(games)) {
        const s = finalState(game.script);
        if (!s) throw new Error('no final state');
        expect(s.home.score).not.toBe(s.away.score);
        expect(sum(s.home.periods)).toBe(s.home.score);
        expect(sum(s.away.periods)).toBe(s.away.score);
        expect(s.home.periods.length).toBe(s.away.periods.length);
        expect(s.home.periods.length).toBeGreaterThanOrEqual(4);
        const overtimes = s.home.periods.length - 4;
        const gameMinutes = (game.rules === 'nba' ? 48 : 40) + 5 * overtimes;
        expect(s.minute).toBe(gameMinutes);
        for (const side of ['home', 'away'] as const) {
          const rows = finalBox(game.script).filter((r) => r.side === side);
          expect(sum(rows.map((r) => r.minutesPlayed))).toBe(5 * gameMinutes);
          expect(rows.filter((r) => r.starter).map((r) => r.position)).toEqual([
            'PG',
            'SG',
            'SF',
            'PF',
            'C',
          ]);
        }
        for (const side of [s.home, s.away]) {
          expect(side.half).toBeNull();
          expect(side.penalties).toBeNull();
          expect([side.red, side.yellow, side.corners]).toEqual([0, 0, 0]);
        }
      }
    }
  });

  it('team stats agree with the score', () => {
    for (const game of finished(nba)) {
      const s = finalState(game.script);
      const stats = game.script.filter((c) => c.kind === 'stats').at(-1);
      if (!s || stats?.kind !== 'stats') throw new Error('no final stats');
      for (const [side, mine, theirs] of [
        [stats.home, s.home.score, s.away.score],
        [stats.away, s.away.score, s.home.score],
      ] as const) {
        expect(side.pointsInPaint ?? -1).toBeGreaterThanOrEqual(0);
        expect((side.pointsInPaint ?? 0) % 2).toBe(0);
        expect(side.pointsInPaint ?? 0).toBeLessThanOrEqual(mine);
        expect(side.fastBreakPoints ?? -1).toBeGreaterThanOrEqual(0);
        expect(side.fastBreakPoints ?? 0).toBeLessThanOrEqual(mine);
        expect(side.biggestLead ?? -1).toBeGreaterThanOrEqual(Math.max(0, mine - theirs));
        expect(side.timeoutsLeft ?? -1).toBeGreaterThanOrEqual(0);
        expect(side.timeoutsLeft ?? 99).toBeLessThanOrEqual(7);
      }
    }
    const paint = mean(
      finished(nba).flatMap((g) => {
        const stats = g.script.filter((c) => c.kind === 'stats').at(-1);
        return stats?.kind === 'stats'
          ? [stats.home.pointsInPaint ?? 0, stats.away.pointsInPaint ?? 0]
          : [];
      }),
    );
    expect(paint).toBeGreaterThan(36);
    expect(paint).toBeLessThan(60);
  });
});

describe('the feed of one game', () => {
  it('sends line-ups and state 1 an hour before, with five starters a side', () => {
    for (const game of finished(nba).slice(0, 200)) {
      const [first, second] = game.script;
      if (first?.kind !== 'lineups') throw new Error('line-ups first');
      const fixtureKickoff = lives(game.script)[0]?.state.kickoffAt ?? 0;
      expect(first.at).toBe(fixtureKickoff - 60 * 60_000);
      expect(second?.kind === 'live' && second.state.state).toBe(BasketballState.notStarted);
      for (const side of ['home', 'away'] as const) {
        const players = first.players.filter((p) => p.side === side);
        const squad = side === 'home' ? game.homeSquad : game.awaySquad;
        expect(players.map((p) => p.playerId).sort()).toEqual(squad.map((p) => p.id).sort());
        const starters = players.filter((p) => p.starter);
        expect(starters.map((p) => p.position).sort()).toEqual(['C', 'PF', 'PG', 'SF', 'SG']);
        expect(players.filter((p) => p.captain)).toHaveLength(1);
        expect(starters.some((p) => p.captain)).toBe(true);
      }
    }
  });

  /** What is wrong with the order, the clock, the minute and the scores a game's changes report. */
  function feedProblems(game: Game): string[] {
    const problems: string[] = [];
    const quarter = game.rules === 'nba' ? 720 : 600;
    let at = -Infinity;
    let minute = 0;
    let score = { home: 0, away: 0 };
    let index = 0;
    for (const change of game.script) {
      if (change.at < at) problems.push(`change at ${change.at} after ${at}`);
      at = change.at;
      if (change.kind === 'live') {
        const s = change.state;
        if (s.minute < minute) problems.push(`minute ${s.minute} after ${minute}`);
        minute = s.minute;
        if (s.home.score < score.home || s.away.score < score.away)
          problems.push('score went down');
        score = { home: s.home.score, away: s.away.score };
        if (sum(s.home.periods) !== s.home.score || sum(s.away.periods) !== s.away.score) {
          problems.push('periods do not add up');
        }
        // The clock can run only in a quarter or an overtime (not in breaks, before or after).
        if (s.periodStartAt !== null && ![2, 4, 6, 8, 9].includes(s.state)) {
          problems.push(`clock running in state ${s.state}`);
        }
        if (s.periodStartAt === null && [2, 4, 6].includes(s.state)) {
          problems.push(`no period start in state ${s.state}`);
        }
        const started = s.state >= 2 && s.state <= 11;
        const clock = s.clockSeconds;
        if (started && (clock === null || clock < 0 || clock > quarter)) {
          problems.push(`clock ${clock} in state ${s.state}`);
        }
      }
      if (change.kind === 'event') {
        const e = change.event;
        if (e.index !== ++index) problems.push(`event index ${e.index}`);
        if (e.homeScore !== score.home || e.awayScore !== score.away) {
          problems.push(
            `event score ${e.homeScore}-${e.awayScore}, board ${score.home}-${score.away}`,
          );
        }
        if (!e.text.includes(`${e.homeScore}-${e.awayScore}`)) problems.push(`text ${e.text}`);
        if (e.period < 1) problems.push(`period ${e.period}`);
        if (e.kind === 'score' && (e.playerName === '' || e.playerId === null)) {
          problems.push('score without a scorer');
        }
      }
    }
    return problems;
  }

  it('keeps changes sorted, the clock and minute sane, and the score in every event', () => {
    for (const games of [nba, fiba]) {
      expect(games.flatMap((g) => feedProblems(g).slice(0, 3))).toEqual([]);
    }
  });

  it('writes an event per scoring play and a line for 10-0 runs', () => {
    const games = finished(nba);
    const events = games.flatMap((g) =>
      g.script.flatMap((c) => (c.kind === 'event' ? [c.event] : [])),
    );
    const perGame = events.length / games.length;
    expect(perGame).toBeGreaterThan(70);
    expect(perGame).toBeLessThan(140);
    const kinds = new Set(events.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(['run', 'score']);
    const runs = events.filter((e) => e.kind === 'run');
    expect(runs.length / games.length).toBeGreaterThan(0.3);
    expect(runs.length / games.length).toBeLessThan(4);
    for (const run of runs.slice(0, 50)) expect(run.text).toMatch(/打出一波\d+-0/);
    expect(events.some((e) => /三分命中/.test(e.text))).toBe(true);
    expect(events.some((e) => /罚球\d罚\d中/.test(e.text))).toBe(true);
  });

  it('reports the box score every ~2 game minutes', () => {
    for (const game of finished(nba).slice(0, 100)) {
      const boxes = game.script.filter((c) => c.kind === 'boxScore');
      const stats = game.script.filter((c) => c.kind === 'stats');
      expect(boxes.length).toBeGreaterThanOrEqual(24);
      expect(boxes.length).toBeLessThanOrEqual(40);
      expect(stats.length).toBe(boxes.length);
    }
  });

  it('plays the same game from the same seed, another from another', () => {
    const a = play('nba', 7, [80, 70], new Rng('same'));
    const b = play('nba', 7, [80, 70], new Rng('same'));
    const c = play('nba', 7, [80, 70], new Rng('other'));
    expect(b.script).toEqual(a.script);
    expect(c.script).not.toEqual(a.script);
  });
});

describe('match states', () => {
  const terminal: number[] = [
    BasketballState.finished,
    BasketballState.cancelled,
    BasketballState.postponed,
    BasketballState.abandoned,
    BasketballState.toBeDetermined,
  ];

  it('the table covers every spec state but 0 and only names spec states', () => {
    const codes = Object.keys(basketballMatchStates)
      .map(Number)
      .filter((c) => c !== 0);
    expect(
      Object.keys(legalTransitions)
        .map(Number)
        .sort((x, y) => x - y),
    ).toEqual(codes);
    for (const targets of Object.values(legalTransitions)) {
      for (const target of targets) expect(codes).toContain(target);
    }
    for (const code of terminal) expect(legalTransitions[code]).toEqual([]);
    expect(isLegalTransition(1, 2)).toBe(true);
    expect(isLegalTransition(8, 9)).toBe(true);
    expect(isLegalTransition(9, 9)).toBe(true);
    expect(isLegalTransition(2, 4)).toBe(false);
    expect(isLegalTransition(1, 10)).toBe(false);
    expect(isLegalTransition(10, 2)).toBe(false);
    expect(isLegalTransition(5, 11)).toBe(false);
  });

  /** Every script: legal moves only, from state 1, ending in a terminal state; interruptions resume where they stopped. */
  function stateProblems(script: MatchScript): string[] {
    const problems: string[] = [];
    let state: number = BasketballState.notStarted;
    let beforeInterruption = 0;
    for (const change of lives(script)) {
      const next = change.state.state;
      if (!isLegalTransition(state, next)) problems.push(`${state} → ${next}`);
      if (next === BasketballState.interrupted && state !== next) beforeInterruption = state;
      const resumed = state === BasketballState.interrupted && next !== state;
      if (resumed && next !== BasketballState.abandoned && next !== beforeInterruption) {
        problems.push(`interrupted in ${beforeInterruption}, resumed in ${next}`);
      }
      state = next;
    }
    if (!terminal.includes(state)) problems.push(`ends in ${state}`);
    if (script[script.length - 1]?.kind !== 'live') problems.push('does not end with a live state');
    return problems;
  }

  it('every simulated game follows the table', () => {
    const problems = [...nba, ...fiba, ...mixed].flatMap((g) => stateProblems(g.script));
    expect(problems).toEqual([]);
  });

  it('rare fates come at realistic low rates', () => {
    const rng = new Rng('fates');
    const counts: Record<Fate['kind'], number> = {
      normal: 0,
      postponed: 0,
      cancelled: 0,
      toBeDetermined: 0,
      interrupted: 0,
    };
    const draws = 200_000;
    for (let i = 0; i < draws; i++) counts[decideFate(rng).kind]++;
    expect(counts.postponed / draws).toBeGreaterThan(0.002);
    expect(counts.postponed / draws).toBeLessThan(0.004);
    for (const kind of ['cancelled', 'toBeDetermined', 'interrupted'] as const) {
      expect(counts[kind]).toBeGreaterThan(0);
      expect(counts[kind] / draws).toBeLessThan(0.004);
    }
    const played = [...nba, ...fiba, ...mixed];
    const unusual = played.filter((g) => finalState(g.script)?.state !== BasketballState.finished);
    expect(unusual.length / played.length).toBeLessThan(0.03);
  });

  /** A seed whose game has the wanted fate (the engine decides the fate with its first draws). */
  function seedFor(test: (fate: Fate) => boolean): string {
    for (let i = 0; i < 100_000; i++) {
      if (test(decideFate(new Rng(`fate-${i}`)))) return `fate-${i}`;
    }
    throw new Error('no seed found');
  }

  it('a postponed, cancelled or undetermined game is reported before tip-off and never starts', () => {
    const cases = [
      ['postponed', BasketballState.postponed],
      ['cancelled', BasketballState.cancelled],
      ['toBeDetermined', BasketballState.toBeDetermined],
    ] as const;
    for (const [kind, state] of cases) {
      const game = play('nba', 1, [75, 75], new Rng(seedFor((f) => f.kind === kind)));
      expect(stateProblems(game.script)).toEqual([]);
      expect(game.script).toHaveLength(1);
      const only = game.script[0];
      if (only?.kind !== 'live') throw new Error('a live state');
      expect(only.state.state).toBe(state);
      expect(only.at).toBeLessThan(only.state.kickoffAt);
    }
  });

  it('an interrupted game resumes, or is abandoned and stays so', () => {
    for (const abandoned of [false, true]) {
      const seed = seedFor((f) => f.kind === 'interrupted' && f.abandoned === abandoned);
      const game = play('fiba', 2, [75, 75], new Rng(seed));
      expect(stateProblems(game.script)).toEqual([]);
      const states = lives(game.script).map((c) => c.state.state);
      expect(states).toContain(BasketballState.interrupted);
      expect(states.at(-1)).toBe(abandoned ? BasketballState.abandoned : BasketballState.finished);
      const box = finalBox(game.script);
      const last = finalState(game.script);
      expect(sum(box.filter((r) => r.side === 'home').map((r) => r.points))).toBe(last?.home.score);
    }
  });
});
