// A hand-built world for the match centre and data library suites: a fixed "now", two weeks of finished
// matches with known results, matches in play, tomorrow's analysed match and later fixtures, odds, lottery
// issues, line-ups and basketball box scores — everything put in through the ingest, as a feed would.
import type {
  FeedBoxScoreRow,
  FeedChange,
  FeedFixture,
  FeedLineupPlayer,
  FeedLiveState,
  FeedLotteryIssue,
  FeedPlayer,
  FeedReference,
  FeedSide,
  FeedSink,
  FeedTeam,
} from '../../server/providers/feed/types';
import { side } from './feed-side';

export { side };

/** 2026-11-22 20:00 Beijing time (a Sunday). */
export const NOW = Date.parse('2026-11-22T20:00:00+08:00');
export const TODAY = '2026-11-22';
export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

// Football teams of the 英超 (1): A and B meet in the analysed match.
export const A = 101;
export const B = 102;
export const C = 103;
export const D = 104;
const G = 105;
const H = 106;
// 英冠 (3) sides.
const E1 = 301;
const E2 = 302;
// Basketball.
export const LAKERS = 10101;
export const CELTICS = 10102;
const WARRIORS = 10103;
const GUANGDONG = 10201;
const LIAONING = 10202;

const season = (id: number) => ({ id, name: '2026/27' });

export const reference: FeedReference = {
  competitions: [
    {
      id: 1,
      sport: 'football',
      name: '英格兰超级联赛',
      shortName: '英超',
      country: '英格兰',
      kind: 'league',
      tier: 1,
      color: '#3d195b',
      hot: true,
      season: season(12026),
    },
    {
      id: 2,
      sport: 'football',
      name: '欧洲冠军联赛',
      shortName: '欧冠',
      country: '国际',
      kind: 'cup',
      tier: 1,
      color: '#0b2a6f',
      hot: true,
      season: season(22026),
    },
    {
      id: 3,
      sport: 'football',
      name: '英格兰冠军联赛',
      shortName: '英冠',
      country: '英格兰',
      kind: 'league',
      tier: 2,
      color: '#8a1538',
      hot: false,
      season: season(32026),
    },
    {
      id: 4,
      sport: 'football',
      name: '中国足球协会超级联赛',
      shortName: '中超',
      country: '中国',
      kind: 'league',
      tier: 1,
      color: '#d4001a',
      hot: false,
      season: season(42026),
    },
    {
      id: 101,
      sport: 'basketball',
      name: '美国职业篮球联赛',
      shortName: 'NBA',
      country: '美国',
      kind: 'league',
      tier: 1,
      color: '#c9082a',
      hot: true,
      season: season(1012026),
    },
    {
      id: 102,
      sport: 'basketball',
      name: '中国男子篮球职业联赛',
      shortName: 'CBA',
      country: '中国',
      kind: 'league',
      tier: 1,
      color: '#f08300',
      hot: false,
      season: season(1022026),
    },
  ],
  teams: [
    team(A, 'football', '曼彻斯特城', '曼城', 1),
    team(B, 'football', '阿森纳', '阿森纳', 1),
    team(C, 'football', '利物浦', '利物浦', 1),
    team(D, 'football', '切尔西', '切尔西', 1),
    team(G, 'football', '托特纳姆热刺', '热刺', 1),
    team(H, 'football', '纽卡斯尔联', '纽卡斯尔', 1),
    team(E1, 'football', '利兹联', '利兹联', 3),
    team(E2, 'football', '伯恩利', '伯恩利', 3),
    team(LAKERS, 'basketball', '洛杉矶湖人', '湖人', 101, '美国'),
    team(CELTICS, 'basketball', '波士顿凯尔特人', '凯尔特人', 101, '美国'),
    team(WARRIORS, 'basketball', '金州勇士', '勇士', 101, '美国'),
    team(GUANGDONG, 'basketball', '广东宏远', '广东', 102, '中国'),
    team(LIAONING, 'basketball', '辽宁本钢', '辽宁', 102, '中国'),
  ],
  players: [
    // Manchester City's squad, listed out of order: the library sorts it by position, then number.
    player(10101, A, 'football', '埃尔林·哈兰德', 9, 'ST'),
    player(10102, A, 'football', '罗德里', 16, 'DM'),
    player(10103, A, 'football', '埃德森', 31, 'GK'),
    player(10104, A, 'football', '鲁本·迪亚斯', 3, 'DC'),
    player(10105, A, 'football', '菲尔·福登', 47, 'AM'),
    player(10106, A, 'football', '斯特凡·奥尔特加', 18, 'GK'),
    player(10201, B, 'football', '布卡约·萨卡', 7, 'RW'),
    player(1010101, LAKERS, 'basketball', '勒布朗·詹姆斯', 23, 'SF'),
    player(1010102, LAKERS, 'basketball', '安东尼·戴维斯', 3, 'PF'),
    player(1010103, LAKERS, 'basketball', '奥斯汀·里夫斯', 15, 'SG'),
    player(1010201, CELTICS, 'basketball', '杰森·塔图姆', 0, 'SF'),
    player(1010202, CELTICS, 'basketball', '杰伦·布朗', 7, 'SG'),
    player(1010203, CELTICS, 'basketball', '朱·霍勒迪', 4, 'PG'),
  ],
  bookmakers: [
    { id: 1, name: '澳门' },
    { id: 2, name: 'Bet365' },
  ],
};

