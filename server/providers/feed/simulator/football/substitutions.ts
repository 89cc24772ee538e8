// When a manager makes his changes: up to five, mostly between the hour and the last few minutes, often
// two at once, now and then at half-time or for an injury before it.
import type { Rng } from '../rng';
import { MAX_SUBSTITUTIONS } from './pitch';

/** How many changes a side makes in 90 minutes: 0-5, most use four or five. */
const COUNT_WEIGHTS = [1, 2, 7, 20, 30, 40];

/** Shown minutes of each change, in order. */
export function planSubstitutions(rng: Rng): number[] {
  const count = rng.weighted(
    COUNT_WEIGHTS.map((_, i) => i),
    (i) => COUNT_WEIGHTS[i] ?? 0,
  );
  const minutes: number[] = [];
  for (let i = 0; i < Math.min(count, MAX_SUBSTITUTIONS); i++) {
    const r = rng.next();
    if (r < 0.05) minutes.push(rng.int(15, 44));
    else if (r < 0.17) minutes.push(46);
    else minutes.push(Math.min(89, Math.max(55, Math.round(rng.normal(71, 9)))));
  }
  minutes.sort((a, b) => a - b);
  // Changes often come in pairs: the next one joins the previous one's minute.
  for (let i = 1; i < minutes.length; i++) {
    const previous = minutes[i - 1] as number;
    if (previous >= 46 && rng.chance(0.4)) minutes[i] = previous;
  }
  return minutes;
}
