// An expert's record (战绩) from every settled plan, newest first: nothing is left out, so a record can only be
// improved by picking well. Void plans (a match cancelled) are no one's doing and count nowhere.
import type { z } from 'zod';
import type { expertRecord, PlanResult } from '../../../contract/calls/expert';
import { type PickOutcome, planSettledOdds } from './settle';

export type ExpertRecord = z.output<typeof expertRecord>;

export interface SettledPlan {
  result: PlanResult;
  /** Each pick's outcome and its odds at publish time, in pick order. */
  legs: { outcome: PickOutcome; odds: number }[];
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The record of settled plans given newest first. */
export function recordOf(newestFirst: readonly SettledPlan[]): ExpertRecord {
  const counted = newestFirst.filter((p) => p.result !== 'void');
  let red = 0;
  let black = 0;
  let go = 0;
  let returned = 0;
  for (const p of counted) {
    if (p.result === 'red') red++;
    else if (p.result === 'black') black++;
    else go++;
    returned += planSettledOdds(p.legs);
  }
  // Streaks run over 红 and 黑 only: a 走 neither makes nor breaks one, as peers count 连红.
  const decided = counted.filter((p) => p.result !== 'go');
  let streak = 0;
  while (streak < decided.length && decided[streak]!.result === 'red') streak++;
  let bestStreak = 0;
  let run = 0;
  for (const p of decided) {
    run = p.result === 'red' ? run + 1 : 0;
    bestStreak = Math.max(bestStreak, run);
  }
  const last10 = counted.slice(0, 10);
  return {
    settled: counted.length,
    red,
    black,
    go,
    last10: { red: last10.filter((p) => p.result === 'red').length, total: last10.length },
    hitRate: red + black === 0 ? 0 : oneDecimal((red * 100) / (red + black)),
    streak,
    bestStreak,
    returnRate: counted.length === 0 ? 0 : oneDecimal((returned * 100) / counted.length),
    recent: counted.slice(0, 10).map((p) => p.result),
  };
}
