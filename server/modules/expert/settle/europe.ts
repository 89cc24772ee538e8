// 1X2 (欧赔 胜平负) and the lottery's 让球胜平负 (竞彩 with its integer handicap) against the final score.
import { checkScore } from './checks';
import type { PickOutcome } from './outcome';

export type EuropePick = 'home' | 'draw' | 'away';

/** 胜平负: the pick wins when it names the result; no push in a three-way market. */
export function europeOutcome(pick: EuropePick, homeGoals: number, awayGoals: number): PickOutcome {
  checkScore(homeGoals, awayGoals);
  const result: EuropePick =
    homeGoals > awayGoals ? 'home' : homeGoals < awayGoals ? 'away' : 'draw';
  return pick === result ? 'win' : 'loss';
}

/**
 * 让球胜平负: the lottery's handicap is ADDED to the home goals, as the lottery prints it (-1 = 主让1球,
 * +1 = 主受让1球; src/features/lottery/lottery-rows.ts), the opposite sign of the Asian market's line
 * (asian.ts). It is a whole number, so the adjusted result is three-way again and nothing pushes.
 */
export function lotteryOutcome(
  pick: EuropePick,
  handicap: number,
  homeGoals: number,
  awayGoals: number,
): PickOutcome {
  if (!Number.isInteger(handicap))
    throw new RangeError(`lottery handicap ${handicap} is not whole`);
  checkScore(homeGoals, awayGoals);
  const adjusted = homeGoals + handicap - awayGoals;
  const result: EuropePick = adjusted > 0 ? 'home' : adjusted < 0 ? 'away' : 'draw';
  return pick === result ? 'win' : 'loss';
}
