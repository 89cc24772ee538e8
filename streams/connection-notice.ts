// What the status banner says about the realtime connection: lost and reconnecting, catching up, then recovered for a moment.
import {
  asyncScheduler,
  combineLatest,
  concat,
  map,
  type Observable,
  of,
  type SchedulerLike,
  scan,
  shareReplay,
  switchMap,
  timer,
} from 'rxjs';
import { RECOVERED_NOTICE_MS } from './network-status';
import { polling$ } from './polling-fallback';
import { type ConnectionState, type RealtimeStatus, realtimeStatus$ } from './socket';

/**
 * lost: reconnecting after a drop; polling: no socket for a while, the live data is polled meanwhile;
 * resyncing: back, catching up; recovered: all caught up again.
 */
export type RealtimeNoticeKind = 'lost' | 'polling' | 'resyncing' | 'recovered' | null;

export interface RealtimeNotice {
  state: ConnectionState;
  notice: RealtimeNoticeKind;
}

interface Step {
  state: ConnectionState;
  /** Since a drop (or a failed first connect), not yet fully back: only then is anything said. */
  troubled: boolean;
  notice: RealtimeNoticeKind;
  cameBack: boolean;
}

/**
 * A first connect, a login switch and a quick resync of one channel stay silent; a drop is shown
 * until the data is in step again, then "recovered" for a moment. Offline is the network banner's.
 */
export function realtimeNotice(
  status$: Observable<RealtimeStatus>,
  recoveredMs = RECOVERED_NOTICE_MS,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<RealtimeNotice> {
  return status$.pipe(
    scan<RealtimeStatus, Step>(
      (previous, { state, lost }) => {
        const troubled =
          state === 'online' ? false : previous.troubled || lost || state === 'offline';
        const notice: RealtimeNoticeKind =
          !troubled || state === 'offline' ? null : state === 'resyncing' ? 'resyncing' : 'lost';
        return { state, troubled, notice, cameBack: state === 'online' && previous.troubled };
      },
      { state: 'connecting', troubled: false, notice: null, cameBack: false },
    ),
    switchMap(({ state, notice, cameBack }) =>
      cameBack
        ? concat(
            of<RealtimeNotice>({ state, notice: 'recovered' }),
            timer(recoveredMs, scheduler).pipe(
              map((): RealtimeNotice => ({ state, notice: null })),
            ),
          )
        : of({ state, notice }),
    ),
  );
}

/** While the streams poll (streams/polling-fallback.ts) the notice says so, rather than "reconnecting". */
export function withPolling(
  notice$: Observable<RealtimeNotice>,
  pollingNow$: Observable<boolean>,
): Observable<RealtimeNotice> {
  return combineLatest([notice$, pollingNow$]).pipe(
    map(([notice, polling]) =>
      polling && notice.state === 'connecting' ? { ...notice, notice: 'polling' as const } : notice,
    ),
  );
}

export const realtimeNotice$: Observable<RealtimeNotice> = withPolling(
  realtimeNotice(realtimeStatus$),
  polling$,
).pipe(shareReplay({ bufferSize: 1, refCount: true }));