function team(
  id: number,
  sport: 'football' | 'basketball',
  name: string,
  shortName: string,
  competitionId: number,
  country = '英格兰',
): FeedTeam {
  return { id, sport, name, shortName, country, competitionId };
}

function player(
  id: number,
  teamId: number,
  sport: 'football' | 'basketball',
  name: string,
  shirtNumber: number,
  position: string,
): FeedPlayer {
  return {
    id,
    teamId,
    sport,
    name,
    shirtNumber,
    position,
    nationality: '—',
    birthYear: 1995,
    heightCm: 185,
  };
}

const football = (
  id: number,
  homeTeamId: number,
  awayTeamId: number,
  kickoffAt: number,
  competitionId = 1,
): FeedFixture => ({
  id,
  sport: 'football',
  competitionId,
  seasonId: { 1: 12026, 2: 22026, 3: 32026, 4: 42026 }[competitionId]!,
  round: competitionId === 2 ? '小组赛' : '第13轮',
  homeTeamId,
  awayTeamId,
  kickoffAt,
  knockout: false,
  neutral: false,
  venue: '伊蒂哈德球场',
});

const basketball = (
  id: number,
  homeTeamId: number,
  awayTeamId: number,
  kickoffAt: number,
  competitionId = 101,
  seasonId = competitionId === 101 ? 1012026 : 1022026,
): FeedFixture => ({
  id,
  sport: 'basketball',
  competitionId,
  seasonId,
  round: '常规赛',
  homeTeamId,
  awayTeamId,
  kickoffAt,
  knockout: false,
  neutral: false,
  venue: '加密网体育馆',
});

const day = (n: number) => NOW + n * DAY;

/** Finished football matches: [id, home, away, day offset, home goals, away goals, competition]. */
export const history: [number, number, number, number, number, number, number][] = [
  [1201, A, B, -13, 2, 1, 1],
  [1202, C, A, -12, 1, 1, 1],
  [1203, A, D, -11, 3, 0, 1],
  [1204, B, A, -10, 0, 0, 2],
  [1205, D, A, -9, 2, 1, 1],
  [1206, A, C, -8, 0, 2, 1],
  [1207, B, A, -7, 3, 1, 1],
  [1208, A, D, -6, 4, 2, 2],
  [1209, C, A, -5, 0, 1, 1],
  [1210, A, B, -4, 1, 0, 2],
  [1211, A, C, -3, 2, 2, 1],
  [1212, D, A, -2, 0, 3, 1],
  [1214, B, C, -6.5, 1, 0, 1],
  [1106, E1, E2, -3 / 24, 2, 0, 3],
  [1402, G, H, -14, 1, 1, 1],
];

