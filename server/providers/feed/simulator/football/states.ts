// The football match states the engine reports (spec §3 codes) and the paths between them a real match
// can take. The table is data so a test can hold every script to it.
import type { FootballMatchState } from '../../../../../contract/enums/match-states';

export const FootballState = {
  notStarted: 1,
  firstHalf: 2,
  halfTime: 3,
  secondHalf: 4,
  extraTime: 5,
  penalties: 7,
  finished: 8,
  postponed: 9,
  interrupted: 10,
  abandoned: 11,
  cancelled: 12,
  undetermined: 13,
} as const satisfies Record<string, FootballMatchState>;

/** Every match begins as 未开始 when its fixture is published. */
export const initialFootballState = FootballState.notStarted;

const S = FootballState;

/**
 * Legal next states. Beyond what the engine plays this also admits paths real feeds report (a cup going
 * straight from 90 minutes to penalties, a postponed or undetermined match getting a new date), so the
 * table describes football rather than this engine. 完场, 腰斩 and 取消 are final.
 */
export const legalFootballTransitions: Readonly<
  Record<FootballMatchState, readonly FootballMatchState[]>
> = {
  0: [],
  1: [S.firstHalf, S.postponed, S.cancelled, S.undetermined],
  2: [S.halfTime, S.interrupted],
  3: [S.secondHalf],
  4: [S.finished, S.extraTime, S.penalties, S.interrupted],
  5: [S.penalties, S.finished, S.interrupted],
  6: [],
  7: [S.finished],
  8: [],
  9: [S.notStarted, S.cancelled],
  // An interrupted match resumes in the period it stopped in, or is abandoned.
  10: [S.firstHalf, S.secondHalf, S.extraTime, S.abandoned],
  11: [],
  12: [],
  13: [S.notStarted, S.postponed, S.cancelled],
};

export const isLegalFootballTransition = (from: number, to: number): boolean =>
  (legalFootballTransitions[from as FootballMatchState] ?? []).includes(to as FootballMatchState);
