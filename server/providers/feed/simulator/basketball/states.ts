// Spec §3 basketball match states as the engine moves through them, and the legal moves between them
// as data: the engine follows the table and the tests hold every script against it.

export const BasketballState = {
  notStarted: 1,
  q1: 2,
  q1End: 3,
  q2: 4,
  halfTime: 5,
  q3: 6,
  q3End: 7,
  q4: 8,
  overtime: 9,
  finished: 10,
  interrupted: 11,
  cancelled: 12,
  postponed: 13,
  abandoned: 14,
  toBeDetermined: 15,
} as const;

const S = BasketballState;
const inPlay = [S.q1, S.q2, S.q3, S.q4, S.overtime];

/**
 * From a state, the states a match may go to next. A state may also repeat (a new live report in the
 * same state, or the next overtime: 9 → 9). Q4 and overtime go straight to the next overtime when level.
 * An interruption only happens while the clock could run and resumes to the state it broke off.
 */
export const legalTransitions: Readonly<Record<number, readonly number[]>> = {
  [S.notStarted]: [S.q1, S.postponed, S.cancelled, S.toBeDetermined],
  [S.q1]: [S.q1End, S.interrupted],
  [S.q1End]: [S.q2],
  [S.q2]: [S.halfTime, S.interrupted],
  [S.halfTime]: [S.q3],
  [S.q3]: [S.q3End, S.interrupted],
  [S.q3End]: [S.q4],
  [S.q4]: [S.overtime, S.finished, S.interrupted],
  [S.overtime]: [S.overtime, S.finished, S.interrupted],
  [S.interrupted]: [...inPlay, S.abandoned],
  [S.finished]: [],
  [S.cancelled]: [],
  [S.postponed]: [],
  [S.abandoned]: [],
  [S.toBeDetermined]: [],
};

export const isLegalTransition = (from: number, to: number): boolean =>
  from === to || (legalTransitions[from]?.includes(to) ?? false);

/** The state while period `period` is played (5 and up: overtime). */
export const playingState = (period: number): number =>
  [S.q1, S.q2, S.q3, S.q4][period - 1] ?? S.overtime;

/**
 * The state after the buzzer of period `period` when the game goes on. After Q4 and overtimes there
 * is no break state of its own: the match stays in its state, clock at zero, until the next overtime.
 */
export const breakState = (period: number): number =>
  [S.q1End, S.halfTime, S.q3End, S.q4][period - 1] ?? S.overtime;
