// A small feed world laid out around the real "today" (China days), for the /api/match and /api/attention
// suites: those calls read the clock (today's strip, today's lists, followed matches of today), so the
// fixtures sit at fixed hours of today, yesterday and the days around. States are set explicitly.
import { addChinaDays, chinaDay, chinaDayStart } from '../../contract/format/china-day';
import type {
  FeedChange,
  FeedFixture,
  FeedReference,
  Sport,
} from '../../server/providers/feed/types';
import { side } from './feed-side';

export const TODAY = chinaDay();
const HOUR = 3_600_000;

/** The instant of `hour` (may be fractional) on the China day `days` after today. */
export const at = (days: number, hour: number) =>
  chinaDayStart(addChinaDays(TODAY, days)) + hour * HOUR;

const competition = (
  id: number,
  sport: Sport,
  name: string,
  shortName: string,
  country: string,
  tier: number,
  hot: boolean,
) => ({
  id,
  sport,
  name,
  shortName,
  country,
  kind: 'league' as const,
  tier,
  color: '#123456',
  hot,
  season: { id: id * 10_000 + 2026, name: '2026/27' },
});

const team = (id: number, sport: Sport, name: string, competitionId: number) => ({
  id,
  sport,
  name,
  shortName: name,
  country: sport === 'football' ? '英格兰' : '美国',
  competitionId,
});

export const reference: FeedReference = {
  competitions: [
    competition(1, 'football', '英格兰超级联赛', '英超', '英格兰', 1, true),
    competition(2, 'football', '英格兰冠军联赛', '英冠', '英格兰', 2, false),
    competition(101, 'basketball', '美国职业篮球联赛', 'NBA', '美国', 1, true),
    competition(102, 'basketball', '中国男子篮球职业联赛', 'CBA', '中国', 1, false),
  ],
  teams: [
    team(101, 'football', '曼城', 1),
    team(102, 'football', '阿森纳', 1),
    team(103, 'football', '利物浦', 1),
    team(104, 'football', '切尔西', 1),
    team(201, 'football', '利兹联', 2),
    team(202, 'football', '桑德兰', 2),
    team(10101, 'basketball', '湖人', 101),
    team(10102, 'basketball', '凯尔特人', 101),
    team(10201, 'basketball', '广东', 102),
    team(10202, 'basketball', '辽宁', 102),
  ],
  players: [],
  bookmakers: [{ id: 1, name: '澳门' }],
};

const fixture = (
  id: number,
  sport: Sport,
  competitionId: number,
  homeTeamId: number,
  awayTeamId: number,
  kickoffAt: number,
): FeedFixture => ({
  id,
  sport,
  competitionId,
  seasonId: competitionId * 10_000 + 2026,
  round: sport === 'football' ? '第13轮' : '常规赛',
  homeTeamId,
  awayTeamId,
  kickoffAt,
  knockout: false,
  neutral: false,
  venue: '',
});

/** Match ids by what they are in this world. */
export const M = {
  liveNoon: 1001, // 英超 today 12:00, second half
  tonight: 1002, // 英超 today 21:00, not started
  secondTier: 1003, // 英冠 (not hot) today 15:00, not started
  lateLastNight: 1004, // 英超 yesterday 23:30, still in the second half
  yesterday: 1005, // 英超 yesterday 15:00, finished
  tomorrow: 1006, // 英超 tomorrow 20:00, not started
  postponed: 1007, // 英冠 today 10:00, postponed
  threeDaysAgo: 1008, // 英超 3 days ago, finished
  inSixDays: 1009, // 英超 in 6 days (the strip's last day)
  inSevenDays: 1010, // 英超 in 7 days (past the strip)
  nbaLive: 2001, // NBA today 09:00, Q2
  cbaEvening: 2002, // CBA (not hot) today 19:30, not started
  nbaFinished: 2003, // NBA today 11:00, finished
} as const;

export const fixtures: FeedFixture[] = [
  fixture(M.liveNoon, 'football', 1, 101, 102, at(0, 12)),
  fixture(M.tonight, 'football', 1, 103, 104, at(0, 21)),
  fixture(M.secondTier, 'football', 2, 201, 202, at(0, 15)),
  fixture(M.lateLastNight, 'football', 1, 104, 103, at(-1, 23.5)),
  fixture(M.yesterday, 'football', 1, 102, 101, at(-1, 15)),
  fixture(M.tomorrow, 'football', 1, 101, 103, at(1, 20)),
  fixture(M.postponed, 'football', 2, 202, 201, at(0, 10)),
  fixture(M.threeDaysAgo, 'football', 1, 102, 104, at(-3, 20)),
  fixture(M.inSixDays, 'football', 1, 103, 102, at(6, 20)),
  fixture(M.inSevenDays, 'football', 1, 104, 101, at(7, 20)),
  fixture(M.nbaLive, 'basketball', 101, 10101, 10102, at(0, 9)),
  fixture(M.cbaEvening, 'basketball', 102, 10201, 10202, at(0, 19.5)),
  fixture(M.nbaFinished, 'basketball', 101, 10102, 10101, at(0, 11)),
];

let clock = Date.now();

/** A live report moving a match to `state` (each report later than the last, so it is never stale). */
export const stateOf = (matchId: number, state: number, home = 0, away = 0): FeedChange => {
  const f = fixtures.find((x) => x.id === matchId)!;
  clock += 1000;
  return {
    kind: 'live',
    at: clock,
    state: {
      matchId,
      state,
      periodStartAt: null,
      minute: 0,
      addedTime: 0,
      clockSeconds: f.sport === 'basketball' ? 300 : null,
      kickoffAt: f.kickoffAt,
      home: side(home),
      away: side(away),
    },
  };
};

/** The states the world starts in (the rest are not started). */
export const initialStates = (): FeedChange[] => [
  stateOf(M.liveNoon, 4, 1, 0),
  stateOf(M.lateLastNight, 4, 2, 2),
  stateOf(M.yesterday, 8, 0, 1),
  stateOf(M.postponed, 9),
  stateOf(M.threeDaysAgo, 8, 3, 3),
  stateOf(M.nbaLive, 4, 50, 48),
  stateOf(M.nbaFinished, 10, 101, 99),
];

/** Loads the world through the ingest, as a feed would. */
export async function loadWorld(ingest: {
  reference(r: FeedReference): Promise<void>;
  fixtures(f: FeedFixture[]): Promise<void>;
  changes(c: FeedChange[], o: { cursor: number }): Promise<void>;
}) {
  await ingest.reference(reference);
  await ingest.fixtures(fixtures);
  const changes = initialStates();
  await ingest.changes(changes, { cursor: changes.at(-1)!.at });
}
