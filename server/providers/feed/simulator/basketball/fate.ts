// The rare lives a basketball match can have, decided before anything else so the rest of the draw
// does not depend on them: postponed, cancelled or left to be determined before tip-off, or interrupted
// mid-game (a leaking roof, a power cut) and then resumed or abandoned. Rates are a few per thousand.
import type { Rng } from '../rng';

export type Fate =
  | { kind: 'normal' }
  /** Called off before tip-off; `noticeMs` is how long before the fixture's time it is reported. */
  | { kind: 'postponed' | 'cancelled' | 'toBeDetermined'; noticeMs: number }
  /** Stopped at a point of regulation (share 0-1 of it) for a while; then resumed or abandoned. */
  | { kind: 'interrupted'; atShare: number; stopMs: number; abandoned: boolean };

export const fateRates = {
  postponed: 0.003,
  cancelled: 0.001,
  toBeDetermined: 0.0015,
  interrupted: 0.0025,
  /** Share of interruptions after which the game is not resumed. */
  abandonedShare: 0.25,
};

const hour = 3_600_000;

export function decideFate(rng: Rng): Fate {
  const roll = rng.next();
  let edge = fateRates.postponed;
  if (roll < edge) return { kind: 'postponed', noticeMs: rng.between(2 * hour, 30 * hour) };
  edge += fateRates.cancelled;
  if (roll < edge) return { kind: 'cancelled', noticeMs: rng.between(2 * hour, 48 * hour) };
  edge += fateRates.toBeDetermined;
  if (roll < edge) return { kind: 'toBeDetermined', noticeMs: rng.between(6 * hour, 72 * hour) };
  edge += fateRates.interrupted;
  if (roll < edge) {
    return {
      kind: 'interrupted',
      atShare: rng.between(0.05, 0.95),
      stopMs: rng.between(10, 45) * 60_000,
      abandoned: rng.chance(fateRates.abandonedShare),
    };
  }
  return { kind: 'normal' };
}