/** The analysed match: Manchester City v Arsenal tomorrow evening. */
export const ANALYSED = 1100;
/** In play now: Spurs v Newcastle (英超, hot) and Leeds v Burnley (英冠). */
export const LIVE_HOT = 1101;
export const LIVE_OTHER = 1102;
/** Postponed the day before: a meeting of A and B that never finished. */
export const POSTPONED = 1213;
export const BB_LIVE = 2001;

export const fixtures: FeedFixture[] = [
  ...history.map(([id, h, a, d, , , c]) => football(id, h, a, day(d), c)),
  football(POSTPONED, A, B, day(-1)),
  football(ANALYSED, A, B, day(1)),
  football(LIVE_HOT, G, H, NOW - 30 * MIN),
  football(LIVE_OTHER, E1, E2, NOW - 60 * MIN, 3),
  // Today, not started: C v A in an hour (before the analysed match), 英冠 games later.
  football(1306, C, A, NOW + 60 * MIN),
  football(1104, E2, E1, NOW + 150 * MIN, 3),
  football(1105, E1, E2, NOW + 4 * HOUR, 3),
  // Kick-off two hours ago and never reported started: no longer "about to start".
  football(1107, E2, E1, NOW - 2 * HOUR, 3),
  // After the analysed match.
  football(1301, A, C, day(3)),
  football(1302, D, A, day(7)),
  football(1303, A, D, day(10)),
  football(1304, C, A, day(12)),
  football(1305, B, C, day(4)),
  football(1401, G, H, day(14)),
  // Basketball: last season's game, this season's three, one in play, one later.
  basketball(2104, LAKERS, WARRIORS, day(-13), 101, 1012025),
  basketball(2101, LAKERS, CELTICS, day(-5)),
  basketball(2102, CELTICS, LAKERS, day(-3)),
  basketball(2103, WARRIORS, LAKERS, day(-2)),
  basketball(BB_LIVE, LAKERS, CELTICS, NOW - 60 * MIN),
  basketball(2002, GUANGDONG, LIAONING, NOW + 60 * MIN, 102),
  basketball(2003, CELTICS, LAKERS, day(2)),
];

const kickoffOf = (id: number) => fixtures.find((f) => f.id === id)!.kickoffAt;

export const live = (
  matchId: number,
  at: number,
  state: number,
  home: FeedSide,
  away: FeedSide,
  extra: Partial<FeedLiveState> = {},
): FeedChange => ({
  kind: 'live',
  at,
  state: {
    matchId,
    state,
    periodStartAt: null,
    minute: 0,
    addedTime: 0,
    clockSeconds: null,
    kickoffAt: kickoffOf(matchId),
    home,
    away,
    ...extra,
  },
});

/** Every finished match of the past, as one catch-up batch (written, not pushed; tables rebuilt). */
export function pastResults(): FeedChange[] {
  const football = history.map(([id, , , , hs, as]) =>
    live(id, kickoffOf(id) + 2 * HOUR, 8, side(hs), side(as)),
  );
  const basketballScores: [number, number, number][] = [
    [2104, 130, 120],
    [2101, 110, 102],
    [2102, 120, 99],
    [2103, 100, 105],
  ];
  const basketball = basketballScores.map(([id, hs, as]) =>
    live(id, kickoffOf(id) + 3 * HOUR, 10, side(hs), side(as)),
  );
  const postponed = live(POSTPONED, day(-1) - HOUR, 9, side(0), side(0));
  return [...football, ...basketball, postponed, ...pastBoxScores()].sort((a, b) => a.at - b.at);
}

// ---- basketball box scores -------------------------------------------------------------------

type Line = Partial<FeedBoxScoreRow> & Pick<FeedBoxScoreRow, 'playerId' | 'side'>;

