// The score pages' e2e world: the server suites' match world plus a second football competition (西甲, not
// hot) for filters to tell apart, fixtures kept on today's list at any hour of the real clock.
import { chinaDayStart } from '../../contract/format';
import type { FeedFixture, FeedReference } from '../../server/providers/feed/types';
import { reference as worldReference } from '../server/match-world';

const MIN = 60_000;

// A second football competition (not hot) for the filter to tell apart.
export const reference: FeedReference = {
  ...worldReference,
  competitions: [
    ...worldReference.competitions,
    {
      id: 2,
      sport: 'football',
      name: '西班牙甲级联赛',
      shortName: '西甲',
      country: '西班牙',
      kind: 'league',
      tier: 1,
      color: '#ee8707',
      hot: false,
      season: { id: 22026, name: '2026/27' },
    },
  ],
  teams: [
    ...worldReference.teams,
    {
      id: 201,
      sport: 'football',
      name: '皇家马德里',
      shortName: '皇马',
      country: '西班牙',
      competitionId: 2,
    },
    {
      id: 202,
      sport: 'football',
      name: '巴塞罗那',
      shortName: '巴萨',
      country: '西班牙',
      competitionId: 2,
    },
  ],
};

/** A moment of China day `day` near `t`, so a fixture stays on that day's list at any hour. */
export const onDay = (day: string, t: number) =>
  Math.min(Math.max(t, chinaDayStart(day) + MIN), chinaDayStart(day) + 24 * 60 * MIN - MIN);

/** A league fixture of competition 1 (英超) or 2 (西甲) between two of its teams. */
export const football = (
  id: number,
  kickoffAt: number,
  [homeTeamId, awayTeamId]: [number, number] = [101, 102],
  competitionId = 1,
): FeedFixture => ({
  id,
  sport: 'football',
  competitionId,
  seasonId: competitionId === 1 ? 12026 : 22026,
  round: '第13轮',
  homeTeamId,
  awayTeamId,
  kickoffAt,
  knockout: false,
  neutral: false,
  venue: '',
});
