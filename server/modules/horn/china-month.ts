// Calendar months in China (UTC+8, no daylight saving): free horns are counted per China month.
const OFFSET = 8 * 3_600_000;

/** The instant the China calendar month of `t` began (the 1st, 00:00 UTC+8). */
export function chinaMonthStartOf(t: number): number {
  const local = new Date(t + OFFSET);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET;
}
