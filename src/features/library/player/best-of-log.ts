// Spec §3: in a basketball stat table the highest value of each stat is flagged. In a game log that is the
// player's best game in each column (ties all flagged; a column of zeros flags nothing).

/** The highest value of each key over the rows; null where every row has 0 (nothing to flag). */
export function bestOfLog<K extends string>(
  rows: readonly Record<K, number | boolean>[],
  keys: readonly K[],
): Record<K, number | null> {
  const best = {} as Record<K, number | null>;
  for (const key of keys) {
    let max = 0;
    for (const row of rows) max = Math.max(max, Number(row[key]));
    best[key] = max > 0 ? max : null;
  }
  return best;
}

export const isBest = (value: number, best: number | null) => best !== null && value === best;
