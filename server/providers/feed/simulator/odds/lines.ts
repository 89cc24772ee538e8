// Turning probabilities into the prices an odds page prints: 1X2 decimal odds, and two-way line markets
// (Asian handicap, over/under) quoted as Hong Kong waters on a line the book picks to balance its book.

/** Decimal odds are never shorter than this: a book that pays less than 1 % of the stake closes instead. */
export const minOdds = 1.01;
/** Decimal odds beyond this are capped, as the books' screens do for all-but-settled outcomes. */
export const maxOdds = 151;

/** A book keeps its line while both waters stay in this band; outside it, it moves the line. */
const keepBand = { low: 0.78, high: 1.12 };
/** Waters beyond this band mean no line balances the market: the book suspends it rather than quote. */
const quoteBand = { low: 0.55, high: 1.45 };

export const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * 1X2 (or moneyline) decimal odds. Half the margin is spread in proportion to the probabilities, half
 * evenly over the outcomes, as books load more of it on long shots: a side that is all but through
 * stays above 1.01 a little longer and the long shots stay short of the cap. The implied probabilities
 * sum to 1 + margin (except where an odd hits the 1.01 floor or the cap).
 */
export function quoteEurope(probabilities: readonly number[], margin: number): number[] {
  const total = probabilities.reduce((sum, p) => sum + p, 0);
  const even = margin / 2 / probabilities.length;
  return probabilities.map((p) => {
    const implied = (p / total) * (1 + margin / 2) + even;
    return round2(Math.min(maxOdds, Math.max(minOdds, 1 / implied)));
  });
}

/** The first side's (home's, over's) chance of winning and of losing a line; what is left is a push. */
export interface LineOutcome {
  win: number;
  lose: number;
}

/**
 * A quarter line splits the stake over its two neighbours (0.75 = half on 0.5, half on 1); a whole or
 * half line is one bet. Returns the sub-lines with their stake share.
 */
export function splitLine(line: number): { line: number; share: number }[] {
  const quarters = Math.round(line * 4);
  if (quarters % 2 === 0) return [{ line, share: 1 }];
  return [
    { line: (quarters - 1) / 4, share: 0.5 },
    { line: (quarters + 1) / 4, share: 0.5 },
  ];
}

/**
 * Settles a line against a distribution of an integer quantity (goal difference, total goals):
 * `probabilityAt(k)` for k in [from, to]. The first side wins when the quantity beats the line.
 */
export function settleLine(
  line: number,
  from: number,
  to: number,
  probabilityAt: (k: number) => number,
): LineOutcome {
  let win = 0;
  let lose = 0;
  for (const sub of splitLine(line)) {
    for (let k = from; k <= to; k++) {
      const p = probabilityAt(k);
      if (k > sub.line) win += sub.share * p;
      else if (k < sub.line) lose += sub.share * p;
    }
  }
  return { win, lose };
}

export interface LineQuote {
  line: number;
  /** Hong Kong waters of the first side (home / over) and the second (away / under). */
  first: number;
  second: number;
}

/** Waters for one line: the book's margin spread proportionally over the two sides. */
function watersAt(outcome: LineOutcome, margin: number): { first: number; second: number } | null {
  const decided = outcome.win + outcome.lose;
  if (decided <= 1e-9) return null;
  const q = outcome.win / decided;
  const first = 1 / (q * (1 + margin)) - 1;
  const second = 1 / ((1 - q) * (1 + margin)) - 1;
  if (!Number.isFinite(first) || !Number.isFinite(second)) return null;
  return { first, second };
}

const inBand = (w: { first: number; second: number }, band: { low: number; high: number }) =>
  w.first >= band.low && w.first <= band.high && w.second >= band.low && w.second <= band.high;

/** A book's last lines of a match, and how far it lets them move in the next quote. */
export interface PreviousLines {
  asia: number | null;
  overUnder: number | null;
  maxMove: number;
}

export interface LineMarket {
  /** The first side's outcome on a line. */
  outcome: (line: number) => LineOutcome;
  margin: number;
  /** Line step: 0.25 in football, 0.5 in basketball. */
  step: number;
  /** Where the balanced line should be (the expected difference or total); the search starts there. */
  center: number;
  /** How far either side of the center to look, in line units. */
  reach: number;
  /** Lowest line the market may take (an over/under line must stay above the goals already in). */
  lowest: number;
  /** The line the book quoted last; it keeps it while the waters stay in the band. */
  previous: number | null;
  /**
   * The most the line moves in one quote from the previous one. Pre-match books step a line a notch at
   * a time; in play a goal moves it as far as it must.
   */
  maxMove: number;
}

/**
 * The book's quote: the previous line while its waters are acceptable (books shade waters before they
 * move a line), else the line closest to an even market. Null when even the best line cannot be quoted
 * with sane waters (the last minutes of a match): the market is suspended.
 */
export function quoteLine(market: LineMarket): LineQuote | null {
  const { outcome, margin, step } = market;
  const snap = (x: number) => Math.round(x / step) * step;
  if (market.previous !== null && market.previous >= market.lowest) {
    const kept = watersAt(outcome(market.previous), margin);
    if (kept && inBand(kept, keepBand)) {
      return { line: market.previous, first: round2(kept.first), second: round2(kept.second) };
    }
  }
  let best: { line: number; waters: { first: number; second: number }; gap: number } | null = null;
  const from = Math.max(market.lowest, snap(market.center - market.reach));
  const to = Math.max(from, snap(market.center + market.reach));
  for (let line = from; line <= to + 1e-9; line += step) {
    // `|| 0` turns -0 into 0, so a level line never prints as -0.
    const exact = Math.round(line / step) * step || 0;
    const waters = watersAt(outcome(exact), margin);
    if (!waters) continue;
    const gap = Math.abs(waters.first - waters.second);
    if (!best || gap < best.gap - 1e-12) best = { line: exact, waters, gap };
  }
  if (!best || !inBand(best.waters, quoteBand)) return null;
  if (market.previous !== null && Math.abs(best.line - market.previous) > market.maxMove) {
    // One notch toward the balanced line; if even that cannot be quoted, hold the old line while it
    // can be, else suspend: the line never jumps further than the notch.
    const toward = market.previous + Math.sign(best.line - market.previous) * market.maxMove;
    for (const line of [toward, market.previous]) {
      const waters = line >= market.lowest ? watersAt(outcome(line), margin) : null;
      if (waters && inBand(waters, quoteBand)) {
        return { line, first: round2(waters.first), second: round2(waters.second) };
      }
    }
    return null;
  }
  return { line: best.line, first: round2(best.waters.first), second: round2(best.waters.second) };
}

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}
