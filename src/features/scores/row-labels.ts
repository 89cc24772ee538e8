// The text of a score row: state labels, the phase its tabs go by, the half-time score and the main
// bookmaker's lines in the odds tables' words (spec §3 states and handicap values, §9 odds).

import { handicapLabel, overUnderLabel } from '../../../contract/enums/handicap';
import {
  basketballMatchPhase,
  basketballMatchStateLabel,
  basketballMatchStateShortLabel,
  footballMatchPhase,
  footballMatchStateLabel,
  footballMatchStateShortLabel,
  type MatchPhase,
} from '../../../contract/enums/match-states';
import type { MatchType } from '../../../contract/events';
import type { MatchItem } from '../../../contract/match';

export interface StateLabels {
  /** 上半场, 第一节完 … */
  full: string;
  /** 上, 1st完 … for narrow cells. */
  short: string;
}

export const stateLabels = (type: MatchType, state: number): StateLabels =>
  type === 'football'
    ? { full: footballMatchStateLabel(state), short: footballMatchStateShortLabel(state) }
    : { full: basketballMatchStateLabel(state), short: basketballMatchStateShortLabel(state) };

/** The tab group of a state: a row moves into and out of 进行中 as its state is pushed. */
export const rowPhase = (type: MatchType, state: number): MatchPhase =>
  type === 'football' ? footballMatchPhase(state) : basketballMatchPhase(state);

/** Odds and waters as the tables print them: two decimals. */
export const oddsText = (value: number) => value.toFixed(2);

/** Half-time score, home first (1-0); '' before half-time and in basketball. */
export const halfTimeText = (row: Pick<MatchItem, 'home' | 'away'>) =>
  row.home.half === null || row.away.half === null ? '' : `${row.home.half}-${row.away.half}`;

/**
 * Basketball's handicap is in points, shown as a number from the home side with the receiving
 * prefix on negatives, as the football labels do (5.5, 受5.5); 0 is 平手.
 */
export const pointsHandicapLabel = (value: number): string => {
  if (!Number.isFinite(value)) return '';
  if (value === 0) return '平手';
  return value < 0 ? `受${Math.abs(value)}` : String(value);
};

export interface HandicapLine {
  /** Water on the home side. */
  home: string;
  /** The line from the home side: 半球, 受一球/球半 (football); 5.5, 受5.5 (basketball). */
  line: string;
  away: string;
}

export interface OverUnderLine {
  over: string;
  /** 2.5, 2/2.5 … */
  line: string;
  under: string;
}

const finite = (values: readonly number[] | null, length: number): values is number[] =>
  values !== null && values.length === length && values.every(Number.isFinite);

/** Asian handicap [home water, line, away water]; null when the bookmaker has none (or it is malformed). */
export function handicapLine(
  type: MatchType,
  values: readonly number[] | null,
): HandicapLine | null {
  if (!finite(values, 3)) return null;
  const [home, line, away] = values as [number, number, number];
  return {
    home: oddsText(home),
    line: type === 'football' ? handicapLabel(line) : pointsHandicapLabel(line),
    away: oddsText(away),
  };
}

/** Over/under [over water, line, under water]. */
export function overUnderLine(values: readonly number[] | null): OverUnderLine | null {
  if (!finite(values, 3)) return null;
  const [over, line, under] = values as [number, number, number];
  return { over: oddsText(over), line: overUnderLabel(line), under: oddsText(under) };
}

/** European odds: football 1X2 [主胜, 平, 客胜], basketball [主, 客]; two decimals each. */
export function europeLine(type: MatchType, values: readonly number[] | null): string[] | null {
  if (!finite(values, type === 'football' ? 3 : 2)) return null;
  return values.map(oddsText);
}

export interface RowLabels {
  state: StateLabels;
  phase: MatchPhase;
  halfTime: string;
  handicap: HandicapLine | null;
  overUnder: OverUnderLine | null;
  europe: string[] | null;
}

/** Everything textual a row shows besides names and counters (the live minute is minute.ts's). */
export const rowLabels = (
  type: MatchType,
  row: Pick<MatchItem, 'state' | 'home' | 'away' | 'odds'>,
): RowLabels => ({
  state: stateLabels(type, row.state),
  phase: rowPhase(type, row.state),
  halfTime: type === 'football' ? halfTimeText(row) : '',
  handicap: handicapLine(type, row.odds.asia),
  overUnder: overUnderLine(row.odds.overUnder),
  europe: europeLine(type, row.odds.europe),
});
