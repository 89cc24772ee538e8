// Match state codes from the data feed (spec §3): full and short labels, and the phase of each.

/** The four groups the match lists and their status icons sort a state into. */
export type MatchPhase = 'live' | 'notStarted' | 'finished' | 'abnormal';

export interface MatchStateInfo {
  label: string;
  short: string;
  phase: MatchPhase;
}

export const footballMatchStates = {
  0: { label: '异常', short: '异常', phase: 'abnormal' },
  1: { label: '未开始', short: '未', phase: 'notStarted' },
  2: { label: '上半场', short: '上', phase: 'live' },
  3: { label: '中场', short: '中', phase: 'live' },
  4: { label: '下半场', short: '下', phase: 'live' },
  5: { label: '加时', short: '加时', phase: 'live' },
  // The spec shows code 6 blank: the feed's retired second extra-time code. '-' keeps the cell
  // from collapsing, and a match reporting it is still being played.
  6: { label: '-', short: '-', phase: 'live' },
  7: { label: '点球', short: '点球', phase: 'live' },
  8: { label: '完场', short: '完', phase: 'finished' },
  9: { label: '推迟', short: '推迟', phase: 'abnormal' },
  10: { label: '中断', short: '中断', phase: 'abnormal' },
  11: { label: '腰斩', short: '腰斩', phase: 'abnormal' },
  12: { label: '取消', short: '取消', phase: 'abnormal' },
  13: { label: '待定', short: '待定', phase: 'abnormal' },
} as const satisfies Record<number, MatchStateInfo>;

export const basketballMatchStates = {
  0: { label: '异常', short: '异常', phase: 'abnormal' },
  1: { label: '未开始', short: '未', phase: 'notStarted' },
  2: { label: '第一节', short: '1st', phase: 'live' },
  3: { label: '第一节完', short: '1st完', phase: 'live' },
  4: { label: '第二节', short: '2nd', phase: 'live' },
  // Chinese score sites call the break after the second quarter half-time.
  5: { label: '中场', short: '2nd完', phase: 'live' },
  6: { label: '第三节', short: '3rd', phase: 'live' },
  7: { label: '第三节完', short: '3rd完', phase: 'live' },
  8: { label: '第四节', short: '4th', phase: 'live' },
  9: { label: '加时', short: '加时', phase: 'live' },
  10: { label: '完场', short: '完', phase: 'finished' },
  11: { label: '中断', short: '中断', phase: 'abnormal' },
  12: { label: '取消', short: '取消', phase: 'abnormal' },
  13: { label: '推迟', short: '推迟', phase: 'abnormal' },
  14: { label: '腰斩', short: '腰斩', phase: 'abnormal' },
  15: { label: '待定', short: '待定', phase: 'abnormal' },
} as const satisfies Record<number, MatchStateInfo>;

export type FootballMatchState = keyof typeof footballMatchStates;
export type BasketballMatchState = keyof typeof basketballMatchStates;

export const isFootballMatchState = (code: number): code is FootballMatchState =>
  Object.hasOwn(footballMatchStates, code);

export const isBasketballMatchState = (code: number): code is BasketballMatchState =>
  Object.hasOwn(basketballMatchStates, code);

const footballInfo = (code: number): MatchStateInfo | undefined =>
  isFootballMatchState(code) ? footballMatchStates[code] : undefined;

const basketballInfo = (code: number): MatchStateInfo | undefined =>
  isBasketballMatchState(code) ? basketballMatchStates[code] : undefined;

/** Labels are '' for an unknown code, so a new feed code shows nothing rather than a number. */
export const footballMatchStateLabel = (code: number): string => footballInfo(code)?.label ?? '';

export const footballMatchStateShortLabel = (code: number): string =>
  footballInfo(code)?.short ?? '';

export const basketballMatchStateLabel = (code: number): string =>
  basketballInfo(code)?.label ?? '';

export const basketballMatchStateShortLabel = (code: number): string =>
  basketballInfo(code)?.short ?? '';

// An unknown code is 'abnormal': claiming a match is live or finished on a guess misleads bettors.
export const footballMatchPhase = (code: number): MatchPhase =>
  footballInfo(code)?.phase ?? 'abnormal';

export const basketballMatchPhase = (code: number): MatchPhase =>
  basketballInfo(code)?.phase ?? 'abnormal';
