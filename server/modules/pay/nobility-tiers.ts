// The seven nobility tiers a room offers, their monthly prices and privileges (each tier has those below it).

export interface NobilityTier {
  id: number;
  name: string;
  /** Price of one month, in diamond minor units. */
  monthlyUnits: number;
  privileges: string[];
}

/** A month of nobility is 30 days: the same length whenever it is bought. */
export const NOBILITY_MONTH_MS = 30 * 24 * 3600 * 1000;

const ladder: [string, number, string[]][] = [
  ['骑士', 3_000, ['专属贵族勋章', '贵族进场提示']],
  ['子爵', 10_000, ['彩色弹幕']],
  ['伯爵', 30_000, ['专属进场特效', '贵族专属礼物']],
  ['侯爵', 80_000, ['防禁言（房管除外）', '贡献榜昵称高亮']],
  ['公爵', 200_000, ['全站喇叭每月 5 次', '专属客服']],
  ['国王', 500_000, ['榜单隐身', '开通全站广播']],
  ['皇帝', 2_000_000, ['专属座驾', '主播连线优先', '开通全站飘屏']],
];

export const nobilityTiers: readonly NobilityTier[] = ladder.map(([name, monthlyUnits], i) => ({
  id: i + 1,
  name,
  monthlyUnits,
  privileges: ladder.slice(0, i + 1).flatMap(([, , own]) => own),
}));

export const nobilityTier = (id: number) => nobilityTiers.find((t) => t.id === id);
