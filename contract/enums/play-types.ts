// Odds and lottery play types (spec §3) and their tab labels, per sport.
export const footballPlayTypes = {
  1: '欧赔',
  2: '让球',
  3: '大小球',
  4: '竞彩单关',
  5: '二串一',
} as const satisfies Record<number, string>;

export const basketballPlayTypes = {
  1: '让分',
  2: '大小分',
} as const satisfies Record<number, string>;

export type FootballPlayType = keyof typeof footballPlayTypes;
export type BasketballPlayType = keyof typeof basketballPlayTypes;

export const isFootballPlayType = (code: number): code is FootballPlayType =>
  Object.hasOwn(footballPlayTypes, code);

export const isBasketballPlayType = (code: number): code is BasketballPlayType =>
  Object.hasOwn(basketballPlayTypes, code);

/** '' for an unknown code: the two sports share codes 1 and 2 with different meanings. */
export const footballPlayTypeLabel = (code: number): string =>
  isFootballPlayType(code) ? footballPlayTypes[code] : '';

export const basketballPlayTypeLabel = (code: number): string =>
  isBasketballPlayType(code) ? basketballPlayTypes[code] : '';
