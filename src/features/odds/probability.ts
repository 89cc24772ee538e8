// The arithmetic of odds: implied probabilities, the bookmaker's margin and return rate, fair (margin-free)
// probabilities, their average over bookmakers, and the average / highest / lowest of a column of lines.

/** Decimal odds a probability can be read from: finite and above 1 (a stake returned with a profit). */
const usable = (odds: readonly number[]) =>
  odds.length > 0 && odds.every((o) => Number.isFinite(o) && o > 1);

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** 1 / odds for each outcome; their sum is above 1 by the bookmaker's margin. Null for unusable odds. */
export function impliedProbabilities(odds: readonly number[]): number[] | null {
  return usable(odds) ? odds.map((o) => 1 / o) : null;
}

/** The margin (overround) built into a line: how far its implied probabilities sum above 1. */
export function margin(odds: readonly number[]): number | null {
  const implied = impliedProbabilities(odds);
  return implied ? sum(implied) - 1 : null;
}

/** 返还率: what a bettor backing every outcome in proportion gets back per 1 staked, 1 / Σ(1/odds). */
export function returnRate(odds: readonly number[]): number | null {
  const implied = impliedProbabilities(odds);
  return implied ? 1 / sum(implied) : null;
}

/** The implied probabilities scaled to sum to 1: the margin removed in proportion to each outcome. */
export function fairProbabilities(odds: readonly number[]): number[] | null {
  const implied = impliedProbabilities(odds);
  if (!implied) return null;
  const total = sum(implied);
  return implied.map((p) => p / total);
}

/**
 * The market's view: each bookmaker's fair probabilities averaged outcome by outcome. Lines that are
 * unusable or of another length (a malformed one) are left out; null when none is left.
 */
export function averageFairProbabilities(lines: readonly (readonly number[])[]): number[] | null {
  const fair = lines.flatMap((line) => {
    const p = fairProbabilities(line);
    return p ? [p] : [];
  });
  const first = fair[0];
  if (!first) return null;
  const same = fair.filter((p) => p.length === first.length);
  return first.map((_, i) => sum(same.map((p) => p[i]!)) / same.length);
}

export interface ColumnStats {
  average: number[];
  highest: number[];
  lowest: number[];
}

/** Average, highest and lowest of each position over lines of one shape; null when there are none. */
export function columnStats(lines: readonly (readonly number[])[]): ColumnStats | null {
  const first = lines[0];
  if (!first) return null;
  const same = lines.filter((l) => l.length === first.length && l.every(Number.isFinite));
  if (same.length === 0) return null;
  const column = (i: number) => same.map((l) => l[i]!);
  return {
    average: first.map((_, i) => sum(column(i)) / same.length),
    highest: first.map((_, i) => Math.max(...column(i))),
    lowest: first.map((_, i) => Math.min(...column(i))),
  };
}

/** A probability or rate as the tables print it: 52.3%. */
export const percentText = (p: number | null, digits = 1) =>
  p === null || !Number.isFinite(p) ? '-' : `${(p * 100).toFixed(digits)}%`;
