// When the live streams stop waiting for the socket and poll their snapshots instead: the socket has not
// connected for a while (a proxy that blocks it, the realtime gateway down while HTTP works).
import {
  asyncScheduler,
  distinctUntilChanged,
  map,
  type Observable,
  of,
  type SchedulerLike,
  shareReplay,
  startWith,
  switchMap,
  timer,
} from 'rxjs';
import { type RealtimeStatus, realtimeStatus$ } from './socket';

/**
 * Without a connection this long, the streams poll. Long enough that a quick reconnect (a server restart,
 * a phone waking) never starts polling; socket.io has made two or three attempts by then.
 */
export const POLL_AFTER_MS = 4_000;

/**
 * True from `afterMs` into a spell without a connection (first connect or after a drop) until the socket
 * connects. Offline is not polled: without a network a poll fails as surely as the socket does.
 */
export function pollingFallback(
  status$: Observable<RealtimeStatus>,
  afterMs = POLL_AFTER_MS,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<boolean> {
  return status$.pipe(
    map((s) => s.state === 'connecting'),
    distinctUntilChanged(),
    switchMap((down) =>
      down
        ? timer(afterMs, scheduler).pipe(
            map(() => true),
            startWith(false),
          )
        : of(false),
    ),
    distinctUntilChanged(),
  );
}

/** The site's: subscribing opens the socket (as status$ does). */
export const polling$: Observable<boolean> = pollingFallback(realtimeStatus$).pipe(
  shareReplay({ bufferSize: 1, refCount: true }),
);
