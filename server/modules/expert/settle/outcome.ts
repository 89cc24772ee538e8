// What a settled pick and a settled plan come to (红/黑/走/作废) and what they pay back per 1 staked.

/** One pick against the final score. Quarter lines split the stake, hence the halves. */
export type PickOutcome = 'win' | 'halfWin' | 'push' | 'halfLoss' | 'loss' | 'void';

/** A plan's verdict as the records count it: 红 (win), 黑 (not win), 走 (push), 作废 (void). */
export type PlanResult = 'red' | 'black' | 'go' | 'void';

/**
 * The outcome of a bet on a line from the bettor's margin over it (goal difference less the handicap,
 * total less the line), in quarters: a quarter line leaves a margin of ±0.25 on its better or worse
 * half, which is exactly when one half of the stake pushes and the other wins or loses.
 */
export function marginOutcome(margin: number): PickOutcome {
  const quarters = Math.round(margin * 4);
  if (Math.abs(quarters - margin * 4) > 1e-9)
    throw new RangeError(`margin ${margin} is not in quarters`);
  if (quarters >= 2) return 'win';
  if (quarters === 1) return 'halfWin';
  if (quarters === 0) return 'push';
  if (quarters === -1) return 'halfLoss';
  return 'loss';
}

/**
 * A plan's verdict from its picks' outcomes: one outcome for a single pick, two for 2串1. Each leg counts
 * as won (win, halfWin), lost (loss, halfLoss) or neutral (push, void). Any lost leg makes the plan 黑;
 * otherwise any won leg makes it 红, since the 竞彩 rule settles a void leg of a parlay at odds 1.00 (the
 * ticket rides on the other legs) and a pushed leg returns its stake the same way; a plan of neutral legs
 * only is 作废 when every leg is void and 走 when at least one pushed. For one pick this is the plain
 * mapping win/halfWin → 红, loss/halfLoss → 黑, push → 走, void → 作废.
 */
export function planResult(outcomes: readonly PickOutcome[]): PlanResult {
  if (outcomes.length === 0) throw new RangeError('a plan has at least one pick');
  if (outcomes.some((o) => o === 'loss' || o === 'halfLoss')) return 'black';
  if (outcomes.some((o) => o === 'win' || o === 'halfWin')) return 'red';
  return outcomes.every((o) => o === 'void') ? 'void' : 'go';
}

/**
 * What a pick at decimal odds pays back per 1 staked (stake included): the 回报率 of the records.
 * halfWin wins half the stake at the odds and gets the other half back; halfLoss gets half back.
 * A Hong Kong water w (亚盘, 大小球) is decimal odds 1 + w.
 */
export function settledOdds(outcome: PickOutcome, odds: number): number {
  if (!(Number.isFinite(odds) && odds >= 1)) throw new RangeError(`decimal odds ${odds} below 1`);
  switch (outcome) {
    case 'win':
      return odds;
    case 'halfWin':
      return 1 + (odds - 1) / 2;
    case 'push':
    case 'void':
      return 1;
    case 'halfLoss':
      return 0.5;
    case 'loss':
      return 0;
  }
}

/** A plan's return per 1 staked: the product of its legs' (a parlay rides the whole return on). */
export const planSettledOdds = (legs: readonly { outcome: PickOutcome; odds: number }[]): number =>
  legs.reduce((product, leg) => product * settledOdds(leg.outcome, leg.odds), 1);
