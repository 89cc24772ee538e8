// The football score that settles picks: 90 minutes plus stoppage, without extra time or penalties.

/**
 * One side's regulation goals from the stored match row: `score` includes extra time (the shoot-out is
 * kept apart in the penalties columns) and `periods` holds the goals per period [1st half, 2nd half,
 * extra time], so the regulation score is the score less the third column. An empty or short periods
 * array means no extra time was recorded.
 */
export const regulationGoals = (side: { score: number; periods: readonly number[] }): number =>
  side.score - (side.periods[2] ?? 0);
