// Settling an expert's plan (spec §3 play types) from its matches' final scores: pure, no I/O; the caller
// loads the picks and the finals and books the verdict.
import { asianHandicapOutcome } from './asian';
import { europeOutcome, lotteryOutcome } from './europe';
import { type PickOutcome, type PlanResult, planResult } from './outcome';
import { overUnderOutcome } from './over-under';

export { asianHandicapOutcome } from './asian';
export { type EuropePick, europeOutcome, lotteryOutcome } from './europe';
export {
  marginOutcome,
  type PickOutcome,
  type PlanResult,
  planResult,
  planSettledOdds,
  settledOdds,
} from './outcome';
export { overUnderOutcome } from './over-under';
export { regulationGoals } from './regulation';

export type PickSelection = 'home' | 'draw' | 'away' | 'over' | 'under';

/** One pick of a plan as it was committed at publish time (mirrored in contract/). */
export interface PlanPick {
  matchId: number;
  sport: 'football' | 'basketball';
  /**
   * Spec §3: football 1 欧赔 胜平负, 2 亚盘 让球, 3 大小球, 4 竞彩单关, 5 二串一 (one pick per leg);
   * basketball 1 让分, 2 大小分.
   */
  playType: number;
  selection: PickSelection;
  /**
   * 2 and basketball 1: the Asian line from the home side, positive = home gives (asian.ts); 3 and
   * basketball 2: the total; 4 and 5: the lottery's whole 让球 added to home (-1 = 主让1球), null for
   * plain 胜平负; 1: null.
   */
  line: number | null;
  /** Decimal odds at publish time (a Hong Kong water w is 1 + w), null when none was recorded. */
  odds: number | null;
}

/**
 * A match as settlement sees it. 'void' = cancelled, postponed or abandoned (the caller maps the feed's
 * states). Football: the score after 90 minutes plus stoppage, never extra time or penalties — the caller
 * must pass the regulation score (regulationGoals); basketball: the full score, overtime included, as
 * 让分 and 大小分 are settled.
 */
export interface MatchFinal {
  state: 'finished' | 'void';
  home: number;
  away: number;
}

const needLine = (pick: PlanPick): number => {
  if (pick.line === null) throw new RangeError(`play type ${pick.playType} needs a line`);
  return pick.line;
};

const sideOf = (pick: PlanPick): 'home' | 'away' => {
  if (pick.selection === 'home' || pick.selection === 'away') return pick.selection;
  throw new RangeError(`selection ${pick.selection} is not a handicap side`);
};

const totalSideOf = (pick: PlanPick): 'over' | 'under' => {
  if (pick.selection === 'over' || pick.selection === 'under') return pick.selection;
  throw new RangeError(`selection ${pick.selection} is not over or under`);
};

const resultOf = (pick: PlanPick): 'home' | 'draw' | 'away' => {
  if (pick.selection === 'home' || pick.selection === 'draw' || pick.selection === 'away')
    return pick.selection;
  throw new RangeError(`selection ${pick.selection} is not 胜平负`);
};

/** One pick against its match's final. A malformed pick throws: it must never settle as anything. */
export function settlePick(pick: PlanPick, score: MatchFinal): PickOutcome {
  if (score.state === 'void') return 'void';
  const { home, away } = score;
  if (pick.sport === 'basketball') {
    if (pick.playType === 1) return asianHandicapOutcome(needLine(pick), home, away, sideOf(pick));
    if (pick.playType === 2)
      return overUnderOutcome(needLine(pick), home + away, totalSideOf(pick));
  } else {
    switch (pick.playType) {
      case 1:
        return europeOutcome(resultOf(pick), home, away);
      case 2:
        return asianHandicapOutcome(needLine(pick), home, away, sideOf(pick));
      case 3:
        return overUnderOutcome(needLine(pick), home + away, totalSideOf(pick));
      case 4:
      case 5:
        return pick.line === null
          ? europeOutcome(resultOf(pick), home, away)
          : lotteryOutcome(resultOf(pick), pick.line, home, away);
    }
  }
  throw new RangeError(`no play type ${pick.playType} in ${pick.sport}`);
}

/**
 * A plan's verdict: one pick, or the two legs of a 2串1 (football play type 5, two different matches).
 * Throws when a match has no final yet or the plan's shape is not one of those.
 */
export function settlePlan(
  picks: readonly PlanPick[],
  finals: ReadonlyMap<number, MatchFinal>,
): PlanResult {
  const parlay = picks.some((p) => p.playType === 5 && p.sport === 'football');
  if (parlay) {
    const [a, b] = picks;
    const twoLegs =
      picks.length === 2 &&
      picks.every((p) => p.sport === 'football' && p.playType === 5) &&
      a!.matchId !== b!.matchId;
    if (!twoLegs) throw new RangeError('a 2串1 plan has two play type 5 picks on two matches');
  } else if (picks.length !== 1) {
    throw new RangeError(`a single plan has one pick, not ${picks.length}`);
  }
  return planResult(
    picks.map((pick) => {
      const final = finals.get(pick.matchId);
      if (!final) throw new RangeError(`match ${pick.matchId} has no final score`);
      return settlePick(pick, final);
    }),
  );
}
