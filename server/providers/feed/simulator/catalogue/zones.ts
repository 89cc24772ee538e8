// What a league table's ranks lead to, as 雷速 and 球探 colour them: the big leagues as they really are,
// every other league by its tier (a top flight sends its best abroad and its last down; a lower one sends
// its best up). NBA ranks each conference on its own, so its zones are per group.
import type { LeagueZone } from '../../../../../contract/calls/live-library';
import { type RegionName, regionOf } from '../../../../../contract/enums/regions';
import type { CompetitionSpec } from '../model';

const zone = (from: number, to: number, label: string, tone: LeagueZone['tone']): LeagueZone => ({
  from,
  to,
  label,
  tone,
});

/** The real ones, by short name: n is the number of teams. */
const known: Record<string, (n: number) => LeagueZone[]> = {
  英超: (n) => [
    zone(1, 4, '欧冠', 'champions'),
    zone(5, 5, '欧联', 'europe'),
    zone(6, 6, '欧协联资格', 'conference'),
    zone(n - 2, n, '降级', 'relegation'),
  ],
  西甲: (n) => [
    zone(1, 4, '欧冠', 'champions'),
    zone(5, 6, '欧联', 'europe'),
    zone(7, 7, '欧协联资格', 'conference'),
    zone(n - 2, n, '降级', 'relegation'),
  ],
  意甲: (n) => [
    zone(1, 4, '欧冠', 'champions'),
    zone(5, 6, '欧联', 'europe'),
    zone(7, 7, '欧协联资格', 'conference'),
    zone(n - 2, n, '降级', 'relegation'),
  ],
  德甲: (n) => [
    zone(1, 4, '欧冠', 'champions'),
    zone(5, 6, '欧联', 'europe'),
    zone(7, 7, '欧协联资格', 'conference'),
    zone(n - 2, n - 2, '降级附加赛', 'playoff'),
    zone(n - 1, n, '降级', 'relegation'),
  ],
  法甲: (n) => [
    zone(1, 3, '欧冠', 'champions'),
    zone(4, 4, '欧冠资格赛', 'europe'),
    zone(5, 5, '欧联', 'europe'),
    zone(6, 6, '欧协联资格', 'conference'),
    zone(n - 2, n - 2, '降级附加赛', 'playoff'),
    zone(n - 1, n, '降级', 'relegation'),
  ],
  中超: (n) => [
    zone(1, 3, '亚冠精英联赛', 'champions'),
    zone(4, 4, '亚冠二级联赛', 'europe'),
    zone(n - 1, n, '降级', 'relegation'),
  ],
  CBA: () => [zone(1, 12, '季后赛', 'champions')],
};

/** NBA per conference: 1-6 straight to the play-offs, 7-10 the play-in. */
const nbaConference = [zone(1, 6, '季后赛', 'champions'), zone(7, 10, '附加赛', 'playoff')];

/** Continental places of a top flight, by the continent it is played on. */
const continental: Partial<Record<RegionName, string>> = {
  欧洲: '欧战资格',
  亚洲: '亚冠资格',
  美洲: '洲际杯赛资格',
  大洋洲: '亚冠资格',
};

export function zonesOf(spec: CompetitionSpec): LeagueZone[] {
  const n = spec.teamIds.length;
  if (spec.kind !== 'league' || spec.format !== 'league' || n < 6) return [];
  if (spec.shortName === 'NBA') return nbaConference;
  const rule = known[spec.shortName];
  if (rule) return rule(n);
  if (spec.sport === 'basketball') return [zone(1, Math.min(8, n >> 1), '季后赛', 'champions')];
  if (spec.country === '国际') return [zone(1, Math.min(8, n >> 1), '晋级淘汰赛', 'champions')];
  if (spec.tier === 1) {
    const cup = continental[regionOf(spec.country)] ?? '洲际赛事资格';
    return [zone(1, 2, cup, 'champions'), zone(n - 1, n, '降级', 'relegation')];
  }
  return [
    zone(1, 2, '升级', 'promotion'),
    zone(3, 6, '升级附加赛', 'playoff'),
    zone(n - 2, n, '降级', 'relegation'),
  ];
}

/** NBA's conferences by short name; every other league is one table. */
const EAST = new Set(
  '骑士 尼克斯 凯尔特人 活塞 魔术 老鹰 雄鹿 热火 步行者 76人 猛龙 公牛 黄蜂 奇才 篮网'.split(' '),
);

export function groupOf(spec: CompetitionSpec, shortName: string): string {
  if (spec.shortName !== 'NBA') return '';
  return EAST.has(shortName) ? '东部' : '西部';
}
