// Pure cell texts of a score row that the shared labels do not cover: the kick-off clock and quarter cells.

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Kick-off as HH:mm on the China clock, whatever the visitor's time zone. */
export const kickoffText = (at: number) =>
  new Date(at + CHINA_OFFSET_MS).toISOString().slice(11, 16);

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
