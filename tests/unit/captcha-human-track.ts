// Drag tracks as a hand makes them, for tests that solve the slider: minimum-jerk motion, uneven pointer timing, a wobble, sometimes an overshoot.

import type { TrackPoint } from '../../contract/captcha-answer';
import { thinTrack } from '../../machines/captcha-answer';

export type { TrackPoint };

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * A drag from 0 to `x` (reference units) over about `durationMs`: the piece speeds up and slows
 * down as a hand does (the minimum-jerk curve), samples come every 8-24 ms as pointer events do,
 * and one drag in two overshoots by a few units and comes back. A long drag is thinned as the
 * client thins it.
 */
export function humanTrack(x: number, durationMs = 600): TrackPoint[] {
  const overshoot = Math.random() < 0.5 ? 2 + Math.random() * 6 : 0;
  const reach = durationMs * (overshoot ? 0.8 : 1);
  const curve = (s: number) => 10 * s ** 3 - 15 * s ** 4 + 6 * s ** 5;
  const track: TrackPoint[] = [[0, 0]];
  let t = 0;
  for (;;) {
    t += 8 + Math.round(Math.random() * 16);
    if (t >= durationMs) break;
    const place =
      t <= reach
        ? (x + overshoot) * curve(t / reach)
        : x + overshoot * (1 - curve((t - reach) / (durationMs - reach)));
    const wobble = t < durationMs - 40 ? (Math.random() - 0.5) * 0.8 : 0;
    track.push([t, round1(Math.max(0, place + wobble))]);
  }
  track.push([Math.round(durationMs), x]);
  return thinTrack(track);
}
