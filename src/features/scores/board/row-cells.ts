// Pure cell texts of a score row that the shared labels do not cover: the kick-off clock and quarter cells.
import { chinaClock } from '../../../../contract/format/china-day';

/** Kick-off as HH:mm on the China clock, whatever the visitor's time zone. */
export const kickoffText = chinaClock;

/**
 * A basketball side's five quarter cells: the four quarters, then every overtime summed into one
 * 加时 cell; '' for a quarter not yet played.
 */
export function quarterCells(periods: readonly number[]): string[] {
  const cells = [0, 1, 2, 3].map((i) => (periods[i] === undefined ? '' : String(periods[i])));
  const overtime = periods.slice(4);
  cells.push(overtime.length > 0 ? String(overtime.reduce((a, b) => a + b, 0)) : '');
  return cells;
}
