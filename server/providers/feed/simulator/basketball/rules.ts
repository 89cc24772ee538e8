// The two rule books the basketball competitions play by, and the clock and pace that follow from them.
import type { CompetitionSpec } from '../model';

export type RuleBook = 'nba' | 'fiba';

export interface BasketballRules {
  book: RuleBook;
  quarterSeconds: number;
  overtimeSeconds: number;
  /** Possessions per team over regulation: NBA ~100 per 48 min, FIBA ~74 per 40 min. */
  pace: { mean: number; sd: number };
  /** Personal fouls that send a player off for the rest of the game. */
  foulOut: number;
  /** Multiplier on fouls away from the shot: FIBA referees call more of them per minute. */
  foulRate: number;
  /** Team fouls in a period after which every defensive foul gives two free throws (the 5th foul on). */
  bonusAfter: number;
  /** Wall time of the breaks: between quarters, at half-time, before each overtime. */
  quarterBreakMs: number;
  halfTimeMs: number;
  overtimeBreakMs: number;
  /** A called timeout's wall time (NBA ones carry the TV break). */
  timeoutMs: [number, number];
  /** Who has the ball at the start of quarters 2-4, by whether they won the opening tip. */
  quarterPossession: ('winner' | 'loser')[];
}

const nba: BasketballRules = {
  book: 'nba',
  quarterSeconds: 12 * 60,
  overtimeSeconds: 5 * 60,
  pace: { mean: 100, sd: 3 },
  foulOut: 6,
  foulRate: 1,
  bonusAfter: 4,
  quarterBreakMs: 130_000,
  halfTimeMs: 15 * 60_000,
  overtimeBreakMs: 130_000,
  timeoutMs: [120_000, 180_000],
  // The team that lost the tip starts the 2nd and 3rd quarters; the winner the 4th.
  quarterPossession: ['winner', 'loser', 'loser', 'winner'],
};

const fiba: BasketballRules = {
  book: 'fiba',
  quarterSeconds: 10 * 60,
  overtimeSeconds: 5 * 60,
  pace: { mean: 74, sd: 2.5 },
  foulOut: 5,
  foulRate: 1.35,
  bonusAfter: 4,
  quarterBreakMs: 120_000,
  halfTimeMs: 15 * 60_000,
  overtimeBreakMs: 120_000,
  timeoutMs: [70_000, 110_000],
  // FIBA's alternating-possession arrow: the tip loser gets the first alternation (2nd quarter).
  quarterPossession: ['winner', 'loser', 'winner', 'loser'],
};

/** A competition without rules set plays FIBA rules: every league but the NBA does. */
export const rulesFor = (competition: CompetitionSpec): BasketballRules =>
  competition.rules === 'nba' ? nba : fiba;

export const regulationSeconds = (rules: BasketballRules): number => 4 * rules.quarterSeconds;

/** Length of a period: 1-4 are quarters, 5 and up overtimes. */
export const periodSeconds = (rules: BasketballRules, period: number): number =>
  period <= 4 ? rules.quarterSeconds : rules.overtimeSeconds;

/**
 * Timeouts a team holds as a period starts, given what it has left. NBA: 7 a game, 2 per overtime.
 * FIBA: 2 in the first half, 3 in the second, 1 per overtime; unused ones are lost at each reset.
 */
export function timeoutsAtPeriodStart(
  rules: BasketballRules,
  period: number,
  left: number,
): number {
  if (period > 4) return rules.book === 'nba' ? 2 : 1;
  if (rules.book === 'nba') return period === 1 ? 7 : left;
  if (period === 1) return 2;
  if (period === 3) return 3;
  return left;
}
