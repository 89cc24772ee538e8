// The competition page suites' additions to the match-centre world: 英超 zones, a cup (英足总杯) with a
// bracket of known results, and timelines and line-ups of a few finished 英超 matches.
import type {
  FeedChange,
  FeedFixture,
  FeedLineupPlayer,
  FeedSink,
} from '../../server/providers/feed/types';
import { A, B, C, D, DAY, HOUR, NOW, reference, side } from './match-centre-world';

export const G = 105;
export const H = 106;
export const E1 = 301;
export const E2 = 302;
export const CUP = 5;
export const SEASON = 52026;

const cupFixture = (
  id: number,
  round: string,
  home: number,
  away: number,
  d: number,
): FeedFixture => ({
  id,
  sport: 'football',
  competitionId: CUP,
  seasonId: SEASON,
  round,
  homeTeamId: home,
  awayTeamId: away,
  kickoffAt: NOW + d * DAY,
  knockout: true,
  neutral: false,
  venue: '',
});

// Quarter-finals in one order, semi-finals listed against the order of the ties that fed them.
const cup: [FeedFixture, number | null, number | null, number | null, number | null][] = [
  [cupFixture(5001, '1/4决赛', A, E1, -12), 3, 0, null, null],
  [cupFixture(5002, '1/4决赛', G, H, -12), 1, 2, null, null],
  [cupFixture(5003, '1/4决赛', C, E2, -12), 2, 0, null, null],
  [cupFixture(5004, '1/4决赛', B, D, -12), 1, 1, 5, 4],
  [cupFixture(5005, '半决赛', C, B, -5), 2, 1, null, null],
  [cupFixture(5006, '半决赛', H, A, -5), 0, 1, null, null],
  [cupFixture(5007, '决赛', A, C, 3), null, null, null, null],
];

const lineup = (
  playerId: number,
  s: 'home' | 'away',
  name: string,
  position: string,
  starter = true,
): FeedLineupPlayer => ({
  playerId,
  side: s,
  name,
  shirtNumber: 1,
  position,
  starter,
  captain: false,
});

const event = (
  matchId: number,
  index: number,
  kind: string,
  s: 'home' | 'away',
  playerId: number,
  playerName: string,
  related = '',
): FeedChange => ({
  kind: 'event',
  at: NOW - 10 * DAY,
  event: {
    matchId,
    index,
    kind: kind as 'goal',
    minute: 10 * index,
    addedMinute: 0,
    period: 1,
    side: s,
    playerId,
    playerName,
    relatedPlayerName: related,
    homeScore: 0,
    awayScore: 0,
    text: '',
  },
});

/** 1201 A 2-1 B, 1203 A 3-0 D, 1212 D 0-3 A (英超): timelines and line-ups of City's side. */
const timelines: FeedChange[] = [
  {
    kind: 'lineups',
    at: NOW - 13 * DAY,
    matchId: 1201,
    players: [
      lineup(10103, 'home', '埃德森', 'GK'),
      lineup(10101, 'home', '埃尔林·哈兰德', 'ST'),
      lineup(10105, 'home', '菲尔·福登', 'AM'),
      lineup(10102, 'home', '罗德里', 'DM', false),
      lineup(10201, 'away', '布卡约·萨卡', 'RW'),
    ],
  },
  event(1201, 1, 'goal', 'home', 10101, '埃尔林·哈兰德', '菲尔·福登'),
  event(1201, 2, 'goal', 'away', 10201, '布卡约·萨卡'),
  event(1201, 3, 'substitution', 'home', 10105, '菲尔·福登', '罗德里'),
  event(1201, 4, 'penaltyGoal', 'home', 10101, '埃尔林·哈兰德'),
  event(1201, 5, 'yellowCard', 'home', 10102, '罗德里'),
  {
    kind: 'lineups',
    at: NOW - 11 * DAY,
    matchId: 1203,
    players: [
      lineup(10106, 'home', '斯特凡·奥尔特加', 'GK'),
      lineup(10101, 'home', '埃尔林·哈兰德', 'ST'),
    ],
  },
  event(1203, 1, 'goal', 'home', 10101, '埃尔林·哈兰德'),
  event(1203, 2, 'ownGoal', 'away', 10104, '鲁本·迪亚斯'),
  event(1203, 3, 'secondYellow', 'home', 10102, '罗德里'),
  {
    kind: 'lineups',
    at: NOW - 2 * DAY,
    matchId: 1212,
    players: [lineup(10103, 'away', '埃德森', 'GK'), lineup(10105, 'away', '菲尔·福登', 'AM')],
  },
  event(1212, 1, 'goal', 'away', 10105, '菲尔·福登'),
];

/** Puts the additions in through the ingest, after loadWorld. */
export async function loadCompetitionWorld(
  sink: Pick<FeedSink, 'reference' | 'fixtures' | 'changes'>,
) {
  await sink.reference({
    ...reference,
    competitions: [
      ...reference.competitions.map((c) =>
        c.id === 1
          ? {
              ...c,
              zones: [
                { from: 1, to: 2, label: '欧冠', tone: 'champions' as const },
                { from: 6, to: 6, label: '降级', tone: 'relegation' as const },
              ],
            }
          : c,
      ),
      {
        id: CUP,
        sport: 'football',
        name: '英格兰足总杯',
        shortName: '英足总杯',
        country: '英格兰',
        kind: 'cup',
        tier: 1,
        color: '#e4002b',
        hot: true,
        season: { id: SEASON, name: '2026/27' },
      },
    ],
  });
  await sink.fixtures(cup.map(([f]) => f));
  const results = cup
    .filter(([, hs]) => hs !== null)
    .map(
      ([f, hs, as, hp, ap]): FeedChange => ({
        kind: 'live',
        at: f.kickoffAt + 2 * HOUR,
        state: {
          matchId: f.id,
          state: 8,
          periodStartAt: null,
          minute: 0,
          addedTime: 0,
          clockSeconds: null,
          kickoffAt: f.kickoffAt,
          home: side(hs as number, { penalties: hp }),
          away: side(as as number, { penalties: ap }),
        },
      }),
    );
  await sink.changes([...results, ...timelines], { cursor: NOW - HOUR, backfill: true });
}