const names = new Map(reference.players.map((p) => [p.id, p]));
const pct = (made: number, total: number) =>
  total === 0 ? 0 : Math.round((made / total) * 1000) / 10;

/** A full stat row; the accuracies follow from made and attempted. */
export function boxRow(line: Line): FeedBoxScoreRow {
  const p = names.get(line.playerId)!;
  const row: FeedBoxScoreRow = {
    name: p.name,
    shirtNumber: p.shirtNumber,
    position: p.position,
    starter: true,
    minutesPlayed: 0,
    points: 0,
    fieldGoalsScored: 0,
    fieldGoalsTotal: 0,
    fieldGoalsAccuracy: 0,
    threePoints: 0,
    threePointsScored: 0,
    threePointsTotal: 0,
    threePointsAccuracy: 0,
    freeThrowsScored: 0,
    freeThrowsTotal: 0,
    freeThrowsAccuracy: 0,
    rebounds: 0,
    offensiveRebounds: 0,
    defensiveRebounds: 0,
    assists: 0,
    steals: 0,
    blocks: 0,
    turnovers: 0,
    fouls: 0,
    assistRate: 0,
    ...line,
  };
  row.fieldGoalsAccuracy = pct(row.fieldGoalsScored, row.fieldGoalsTotal);
  row.threePointsAccuracy = pct(row.threePointsScored, row.threePointsTotal);
  row.freeThrowsAccuracy = pct(row.freeThrowsScored, row.freeThrowsTotal);
  row.threePoints = row.threePointsScored * 3;
  return row;
}

const box = (matchId: number, at: number, lines: Line[]): FeedChange => ({
  kind: 'boxScore',
  at,
  matchId,
  rows: lines.map(boxRow),
});

const LEBRON = 1010101;

/** LeBron's season: 36 and 34 minutes in two finished games, a DNP, last season's 50 and tonight's game. */
function pastBoxScores(): FeedChange[] {
  const stat = (
    minutesPlayed: number,
    points: number,
    fg: [number, number],
    three: [number, number],
    ft: [number, number],
    rebounds: number,
    assists: number,
    steals: number,
    blocks: number,
  ): Line => ({
    playerId: LEBRON,
    side: 'home',
    minutesPlayed,
    points,
    fieldGoalsScored: fg[0],
    fieldGoalsTotal: fg[1],
    threePointsScored: three[0],
    threePointsTotal: three[1],
    freeThrowsScored: ft[0],
    freeThrowsTotal: ft[1],
    rebounds,
    assists,
    steals,
    blocks,
  });
  return [
    box(2104, kickoffOf(2104) + 3 * HOUR, [stat(40, 50, [18, 30], [4, 9], [10, 11], 10, 10, 3, 2)]),
    box(2101, kickoffOf(2101) + 3 * HOUR, [stat(36, 30, [11, 20], [3, 7], [5, 6], 8, 10, 2, 1)]),
    box(2102, kickoffOf(2102) + 3 * HOUR, [
      { ...stat(34, 20, [8, 18], [2, 6], [2, 4], 6, 7, 1, 0), side: 'away' },
    ]),
    box(2103, kickoffOf(2103) + 3 * HOUR, [
      { ...stat(0, 0, [0, 0], [0, 0], [0, 0], 0, 0, 0, 0), side: 'away', starter: false },
    ]),
  ];
}

