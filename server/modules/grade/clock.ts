// The grade module's "now": the wall clock, unless a test sets its own for one app (keyed by the app's context).
import type { AppContext } from '../../context';

const clocks = new WeakMap<object, () => number>();

export const gradeNow = (ctx: object) => (clocks.get(ctx) ?? Date.now)();

/** Tests move days (check-in streaks, daily tasks) without waiting for midnight. */
export function setGradeClock(ctx: AppContext, now: (() => number) | null) {
  if (now) clocks.set(ctx, now);
  else clocks.delete(ctx);
}
