// A small hand-made feed world for the match suites: two competitions, four teams with players, two
// bookmakers, fixtures around a fixed "now", and builders for the changes a feed reports.
import type {
  FeedChange,
  FeedFixture,
  FeedLiveState,
  FeedReference,
  FeedSide,
} from '../../server/providers/feed/types';
import { side } from './feed-side';

export { side };

/** 2026-11-22 20:00 Beijing time (a Sunday). */
export const NOW = Date.parse('2026-11-22T20:00:00+08:00');
export const TODAY = '2026-11-22';
const MIN = 60_000;

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
      season: { id: 12026, name: '2026/27' },
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
      season: { id: 1012026, name: '2026/27' },
    },
  ],
  teams: [
    {
      id: 101,
      sport: 'football',
      name: '曼彻斯特城',
      shortName: '曼城',
      country: '英格兰',
      competitionId: 1,
    },
    {
      id: 102,
      sport: 'football',
      name: '阿森纳',
      shortName: '阿森纳',
      country: '英格兰',
      competitionId: 1,
    },
    {
      id: 103,
      sport: 'football',
      name: '利物浦',
      shortName: '利物浦',
      country: '英格兰',
      competitionId: 1,
    },
    {
      id: 104,
      sport: 'football',
      name: '切尔西',
      shortName: '切尔西',
      country: '英格兰',
      competitionId: 1,
    },
    {
      id: 10101,
      sport: 'basketball',
      name: '洛杉矶湖人',
      shortName: '湖人',
      country: '美国',
      competitionId: 101,
    },
    {
      id: 10102,
      sport: 'basketball',
      name: '波士顿凯尔特人',
      shortName: '凯尔特人',
      country: '美国',
      competitionId: 101,
    },
  ],
  players: [
    {
      id: 10101,
      teamId: 101,
      sport: 'football',
      name: '埃尔林·哈兰德',
      shirtNumber: 9,
      position: 'ST',
      nationality: '挪威',
      birthYear: 2000,
      heightCm: 194,
    },
    {
      id: 10201,
      teamId: 102,
      sport: 'football',
      name: '布卡约·萨卡',
      shirtNumber: 7,
      position: 'RW',
      nationality: '英格兰',
      birthYear: 2001,
      heightCm: 178,
    },
    {
      id: 1010101,
      teamId: 10101,
      sport: 'basketball',
      name: '勒布朗·詹姆斯',
      shirtNumber: 23,
      position: 'SF',
      nationality: '美国',
      birthYear: 1984,
      heightCm: 206,
    },
    {
      id: 1010201,
      teamId: 10102,
      sport: 'basketball',
      name: '杰森·塔图姆',
      shirtNumber: 0,
      position: 'SF',
      nationality: '美国',
      birthYear: 1998,
      heightCm: 203,
    },
  ],
  bookmakers: [
    { id: 1, name: '澳门' },
    { id: 2, name: 'Bet365' },
  ],
};

const fixture = (
  f: Partial<FeedFixture> & Pick<FeedFixture, 'id' | 'homeTeamId' | 'awayTeamId' | 'kickoffAt'>,
): FeedFixture => ({
  sport: 'football',
  competitionId: 1,
  seasonId: 12026,
  round: '第13轮',
  knockout: false,
  neutral: false,
  venue: '伊蒂哈德球场',
  ...f,
});

export const fixtures: FeedFixture[] = [
  // Kicked off at 19:30: in the first half at NOW.
  fixture({ id: 1001, homeTeamId: 101, awayTeamId: 102, kickoffAt: NOW - 30 * MIN }),
  // Tonight at 23:00.
  fixture({ id: 1002, homeTeamId: 103, awayTeamId: 104, kickoffAt: NOW + 180 * MIN }),
  // Yesterday, finished.
  fixture({ id: 1003, homeTeamId: 102, awayTeamId: 103, kickoffAt: NOW - 24 * 60 * MIN }),
  // Tomorrow.
  fixture({ id: 1004, homeTeamId: 104, awayTeamId: 101, kickoffAt: NOW + 24 * 60 * MIN }),
  {
    id: 2001,
    sport: 'basketball',
    competitionId: 101,
    seasonId: 1012026,
    round: '常规赛',
    homeTeamId: 10101,
    awayTeamId: 10102,
    kickoffAt: NOW - 60 * MIN,
    knockout: false,
    neutral: false,
    venue: '加密网体育馆',
  },
];

export const live = (
  matchId: number,
  at: number,
  state: number,
  home: FeedSide,
  away: FeedSide,
  extra: Partial<FeedLiveState> = {},
): FeedChange => {
  const kickoffAt = fixtures.find((f) => f.id === matchId)?.kickoffAt ?? at;
  // The half's clock starts at kick-off (first half) or an hour later (second half), as a feed reports it.
  const periodStartAt = state === 2 ? kickoffAt : state === 4 ? kickoffAt + 60 * MIN : null;
  return {
    kind: 'live',
    at,
    state: {
      matchId,
      state,
      periodStartAt,
      minute: 10,
      addedTime: 0,
      clockSeconds: null,
      kickoffAt,
      home,
      away,
      ...extra,
    },
  };
};

export const goal = (
  matchId: number,
  index: number,
  at: number,
  homeScore: number,
  awayScore: number,
): FeedChange => ({
  kind: 'event',
  at,
  event: {
    matchId,
    index,
    kind: 'goal',
    minute: 23,
    addedMinute: 0,
    period: 1,
    side: 'home',
    playerId: 10101,
    playerName: '埃尔林·哈兰德',
    relatedPlayerName: '',
    homeScore,
    awayScore,
    text: '第23分钟，曼城 哈兰德 进球！',
  },
});

export const line = (
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
