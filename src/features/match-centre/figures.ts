// Figures the match centre works out itself: the box score's team line and the quarter table's columns.
import type { BoxScoreEntry, QuarterScore } from '../../../streams/match-centre';
import { type BoxColumn, boxColumns } from './labels';

const pct = (made: number, total: number) =>
  total === 0 ? 0 : Math.round((made / total) * 1000) / 10;

/** The team line: counts summed, accuracies from the summed makes and attempts; no team assist rate. */
export function boxTotals(
  rows: readonly BoxScoreEntry[],
): Partial<Record<BoxColumn['key'], number>> {
  const sum = (key: BoxColumn['key']) => rows.reduce((n, r) => n + r[key], 0);
  const totals: Partial<Record<BoxColumn['key'], number>> = {};
  for (const { key, percent } of boxColumns) if (!percent) totals[key] = sum(key);
  totals.fieldGoalsAccuracy = pct(sum('fieldGoalsScored'), sum('fieldGoalsTotal'));
  totals.threePointsAccuracy = pct(sum('threePointsScored'), sum('threePointsTotal'));
  totals.freeThrowsAccuracy = pct(sum('freeThrowsScored'), sum('freeThrowsTotal'));
  return totals;
}

/** Four quarters always, so the table keeps its shape through the game; overtimes as they come. */
export function quarterColumns(periods: readonly QuarterScore[]): (QuarterScore | null)[] {
  const count = Math.max(4, periods.length);
  return Array.from({ length: count }, (_, i) => periods[i] ?? null);
}
