// Online/offline status from the browser, and the banner it calls for (spec §2 "Other").
import {
  asyncScheduler,
  concat,
  defer,
  distinctUntilChanged,
  fromEvent,
  map,
  merge,
  type Observable,
  of,
  type SchedulerLike,
  scan,
  shareReplay,
  startWith,
  switchMap,
  timer,
} from 'rxjs';

/** How long "网络已恢复" stays after the connection comes back. */
export const RECOVERED_NOTICE_MS = 3_000;

/** The parts of `window` the status needs; injectable so tests in node need no DOM. */
export interface OnlineSource {
  navigator: { onLine: boolean };
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

/** navigator.onLine now and on every change, replayed to late subscribers. */
export function onlineStatus(source: OnlineSource): Observable<boolean> {
  return defer(() =>
    merge(
      fromEvent(source, 'online').pipe(map(() => true)),
      fromEvent(source, 'offline').pipe(map(() => false)),
    ).pipe(startWith(source.navigator.onLine)),
  ).pipe(distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: true }));
}

/** The browser's status; always online where there is no window (server render, node tests). */
export const online$: Observable<boolean> = defer(() =>
  typeof window === 'undefined' ? of(true) : onlineStatus(window),
).pipe(shareReplay({ bufferSize: 1, refCount: true }));

export interface NetworkNotice {
  online: boolean;
  /** The connection has just come back: show "网络已恢复" for a moment. */
  recovered: boolean;
}

/** What the status banner shows: offline while offline, then "recovered" for 3 s once back. */
export function networkNotice(
  online: Observable<boolean>,
  recoveredMs = RECOVERED_NOTICE_MS,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<NetworkNotice> {
  return online.pipe(
    distinctUntilChanged(),
    scan<boolean, { online: boolean; cameBack: boolean }, null>(
      (previous, isOnline) => ({
        online: isOnline,
        cameBack: isOnline && previous?.online === false,
      }),
      null,
    ),
    switchMap(({ online: isOnline, cameBack }) =>
      cameBack
        ? concat(
            of({ online: true, recovered: true }),
            timer(recoveredMs, scheduler).pipe(map(() => ({ online: true, recovered: false }))),
          )
        : of({ online: isOnline, recovered: false }),
    ),
  );
}

export const networkNotice$: Observable<NetworkNotice> = networkNotice(online$).pipe(
  shareReplay({ bufferSize: 1, refCount: true }),
);
