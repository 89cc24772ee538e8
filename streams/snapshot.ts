// Live data = an HTTP snapshot (loaded beside the channel's join) merged with the channel's pushes in seq order,
// reloaded on every resync; and the keyed cache that shares it.
import {
  asyncScheduler,
  defer,
  distinctUntilChanged,
  EMPTY,
  filter,
  finalize,
  Observable,
  ReplaySubject,
  type SchedulerLike,
  type Subscription,
  share,
  startWith,
  switchMap,
  timer,
} from 'rxjs';
import type { ChannelEvent } from '../contract/events';
import { ChannelError, type ChannelSignal } from './channel';

/** What a loader answers; an ApiResult fits. `seq`: the channel seq the snapshot reflects, when the endpoint reports it. */
export type SnapshotResult<T> =
  | { success: true; data: T; seq?: number }
  | { success: false; code: number; msg: string };

export type Live<T> =
  | { status: 'loading' }
  /** stale: pushes may be missing (connection down, or a reload under way); show it, marked as such. */
  | { status: 'ready'; value: T; stale: boolean }
  /** The snapshot could not be loaded (it is retried); code and msg of the last failure. */
  | { status: 'failed'; code: number; msg: string };

/**
 * A live stream as a page sees it that already shows `first` (the first view the page came with): the stream's
 * 'loading' (it has nothing yet, its snapshot is on the way) is no news there, so the page keeps what it shows
 * instead of blanking it to a skeleton until the snapshot comes (on a drawn page, a whole new page to build).
 * A stream never goes back to 'loading' once it has a value, so only that first moment is skipped.
 */
export const shownAfter =
  <T>(first: Live<T>) =>
  (live$: Observable<Live<T>>): Observable<Live<T>> =>
    first.status === 'ready' ? live$.pipe(filter((live) => live.status !== 'loading')) : live$;

/** A poll's answer: the snapshot with its ETag, or a 304 (unchanged since the ETag sent). */
export type PollResult<T> =
  | { success: true; notModified: true }
  | (SnapshotResult<T> & { etag?: string });

/**
 * The fallback while the socket cannot connect at all (a proxy that blocks it, the gateway down while
 * HTTP works): the snapshot is polled, conditional on the last ETag, instead of waiting for pushes.
 */
export interface SnapshotPolling<T> {
  /** True while pushes cannot come (streams/polling-fallback.ts says when). */
  active: Observable<boolean>;
  /** The snapshot, sent with If-None-Match: etag (null: unconditional). */
  load(etag: string | null): Promise<PollResult<T>>;
  /** Between two polls. */
  everyMs?: number;
}

/** Between two polls of a snapshot while the socket is down. */
export const POLL_EVERY_MS = 5_000;

export interface SnapshotWithPushesOptions<T> {
  load(): Promise<SnapshotResult<T>>;
  channel: Observable<ChannelSignal>;
  /** Applies one push. Without a snapshot seq, pushes that came during the load are applied on top
   *  of it even if it already holds them, so such a channel's events must carry absolute values. */
  reduce(value: T, event: ChannelEvent): T;
  /** With loadAtOnce false: load without waiting for the join after this long (socket down), stale until
   *  joined, then reloaded. */
  joinWaitMs?: number;
  /**
   * Load at once, beside the join (the default), so the first paint does not wait for the socket's
   * handshake and join. A snapshot that reports its seq is kept when the join is not newer, and reloaded
   * when it is (pushes were missed between the two). One that reports no seq cannot say what it missed:
   * it is shown, marked stale, and loaded again once joined. Set false for an endpoint that never reports
   * a seq: it then waits for the join (up to joinWaitMs) and loads once, not twice.
   */
  loadAtOnce?: boolean;
  /** A failed load is tried again after this long. */
  retryMs?: number;
  /** Poll the snapshot while the socket cannot connect; the join's seq resyncs when it returns. */
  poll?: SnapshotPolling<T>;
  /** Pushes kept while a load is under way; older ones go first (the snapshot will hold them). */
  bufferMax?: number;
  scheduler?: SchedulerLike;
}

const sameLive = <T>(a: Live<T>, b: Live<T>) => {
  if (a.status !== b.status) return false;
  if (a.status === 'ready' && b.status === 'ready')
    return a.value === b.value && a.stale === b.stale;
  if (a.status === 'failed' && b.status === 'failed') return a.code === b.code && a.msg === b.msg;
  return true;
};

