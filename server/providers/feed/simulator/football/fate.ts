// The rare ways a match does not simply get played: decided up front, at the rates real fixture lists
// show them.
import type { Rng } from '../rng';

export type MatchFate =
  | { kind: 'played' }
  /** Called off about a day before; never played in the simulated window. */
  | { kind: 'postponed' }
  | { kind: 'cancelled' }
  /** Kick-off not fixed (待定). */
  | { kind: 'undetermined' }
  /** Stopped mid-match for 10-30 minutes, then resumed or abandoned. */
  | { kind: 'interrupted'; abandoned: boolean };

export const FATE_RATES = {
  postponed: 0.005,
  cancelled: 0.002,
  undetermined: 0.002,
  interrupted: 0.003,
} as const;

/** Share of interrupted matches that are never finished. */
const ABANDONED_SHARE = 0.35;

export function decideFate(rng: Rng): MatchFate {
  const r = rng.next();
  let edge = 0;
  for (const kind of ['postponed', 'cancelled', 'undetermined'] as const) {
    edge += FATE_RATES[kind];
    if (r < edge) return { kind };
  }
  edge += FATE_RATES.interrupted;
  if (r < edge) return { kind: 'interrupted', abandoned: rng.chance(ABANDONED_SHARE) };
  return { kind: 'played' };
}
