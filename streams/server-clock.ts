// The server's clock in the browser: the offset from /live/time (half-round-trip corrected, best of a few samples), re-synced every minute and after reconnects.
import {
  asyncScheduler,
  defer,
  EMPTY,
  exhaustMap,
  filter,
  from,
  merge,
  Observable,
  type SchedulerLike,
  type Subscription,
  scan,
  shareReplay,
  startWith,
  switchMap,
  tap,
  timer,
} from 'rxjs';
import { site } from './site';
import { connection } from './socket';

/** Re-measure this often; between measurements the local clock carries the offset. */
export const RESYNC_MS = 60_000;
/** Samples per measurement; the one with the shortest round trip wins. */
export const SAMPLES = 3;

export interface ClockSample {
  /** Server minus local clock, in ms. */
  offset: number;
  /** Round trip of the request, in ms: the offset is uncertain by half of it. */
  rtt: number;
}

export type ServerClockState =
  | { status: 'syncing' }
  | ({ status: 'synced' } & ClockSample)
  /** Never reached the server: the local clock stands in. */
  | { status: 'failed' };

/** Takes the server's stamp as made halfway through the round trip. */
export const sampleOf = (sent: number, serverNow: number, received: number): ClockSample => ({
  offset: serverNow - (sent + received) / 2,
  rtt: received - sent,
});

/** The sample with the shortest round trip: its midpoint guess can be off the least. */
export const bestSample = (samples: readonly ClockSample[]): ClockSample | null =>
  samples.reduce<ClockSample | null>(
    (best, s) => (best === null || s.rtt < best.rtt ? s : best),
    null,
  );

export interface ServerClockOptions {
  /** The server's time in ms, or null when it could not be asked. */
  fetchServerTime(): Promise<number | null>;
  /** The local clock. */
  now?: () => number;
  samples?: number;
  resyncMs?: number;
  /** Extra moments to re-measure (after a reconnect the network path may have changed). */
  resyncs?: Observable<unknown>;
  scheduler?: SchedulerLike;
}

export interface ServerClock {
  /** The offset's state, replayed to late subscribers; subscribing keeps it measured. */
  readonly clock$: Observable<ServerClockState>;
  /** Server time now: the local clock plus the last measured offset (starts measuring on first call). */
  serverNow(): number;
  /** One measurement: a few samples in a row, the best kept; null when none came back. */
  measure(): Promise<ClockSample | null>;
}

export function createServerClock(options: ServerClockOptions): ServerClock {
  const {
    fetchServerTime,
    now = Date.now,
    samples = SAMPLES,
    resyncMs = RESYNC_MS,
    resyncs = EMPTY,
    scheduler = asyncScheduler,
  } = options;
  let offset = 0;
  /** Set once serverNow() has been asked: from then on the tab keeps its clock measured. */
  let measuring = false;

  const measure = async (): Promise<ClockSample | null> => {
    const taken: ClockSample[] = [];
    // One after another: requests in parallel would queue behind each other and skew the round trips.
    for (let i = 0; i < samples; i++) {
      const sent = now();
      const serverNow = await fetchServerTime().catch(() => null);
      const received = now();
      if (serverNow !== null) taken.push(sampleOf(sent, serverNow, received));
    }
    return bestSample(taken);
  };

  /**
   * One measurement as it goes: the best sample so far after each one that comes back (a clock can
   * show the time after one round trip, not three), or null at the end when none did.
   */
  const measureSteps = () =>
    new Observable<ClockSample | null>((subscriber) => {
      let stopped = false;
      (async () => {
        const taken: ClockSample[] = [];
        for (let i = 0; i < samples && !stopped; i++) {
          const sent = now();
          const serverNow = await fetchServerTime().catch(() => null);
          const received = now();
          if (serverNow === null || stopped) continue;
          taken.push(sampleOf(sent, serverNow, received));
          subscriber.next(bestSample(taken));
        }
        if (taken.length === 0) subscriber.next(null);
        subscriber.complete();
      })();
      return () => {
        stopped = true;
      };
    });

  const clock$ = defer(() =>
    merge(timer(0, resyncMs, scheduler), resyncs).pipe(
      exhaustMap(measureSteps),
      scan<ClockSample | null, ServerClockState>(
        // A failed re-measure keeps the last good offset rather than jumping to the local clock.
        (previous, sample) =>
          sample
            ? { status: 'synced', ...sample }
            : previous.status === 'synced'
              ? previous
              : { status: 'failed' },
        { status: 'syncing' },
      ),
      startWith<ServerClockState>({ status: 'syncing' }),
    ),
  ).pipe(
    tap((state) => {
      if (state.status === 'synced') offset = state.offset;
    }),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  return {
    clock$,
    measure,
    serverNow() {
      if (!measuring) {
        measuring = true;
        clock$.subscribe();
      }
      return now() + offset;
    },
  };
}

export type ServerTime =
  | { status: 'syncing' }
  | { status: 'synced'; now: number; offset: number }
  | { status: 'failed'; now: number };

/**
 * The server's time, ticking on each server second (a clock display turns with the real second).
 * Once measured it ticks from the local clock plus the offset, with no request per tick.
 */
export function serverTime(
  clock$: Observable<ServerClockState>,
  now: () => number = Date.now,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<ServerTime> {
  return clock$.pipe(
    switchMap((state): Observable<ServerTime> => {
      if (state.status === 'syncing') return from([state]);
      const offset = state.status === 'synced' ? state.offset : 0;
      return new Observable<ServerTime>((subscriber) => {
        let next: Subscription | undefined;
        const tick = () => {
          const t = now() + offset;
          subscriber.next(
            state.status === 'synced'
              ? { status: 'synced', now: t, offset }
              : { status: 'failed', now: t },
          );
          // A few ms past the boundary, so the displayed second has surely turned.
          next = scheduler.schedule(tick, 1000 - (t % 1000) + 5);
        };
        tick();
        return () => next?.unsubscribe();
      });
    }),
  );
}

// ---- the site's clock ------------------------------------------------------------------------

const siteClock = createServerClock({
  fetchServerTime: async () => {
    const answer = await site().serverTime();
    return answer.success ? answer.data.now : null;
  },
  resyncs: connection.connects$.pipe(filter((c) => c.reconnect)),
});

/** The offset's state; every match clock and the clock card follow it. */
export const serverClock$ = siteClock.clock$;
/** The instant serverNow() is held at, or null when it runs. */
let heldAt: number | null = null;

/**
 * Holds serverNow() at one instant: the moment the server drew the page, while it draws it (src/prerender.tsx) and
 * while the client hydrates that drawing (src/main.tsx), so both tell the same time and every clock, "今天" and
 * minute in the drawing is what the client's first render says; null lets it run again (the first tick then moves
 * them on). Held, the server's drawing never starts measuring a clock it has no server to ask.
 */
export function holdServerNow(at: number | null) {
  heldAt = at;
}

/** Server time now, for any code that needs one instant (a match clock's elapsed time). */
export const serverNow = (): number => heldAt ?? siteClock.serverNow();
/** Server time ticking each second, for displays. */
export const serverTime$ = serverTime(serverClock$).pipe(
  shareReplay({ bufferSize: 1, refCount: true }),
);