/**
 * Loads the snapshot beside the join and keeps it only if it is at least as new as the join (by seq),
 * else loads again once joined: nothing between the two is lost. With loadAtOnce false, joins first and
 * loads once joined. Pushes that arrive during a load are buffered and applied after it, in seq order,
 * skipping those the snapshot's seq says it already holds.
 */
export function snapshotWithPushes<T>(options: SnapshotWithPushesOptions<T>): Observable<Live<T>> {
  const {
    load,
    channel,
    reduce,
    joinWaitMs = 3_000,
    loadAtOnce = true,
    retryMs = 5_000,
    bufferMax = 1_000,
    poll,
    scheduler = asyncScheduler,
  } = options;
  return new Observable<Live<T>>((subscriber) => {
    /** The ETag of the last snapshot polled; null until a poll answered one. */
    let pollEtag: string | null = null;
    let value: { current: T } | null = null;
    /** The seq the loaded snapshot reflects; pushes at or below it are in it already. */
    let snapshotSeq: number | null = null;
    let loading = false;
    /** A reload is due (resync, or a join after a load made without one) and has not succeeded yet. */
    let due = false;
    /** Another reload was asked for while one was running: its answer may predate the reason. */
    let again = false;
    let inStep = false;
    /** The channel refused us: no pushes will come, so what is shown stays marked stale. */
    let noPushes = false;
    let joinedOnce = false;
    let loadedBeforeJoin = false;
    /** The first join's seq, when it came while a load made before it was under way. */
    let joinSeqToCheck: number | null = null;
    let failure: { code: number; msg: string } | null = null;
    let buffer: ChannelEvent[] = [];
    let resyncs: (() => void)[] = [];
    let closed = false;
    let retryTimer: Subscription | undefined;
    let joinTimer: Subscription | undefined;

    const emit = () => {
      if (value)
        subscriber.next({
          status: 'ready',
          value: value.current,
          stale: !inStep || noPushes || loading || due,
        });
      else if (failure && !loading) subscriber.next({ status: 'failed', ...failure });
      else subscriber.next({ status: 'loading' });
    };

    const endResyncs = () => {
      for (const end of resyncs) end();
      resyncs = [];
    };

    const apply = (event: ChannelEvent) => {
      if (!value || (snapshotSeq !== null && event.seq <= snapshotSeq)) return;
      value = { current: reduce(value.current, event) };
    };

    /** Applies the pushes held during a load, in seq order, skipping those the snapshot holds. */
    const drain = () => {
      const newer = buffer.sort((a, b) => a.seq - b.seq);
      buffer = [];
      for (const event of newer) apply(event);
    };

    const settle = (result: SnapshotResult<T>) => {
      loading = false;
      if (again) {
        again = false;
        reload();
        return;
      }
      if (result.success) {
        const joinSeq = joinSeqToCheck;
        joinSeqToCheck = null;
        // Loaded before a join that has since come: older than the join (or unable to say), it misses
        // pushes. Shown meanwhile, marked stale; the pushes held back wait for the reload, which they follow.
        if (joinSeq !== null && (result.seq === undefined || result.seq < joinSeq)) {
          value = { current: result.data };
          snapshotSeq = result.seq ?? null;
          failure = null;
          reload();
          return;
        }
        value = { current: result.data };
        snapshotSeq = result.seq ?? null;
        failure = null;
        due = false;
        drain();
      } else {
        failure = { code: result.code, msg: result.msg };
        retryTimer = scheduler.schedule(() => {
          retryTimer = undefined;
          reload();
        }, retryMs);
      }
      // A failing snapshot should not hold the whole connection at 'resyncing'; this stream stays stale.
      endResyncs();
      emit();
    };

    function reload() {
      if (closed) return;
      due = true;
      if (loading) {
        again = true;
        return;
      }
      retryTimer?.unsubscribe();
      retryTimer = undefined;
      loading = true;
      emit();
      load().then(
        (result) => {
          if (!closed) settle(result);
        },
        (error: unknown) => {
          if (!closed) settle({ success: false, code: 0, msg: String(error) });
        },
      );
    }

    /**
     * One poll, unless a load is under way (its answer is as fresh). Pushes that come meanwhile (the socket
     * came back) are held and applied after it by seq, like a reload's; a 304 keeps the value shown.
     */
    const pollOnce = (conditional: SnapshotPolling<T>) => {
      if (closed || loading) return;
      const dueBefore = due;
      due = true;
      loading = true;
      const done = (result: PollResult<T>) => {
        if (closed) return;
        if (result.success && 'notModified' in result) {
          // Unchanged since the last poll, which set the value and its seq: only held pushes are newer.
          if (!value) return settle({ success: false, code: 0, msg: 'no snapshot to keep' });
          return settle({
            success: true,
            data: value.current,
            ...(snapshotSeq === null ? {} : { seq: snapshotSeq }),
          });
        }
        if (result.success) pollEtag = result.etag ?? null;
        else if (value) {
          // A failed poll keeps what is shown (and the pushes it held); the next one tries again.
          loading = false;
          due = dueBefore;
          if (!due) drain();
          if (again) {
            again = false;
            reload();
          } else emit();
          return;
        }
        settle(result);
      };
      conditional
        .load(pollEtag)
        .then(done, (error: unknown) => done({ success: false, code: 0, msg: String(error) }));
    };

    const onSignal = (signal: ChannelSignal) => {
      switch (signal.kind) {
        case 'joined': {
          const first = !joinedOnce;
          joinedOnce = true;
          inStep = true;
          joinTimer?.unsubscribe();
          if (first && loadAtOnce && loadedBeforeJoin) {
            if (loading) joinSeqToCheck = signal.seq;
            else if (snapshotSeq === null || snapshotSeq < signal.seq) reload();
            else emit();
          } else if (first && (loadedBeforeJoin || !value)) reload();
          else emit();
          return;
        }
        case 'paused':
          inStep = false;
          emit();
          return;
        case 'resync':
          inStep = true;
          joinedOnce = true;
          joinTimer?.unsubscribe();
          resyncs.push(signal.track());
          reload();
          return;
        case 'event':
          if (!value || due) {
            buffer.push(signal.event);
            if (buffer.length > bufferMax) buffer.shift();
          } else {
            apply(signal.event);
            emit();
          }
          return;
      }
    };

    if (loadAtOnce) {
      loadedBeforeJoin = true;
      reload();
    } else emit();
    const subscription = channel.subscribe({
      next: onSignal,
      error: (error: unknown) => {
        noPushes = true;
        joinTimer?.unsubscribe();
        if (!value && !loading) {
          if (error instanceof ChannelError) failure = { code: error.code, msg: error.message };
          reload();
        } else emit();
      },
    });
    if (!joinedOnce && !noPushes) {
      joinTimer = scheduler.schedule(() => {
        joinTimer = undefined;
        if (joinedOnce || value || loading) return;
        loadedBeforeJoin = true;
        reload();
      }, joinWaitMs);
    }
    const polling = poll?.active
      .pipe(
        distinctUntilChanged(),
        // The first poll at once: the fallback has already waited its threshold.
        switchMap((on) => {
          const every = poll.everyMs ?? POLL_EVERY_MS;
          return on ? timer(every, every, scheduler).pipe(startWith(-1)) : EMPTY;
        }),
      )
      .subscribe(() => pollOnce(poll));
    return () => {
      closed = true;
      retryTimer?.unsubscribe();
      joinTimer?.unsubscribe();
      polling?.unsubscribe();
      subscription.unsubscribe();
      endResyncs();
    };
  }).pipe(distinctUntilChanged(sameLive));
}

export interface KeyedOptions {
  /** After the last subscriber leaves, keep the stream (and its joined channel) this long. */
  lingerMs?: number;
  scheduler?: SchedulerLike;
}

/**
 * One shared stream per key, outside React: two components asking for the same match share one
 * snapshot and one join; a late one gets the latest value at once.
 */
export function keyed<A extends readonly (string | number)[], T>(
  make: (...args: A) => Observable<T>,
  { lingerMs = 3_000, scheduler = asyncScheduler }: KeyedOptions = {},
): (...args: A) => Observable<T> {
  const cache = new Map<string, Observable<T>>();
  return (...args: A) => {
    const key = args.join('\u0000');
    const cached = cache.get(key);
    if (cached) return cached;
    // Made when first subscribed, and made afresh after the linger, not when merely asked for.
    const stream: Observable<T> = defer(() => make(...args)).pipe(
      finalize(() => {
        if (cache.get(key) === stream) cache.delete(key);
      }),
      share({
        connector: () => new ReplaySubject<T>(1),
        resetOnError: true,
        resetOnComplete: true,
        resetOnRefCountZero: () => timer(lingerMs, scheduler),
      }),
    );
    cache.set(key, stream);
    return stream;
  };
}
