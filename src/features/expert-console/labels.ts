// The expert console's words for play types, selections, lines and results (spec §3 play types, handicap labels).
import type { PickSelection, PlanResult, PlanSport } from '../../../contract/calls/expert';
import { handicapLabel, overUnderLabel } from '../../../contract/enums/handicap';
import { basketballPlayTypes, footballPlayTypes } from '../../../contract/enums/play-types';
import type { LineMarket } from '../../../machines/plan-composer';

export const sportNames: Record<PlanSport, string> = { football: '足球', basketball: '篮球' };

export const playTypesOf = (sport: PlanSport): [number, string][] =>
  Object.entries(sport === 'football' ? footballPlayTypes : basketballPlayTypes).map(
    ([code, label]) => [Number(code), label],
  );

export const playTypeName = (sport: PlanSport, playType: number): string =>
  playTypesOf(sport).find(([code]) => code === playType)?.[1] ?? '';

/** 主胜/平/客胜 for 1X2, 主队/客队 for a handicap, 大/小 for a total. */
export function selectionName(market: LineMarket, selection: PickSelection): string {
  if (market === 'europe') return { home: '主胜', draw: '平', away: '客胜' }[selection as 'home'];
  if (market === 'asia') return selection === 'home' ? '主队' : '客队';
  return selection === 'over' ? '大' : '小';
}

const points = (n: number) => `${Number(n.toFixed(2))}`;

/**
 * A line as the page shows it. Football 让球 in ball words (半球, 受一球); basketball 让分 in points, which
 * ball words would misread (主让5.5分). Totals as numbers, football's quarter lines split (2/2.5).
 */
export function lineText(sport: PlanSport, market: LineMarket, line: number | null): string {
  if (line === null || market === 'europe') return '';
  if (market === 'asia') {
    if (sport === 'football') return handicapLabel(line);
    if (line === 0) return '平手';
    return `${line > 0 ? '主让' : '主受让'}${points(Math.abs(line))}分`;
  }
  return sport === 'football' ? overUnderLabel(line) : `${points(line)}分`;
}

/**
 * The line from the picked side's view, for its button: 客队 takes the home line turned round (受半球);
 * a basketball side that gives points reads -5.5, one that receives +5.5.
 */
export function sideLineText(
  sport: PlanSport,
  market: LineMarket,
  selection: PickSelection,
  line: number,
): string {
  if (market !== 'asia') return lineText(sport, market, line);
  const gives = selection === 'away' ? -line : line;
  if (sport === 'football') return handicapLabel(gives);
  if (gives === 0) return '平手';
  return `${gives > 0 ? '-' : '+'}${points(Math.abs(gives))}`;
}

/** Odds as the market quotes them: decimal for 1X2, Hong Kong water for handicaps and totals. */
export const oddsText = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(2));

export const resultMeta: Record<PlanResult, { label: string; className: string }> = {
  red: { label: '红', className: 'bg-brand-500 text-white' },
  black: { label: '黑', className: 'bg-neutral-800 text-white' },
  go: { label: '走', className: 'bg-neutral-300 text-neutral-700' },
  void: { label: '作废', className: 'border border-neutral-300 text-neutral-500' },
};