/** Tonight's Lakers v Celtics box score, built so each stat's leader is known (ties and zeros included). */
export function tonightBox(at: number): FeedChange {
  return box(BB_LIVE, at, [
    {
      playerId: LEBRON,
      side: 'home',
      minutesPlayed: 30,
      points: 25,
      fieldGoalsScored: 10,
      fieldGoalsTotal: 20,
      freeThrowsScored: 5,
      freeThrowsTotal: 5,
      rebounds: 6,
      assists: 9,
      steals: 2,
      fouls: 2,
    },
    {
      playerId: 1010102,
      side: 'home',
      minutesPlayed: 28,
      points: 20,
      fieldGoalsScored: 8,
      fieldGoalsTotal: 12,
      freeThrowsScored: 4,
      freeThrowsTotal: 6,
      rebounds: 12,
      assists: 2,
      steals: 2,
      blocks: 3,
      fouls: 4,
    },
    {
      playerId: 1010103,
      side: 'home',
      starter: false,
      minutesPlayed: 18,
      points: 9,
      fieldGoalsScored: 3,
      fieldGoalsTotal: 6,
      threePointsScored: 3,
      threePointsTotal: 5,
      rebounds: 1,
      assists: 3,
      turnovers: 3,
    },
    {
      playerId: 1010201,
      side: 'away',
      minutesPlayed: 31,
      points: 28,
      fieldGoalsScored: 10,
      fieldGoalsTotal: 22,
      threePointsScored: 4,
      threePointsTotal: 10,
      freeThrowsScored: 4,
      freeThrowsTotal: 4,
      rebounds: 7,
      assists: 4,
      turnovers: 2,
    },
    {
      playerId: 1010202,
      side: 'away',
      minutesPlayed: 31,
      points: 17,
      fieldGoalsScored: 7,
      fieldGoalsTotal: 15,
      threePointsScored: 1,
      threePointsTotal: 4,
      freeThrowsScored: 2,
      freeThrowsTotal: 2,
      rebounds: 7,
      assists: 3,
      turnovers: 2,
    },
    { playerId: 1010203, side: 'away', starter: false, minutesPlayed: 0 },
  ]);
}

// ---- football line-ups, odds and lottery ----------------------------------------------------

const lineup = (
  playerId: number,
  side: 'home' | 'away',
  name: string,
  shirtNumber: number,
  position: string,
  starter = true,
): FeedLineupPlayer => ({ playerId, side, name, shirtNumber, position, starter, captain: false });

/** Spurs v Newcastle line-ups, delivered out of order. */
export const liveLineups: FeedChange = {
  kind: 'lineups',
  at: NOW - 40 * MIN,
  matchId: LIVE_HOT,
  players: [
    lineup(50001, 'away', '伊萨克', 14, 'ST'),
    lineup(50002, 'home', '孙兴慜', 7, 'LW'),
    lineup(50003, 'home', '维卡里奥', 1, 'GK'),
    lineup(50004, 'home', '替补前锋', 19, 'ST', false),
    lineup(50005, 'away', '波普', 22, 'GK'),
    lineup(50006, 'home', '罗梅罗', 17, 'DC'),
  ],
};

export const oddsLine = (
  matchId: number,
  bookmakerId: number,
  market: 'europe' | 'asia' | 'overUnder',
  at: number,
  values: number[],
  live = false,
): FeedChange => ({
  kind: 'odds',
  at,
  odds: { matchId, bookmakerId, market, values, at, opening: false, live },
});

export const issues: FeedLotteryIssue[] = [
  {
    lotteryCode: 'jczq',
    issueNo: '2026-11-21',
    salesCloseAt: Date.parse('2026-11-21T21:55:00+08:00'),
    matches: [{ matchId: 1212, number: '周六001', playTypes: [1, 4], handicap: -1 }],
  },
  {
    lotteryCode: 'jczq',
    issueNo: '2026-11-22',
    salesCloseAt: Date.parse('2026-11-22T21:55:00+08:00'),
    matches: [
      { matchId: 1105, number: '周日010', playTypes: [1, 2], handicap: 1 },
      { matchId: 1306, number: '周日002', playTypes: [1, 2, 4], handicap: -1 },
      { matchId: 1104, number: '周日001', playTypes: [1, 2], handicap: null },
    ],
  },
  {
    lotteryCode: 'jczq',
    issueNo: '2026-11-23',
    salesCloseAt: Date.parse('2026-11-23T21:55:00+08:00'),
    matches: [{ matchId: ANALYSED, number: '周一001', playTypes: [1, 2, 4, 5], handicap: -1 }],
  },
  {
    lotteryCode: 'bjdc',
    issueNo: '261101',
    salesCloseAt: Date.parse('2026-11-24T12:00:00+08:00'),
    matches: [
      { matchId: LIVE_HOT, number: '10', playTypes: [4], handicap: 0 },
      { matchId: LIVE_OTHER, number: '2', playTypes: [4], handicap: 1 },
      { matchId: 1104, number: '1', playTypes: [4], handicap: -1 },
    ],
  },
];

