// The match clock: when each spell of play starts and ends, and which minute the scoreboard shows at
// every instant of it. Minutes count the way football does: the first minute of a half is 1' (46' after the
// break), stoppage is 45+1, 45+2 … and the scoreboard's own minute stays at 45 (or 90) through it.
import type { Rng } from '../rng';

export const MINUTE_MS = 60_000;

export type SpellKind = 'firstHalf' | 'secondHalf' | 'extraFirst' | 'extraSecond';

/** One minute of play as the clock shows it. */
export interface PlayMinute {
  /** Shown minute: 1-45, 46-90, 91-105, 106-120; stays at the half's last minute in stoppage. */
  minute: number;
  /** Stoppage minute (the 2 of 45+2), 0 in normal time. */
  added: number;
  /** Minute of the half, 1-based, past 45 (or 15) in stoppage: what the rate curves read. */
  ofHalf: number;
  /** The instant the minute begins. */
  at: number;
}

/** A half (or half of extra time) from kick-off to whistle. */
export interface Spell {
  kind: SpellKind;
  /** Event period: 1 first half, 2 second half, 3 extra time. */
  period: 1 | 2 | 3;
  /** The live state code while it is played. */
  state: 2 | 4 | 5;
  startAt: number;
  /** Stoppage minutes the fourth official shows at the end of it. */
  addedTime: number;
  /** The last minute of normal time in it: 45, 90, 105, 120. */
  lastMinute: number;
  minutes: PlayMinute[];
  /** The whistle: a few seconds after the shown stoppage has run out. */
  endAt: number;
}

const SPELLS: Record<
  SpellKind,
  { period: 1 | 2 | 3; state: 2 | 4 | 5; first: number; length: number; stoppage: number[] }
> = {
  // Stoppage weights by minutes: 1-4 before the break, 2-8 at the end (modern added-time guidance).
  firstHalf: { period: 1, state: 2, first: 1, length: 45, stoppage: [0, 20, 35, 30, 15] },
  secondHalf: {
    period: 2,
    state: 4,
    first: 46,
    length: 45,
    stoppage: [0, 0, 5, 20, 25, 20, 15, 8, 7],
  },
  extraFirst: { period: 3, state: 5, first: 91, length: 15, stoppage: [40, 45, 15] },
  extraSecond: { period: 3, state: 5, first: 106, length: 15, stoppage: [25, 40, 25, 10] },
};

const draw = (weights: number[], rng: Rng): number =>
  rng.weighted(
    weights.map((_, i) => i),
    (i) => weights[i] ?? 0,
  );

/** Lays out one spell starting at `startAt`, its stoppage decided by `rng`. */
export function spell(kind: SpellKind, startAt: number, rng: Rng): Spell {
  const shape = SPELLS[kind];
  const addedTime = draw(shape.stoppage, rng);
  const lastMinute = shape.first + shape.length - 1;
  const minutes: PlayMinute[] = [];
  for (let i = 0; i < shape.length + addedTime; i++) {
    const added = Math.max(0, i + 1 - shape.length);
    minutes.push({
      minute: added > 0 ? lastMinute : shape.first + i,
      added,
      ofHalf: i + 1,
      at: startAt + i * MINUTE_MS,
    });
  }
  const endAt = startAt + (shape.length + addedTime) * MINUTE_MS + rng.int(0, 45) * 1000;
  return {
    kind,
    period: shape.period,
    state: shape.state,
    startAt,
    addedTime,
    lastMinute,
    minutes,
    endAt,
  };
}

/** Breaks between spells. */
export const HALF_TIME_MS = 15 * MINUTE_MS;
export const BEFORE_EXTRA_TIME_MS = 5 * MINUTE_MS;
export const EXTRA_TIME_BREAK_MS = 1.5 * MINUTE_MS;
