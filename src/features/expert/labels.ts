// 有料's words: play types by sport, a pick's line and selection as Chinese odds sites write them, and the
// badges of a plan's result (红/黑/走/作废) and of each pick's result (赢/赢半/走/输半/输/作废).
import type { PickSelection, PlanResult, PlanSport } from '../../../contract/calls/expert';
import { handicapLabel, overUnderLabel } from '../../../contract/enums/handicap';
import {
  basketballPlayTypeLabel,
  basketballPlayTypes,
  footballPlayTypeLabel,
  footballPlayTypes,
} from '../../../contract/enums/play-types';

export const sportLabels: Record<PlanSport, string> = { football: '足球', basketball: '篮球' };

/** 欧赔, 让球 … for football; 让分, 大小分 for basketball (the two share codes 1 and 2). */
export const playTypeLabel = (sport: PlanSport, playType: number) =>
  (sport === 'football' ? footballPlayTypeLabel(playType) : basketballPlayTypeLabel(playType)) ||
  '方案';

/** The play types of a sport as filter tabs, in code order. */
export const playTypesOf = (sport: PlanSport): { code: number; label: string }[] =>
  Object.entries(sport === 'football' ? footballPlayTypes : basketballPlayTypes).map(
    ([code, label]) => ({ code: Number(code), label }),
  );

type Market = 'europe' | 'asia' | 'total' | 'lottery';

/**
 * Which market a play type picks in: football 1 胜平负, 2 让球 (Asian, positive = home gives), 3 大小球,
 * 4 and 5 竞彩 (a whole-ball 让球 added to home, or none); basketball 1 让分, 2 大小分.
 */
export function marketOf(sport: PlanSport, playType: number): Market {
  if (sport === 'basketball') return playType === 2 ? 'total' : 'asia';
  if (playType === 2) return 'asia';
  if (playType === 3) return 'total';
  if (playType === 4 || playType === 5) return 'lottery';
  return 'europe';
}

const points = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}分`;

/** The line as the pick was committed: 主让半球, 客让一球, 平手, 大小 2.5/3, 让球 -1, 主让5.5分; '' for none. */
export function lineLabel(sport: PlanSport, playType: number, line: number | null): string {
  if (line === null) return '';
  switch (marketOf(sport, playType)) {
    case 'asia':
      if (line === 0) return '平手';
      if (sport === 'basketball') return `${line > 0 ? '主让' : '客让'}${points(Math.abs(line))}`;
      return `${line > 0 ? '主让' : '客让'}${handicapLabel(Math.abs(line))}`;
    case 'total':
      return sport === 'basketball' ? `总分 ${line}` : `大小 ${overUnderLabel(line)}`;
    case 'lottery':
      // The lottery adds the whole balls to home: -1 is 主让1球 (written 让球 -1 on the ticket).
      return line === 0 ? '' : `让球 ${line > 0 ? '+' : ''}${line}`;
    default:
      return '';
  }
}

/** 主胜/平局/客胜, 让胜/让平/让负 (竞彩 with a 让球), 主队/客队 (让球, 让分), 大/小. */
export function selectionLabel(
  sport: PlanSport,
  playType: number,
  selection: PickSelection,
  line: number | null,
  teams?: { home: string; away: string },
): string {
  const market = marketOf(sport, playType);
  if (selection === 'over') return sport === 'basketball' ? '大分' : '大球';
  if (selection === 'under') return sport === 'basketball' ? '小分' : '小球';
  if (market === 'asia') {
    const side = selection === 'home' ? '主队' : '客队';
    const team = teams ? (selection === 'home' ? teams.home : teams.away) : '';
    return team ? `${side} ${team}` : side;
  }
  const handicapped = market === 'lottery' && line !== null && line !== 0;
  if (selection === 'draw') return handicapped ? '让平' : '平局';
  if (selection === 'home') return handicapped ? '让胜' : '主胜';
  return handicapped ? '让负' : '客胜';
}

export const resultLabels: Record<PlanResult, string> = {
  red: '红',
  black: '黑',
  go: '走',
  void: '作废',
};

/** 红 on red, 黑 dark, 走 grey, 作废 a grey outline: the peers' colours. */
export const resultTone: Record<PlanResult, string> = {
  red: 'bg-brand-500 text-white',
  black: 'bg-neutral-800 text-white',
  go: 'bg-neutral-400 text-white',
  void: 'bg-white text-neutral-500 ring-1 ring-inset ring-neutral-300',
};

export type PickResult = 'win' | 'halfWin' | 'push' | 'halfLoss' | 'loss' | 'void';

export const pickResultLabels: Record<PickResult, string> = {
  win: '赢',
  halfWin: '赢半',
  push: '走',
  halfLoss: '输半',
  loss: '输',
  void: '作废',
};

export const pickResultTone: Record<PickResult, string> = {
  win: 'text-brand-600',
  halfWin: 'text-brand-500',
  push: 'text-neutral-500',
  halfLoss: 'text-neutral-700',
  loss: 'text-neutral-900',
  void: 'text-neutral-400',
};

/** 近10中7 (fewer than 10 settled: 近5中3). */
export const last10Text = ({ red, total }: { red: number; total: number }) =>
  total === 0 ? '暂无战绩' : `近${total}中${red}`;

/** 42.5% with one decimal dropped when whole. */
export const percentText = (value: number) =>
  `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

/** Decimal odds as printed: two decimals. */
export const oddsText = (odds: number) => odds.toFixed(2);
