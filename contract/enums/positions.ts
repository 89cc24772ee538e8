// Player position codes from the data feed (spec §3) and their Chinese labels, per sport.
export const footballPositions = {
  F: '前锋',
  M: '中场',
  D: '后卫',
  G: '门将',
  LW: '左边锋',
  RW: '右边锋',
  ST: '中锋',
  AM: '前腰',
  ML: '左中场',
  MC: '中前卫',
  MR: '右中场',
  DM: '后腰',
  DL: '左后卫',
  DC: '中后卫',
  DR: '右后卫',
  GK: '守门员',
} as const satisfies Record<string, string>;

export const basketballPositions = {
  C: '中锋',
  SF: '小前锋',
  PF: '大前锋',
  SG: '得分后卫',
  PG: '控球后卫',
  F: '前锋',
  G: '后卫',
} as const satisfies Record<string, string>;

export type FootballPosition = keyof typeof footballPositions;
export type BasketballPosition = keyof typeof basketballPositions;

// The feed is not consistent about case or padding, so codes are normalised before the lookup.
const normalise = (code: string): string => code.trim().toUpperCase();

export const isFootballPosition = (code: string): code is FootballPosition =>
  Object.hasOwn(footballPositions, code);

export const isBasketballPosition = (code: string): code is BasketballPosition =>
  Object.hasOwn(basketballPositions, code);

/** '' for an unknown or missing code, so a line-up shows no position rather than a raw code. */
export const footballPositionLabel = (code: string | null | undefined): string => {
  const key = normalise(code ?? '');
  return isFootballPosition(key) ? footballPositions[key] : '';
};

export const basketballPositionLabel = (code: string | null | undefined): string => {
  const key = normalise(code ?? '');
  return isBasketballPosition(key) ? basketballPositions[key] : '';
};

// Goalkeepers, defenders, midfielders, forwards; basketball from the point guard to the centre.
const positionGroups: Record<string, number> = {
  G: 0,
  GK: 0,
  D: 1,
  DL: 1,
  DC: 1,
  DR: 1,
  DM: 2,
  M: 2,
  ML: 2,
  MC: 2,
  MR: 2,
  AM: 2,
  F: 3,
  LW: 3,
  RW: 3,
  ST: 3,
};
const basketballGroups: Record<string, number> = { PG: 0, SG: 1, G: 1, SF: 2, F: 3, PF: 3, C: 4 };

/** Sort key of a position code in a squad or line-up (unknown codes last). */
export const positionRank = (sport: 'football' | 'basketball', code: string) =>
  (sport === 'football' ? positionGroups : basketballGroups)[code.trim().toUpperCase()] ?? 9;
