// Test fixtures for the simulator's match engines: teams, squads and match inputs built here, so the
// engine tests do not depend on the catalogue.

import type {
  CompetitionSpec,
  MatchInput,
  TeamSpec,
} from '../../server/providers/feed/simulator/model';
import { Rng } from '../../server/providers/feed/simulator/rng';
import type { FeedFixture, FeedPlayer } from '../../server/providers/feed/types';

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
];
const GIVEN = [
  '伟',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '杰',
  '涛',
  '明',
  '超',
  '斌',
  '鹏',
  '辉',
  '浩',
  '宇',
];

/** A football squad of 25: three keepers, eight defenders, eight midfielders, six forwards. */
const FOOTBALL_POSITIONS = [
  'GK',
  'DL',
  'DC',
  'DC',
  'DR',
  'MC',
  'MC',
  'ML',
  'MR',
  'ST',
  'ST',
  'GK',
  'DC',
  'DL',
  'DR',
  'DM',
  'DM',
  'AM',
  'LW',
  'RW',
  'F',
  'DC',
  'GK',
  'MC',
  'ST',
];

export function footballSquad(teamId: number, seed = teamId): FeedPlayer[] {
  const rng = new Rng(`squad:${seed}`);
  // Names are unique within a squad, so a substitute can be found by the name an event gives.
  const names = new Set<string>();
  const freshName = (): string => {
    for (;;) {
      const name = `${rng.pick(SURNAMES)}${rng.pick(GIVEN)}${rng.chance(0.5) ? rng.pick(GIVEN) : ''}`;
      if (!names.has(name)) {
        names.add(name);
        return name;
      }
    }
  };
  return FOOTBALL_POSITIONS.map((position, i) => ({
    id: teamId * 100 + i + 1,
    teamId,
    sport: 'football' as const,
    name: freshName(),
    shirtNumber: i + 1,
    position,
    nationality: '中国',
    birthYear: rng.int(1990, 2006),
    heightCm: rng.int(170, 195),
  }));
}

export function footballTeam(id: number, rating: number, competitionId = 1): TeamSpec {
  return {
    id,
    sport: 'football',
    name: `测试队${id}`,
    shortName: `队${id}`,
    country: '中国',
    competitionId,
    rating,
    namePool: 'china',
  };
}

export function footballCompetition(
  id = 1,
  format: 'league' | 'knockout' = 'league',
): CompetitionSpec {
  return {
    id,
    sport: 'football',
    name: '测试联赛',
    shortName: '测试',
    country: '中国',
    kind: format === 'league' ? 'league' : 'cup',
    tier: 1,
    color: '#336699',
    hot: false,
    seasonName: '2026',
    utcOffset: 8,
    slots: { 6: ['19:30'] },
    format,
    teamIds: [],
  };
}

/** 2026-11-21 19:30 in Beijing. */
export const KICKOFF = Date.UTC(2026, 10, 21, 11, 30);

export interface PairingOptions {
  matchId: number;
  homeRating: number;
  awayRating: number;
  seed: number | string;
  knockout?: boolean;
  neutral?: boolean;
  kickoffAt?: number;
}

export function footballInput(o: PairingOptions): MatchInput {
  const homeId = o.matchId * 2;
  const awayId = o.matchId * 2 + 1;
  const knockout = o.knockout ?? false;
  const fixture: FeedFixture = {
    id: o.matchId,
    sport: 'football',
    competitionId: 1,
    seasonId: 1,
    round: knockout ? '1/8决赛' : '第12轮',
    homeTeamId: homeId,
    awayTeamId: awayId,
    kickoffAt: o.kickoffAt ?? KICKOFF,
    knockout,
    neutral: o.neutral ?? false,
    venue: '测试球场',
  };
  return {
    fixture,
    competition: footballCompetition(1, knockout ? 'knockout' : 'league'),
    home: footballTeam(homeId, o.homeRating),
    away: footballTeam(awayId, o.awayRating),
    homeSquad: footballSquad(homeId),
    awaySquad: footballSquad(awayId),
    rng: new Rng(o.seed),
  };
}

/**
 * Typical pairings: a league's sides sit within ±8 of its level, and levels spread from the
 * strongest leagues to the weakest, so ratings cover 55-92.
 */
export function typicalPairings(count: number, seed: string): PairingOptions[] {
  const rng = new Rng(seed);
  return Array.from({ length: count }, (_, i) => {
    const level = rng.between(63, 84);
    return {
      matchId: i + 1,
      homeRating: Math.round(level + rng.between(-8, 8)),
      awayRating: Math.round(level + rng.between(-8, 8)),
      seed: `${seed}:${i}`,
    };
  });
}
