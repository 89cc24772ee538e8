// 防剧透: holds each update of a match back by the player's current delay behind real time, so the room's
// score never changes before the viewer sees the goal in the (delayed) video.
import {
  asyncScheduler,
  type MonoTypeOperatorFunction,
  map,
  mergeMap,
  of,
  type SchedulerLike,
  timer,
} from 'rxjs';

/**
 * Delays every value by `delayMs()` read when the value arrives (the delay the viewer has right now).
 * Values never overtake each other: when the delay shrinks, a value waits at least until the one
 * before it is out, so an older score cannot land on top of a newer one. A delay of 0 (guard off,
 * nothing playing) lets values straight through unless an earlier one is still held.
 */
export function spoilerGuard<T>(
  delayMs: () => number,
  scheduler: SchedulerLike = asyncScheduler,
): MonoTypeOperatorFunction<T> {
  return (source) => {
    let lastDue = Number.NEGATIVE_INFINITY;
    return source.pipe(
      mergeMap((value) => {
        const now = scheduler.now();
        const due = Math.max(now + Math.max(0, delayMs()), lastDue);
        lastDue = due;
        return due <= now ? of(value) : timer(due - now, scheduler).pipe(map(() => value));
      }),
    );
  };
}