// ---- loading it -------------------------------------------------------------------------------

type Sink = Pick<FeedSink, 'reference' | 'fixtures' | 'lottery' | 'changes'>;

/** Tonight in play: 1101 with a goal and a card (delivered out of order), stats and line-ups; 1102; 2001. */
export function tonight(): FeedChange[][] {
  const event = (index: number, kind: string, minute: number, homeScore: number): FeedChange => ({
    kind: 'event',
    at: NOW - (30 - minute) * MIN,
    event: {
      matchId: LIVE_HOT,
      index,
      kind: kind as 'goal',
      minute,
      addedMinute: 0,
      period: 1,
      side: 'home',
      playerId: null,
      playerName: '孙兴慜',
      relatedPlayerName: '',
      homeScore,
      awayScore: 0,
      text: `第${minute}分钟`,
    },
  });
  return [
    [
      liveLineups,
      live(LIVE_OTHER, NOW - 20 * MIN, 4, side(1), side(1), { minute: 65 }),
      live(
        BB_LIVE,
        NOW - 10 * MIN,
        6,
        side(83, { periods: [28, 30, 25] }),
        side(72, { periods: [25, 27, 20] }),
        {
          minute: 29,
          clockSeconds: 190,
        },
      ),
      tonightBox(NOW - 10 * MIN),
    ],
    // The card (index 2) arrives before the goal (index 1): the timeline still reads in order.
    [
      event(2, 'yellowCard', 28, 1),
      live(LIVE_HOT, NOW - 2 * MIN, 2, side(1, { yellow: 1 }), side(0), { minute: 28 }),
    ],
    [
      event(1, 'goal', 23, 1),
      {
        kind: 'stats',
        at: NOW - MIN,
        matchId: LIVE_HOT,
        home: { possession: 58, shots: 7, shotsOnTarget: 3, corners: 4, yellowCards: 1 },
        away: { possession: 42, shots: 3, shotsOnTarget: 1, corners: 1, yellowCards: 0 },
      },
    ],
  ];
}

/** The analysed match's lines: Macau in all three markets with moves, Bet365 in 1X2 only. */
export function analysedOdds(): FeedChange[] {
  return [
    oddsLine(ANALYSED, 1, 'europe', NOW - 3 * DAY, [1.8, 3.6, 4.2]),
    oddsLine(ANALYSED, 1, 'asia', NOW - 3 * DAY, [0.9, 0.75, 0.96]),
    oddsLine(ANALYSED, 1, 'overUnder', NOW - 3 * DAY, [0.92, 2.75, 0.94]),
    oddsLine(ANALYSED, 2, 'europe', NOW - 2 * DAY, [1.83, 3.5, 4.1]),
    oddsLine(ANALYSED, 1, 'asia', NOW - DAY, [0.86, 0.75, 1.0]),
    oddsLine(ANALYSED, 1, 'europe', NOW - 2 * HOUR, [1.75, 3.7, 4.4]),
    oddsLine(ANALYSED, 1, 'asia', NOW - HOUR, [0.98, 1, 0.88]),
  ];
}

export async function loadWorld(sink: Sink) {
  await sink.reference(reference);
  await sink.fixtures(fixtures);
  await sink.changes(pastResults(), { cursor: NOW - DAY, backfill: true });
  await sink.lottery(issues);
  await sink.changes(analysedOdds(), { cursor: NOW - HOUR });
  for (const batch of tonight()) {
    await sink.changes(batch, { cursor: Math.max(...batch.map((c) => c.at)) });
  }
}
