// snapshotWithPushes: the snapshot loaded beside the join (or, for endpoints without a seq, after it), pushes buffered
// and applied in seq order, reloads on resync; the keyed cache; user$.
import { BehaviorSubject, Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelEvent } from '../contract/events';
import { ChannelError, type ChannelSignal } from './channel';
import { eventOf } from './fake-socket';
import type { BalancesAnswer } from './site';
import { keyed, type Live, type SnapshotResult, shownAfter, snapshotWithPushes } from './snapshot';
import { userStreams } from './user';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const CH = 'match:football:7';
/** The state is the list of applied pushes' seqs, after the snapshot's marker. */
type Trail = string[];
const reduce = (trail: Trail, event: ChannelEvent) => [...trail, `#${event.seq}`];

/** A loader whose answers the test gives, one per call. */
function loader<T>() {
  const calls: ((result: SnapshotResult<T>) => void)[] = [];
  return {
    load: () => new Promise<SnapshotResult<T>>((resolve) => calls.push(resolve)),
    calls,
    answer(result: SnapshotResult<T>, call = calls.length - 1) {
      const resolve = calls[call];
      if (!resolve) throw new Error(`no load call ${call}`);
      resolve(result);
    },
  };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const event = (seq: number): ChannelSignal => ({ kind: 'event', event: eventOf(CH, seq) });
const joined = (seq: number): ChannelSignal => ({ kind: 'joined', channel: CH, seq });

function watch<T>(stream: ReturnType<typeof snapshotWithPushes<T>>) {
  const seen: Live<T>[] = [];
  const subscription = stream.subscribe((v) => seen.push(v));
  return { seen, last: () => seen.at(-1), subscription };
}

describe('snapshotWithPushes', () => {
  it('loadAtOnce false: loads the snapshot once joined, then applies the pushes that came meanwhile if newer', async () => {
    const channel = new Subject<ChannelSignal>();
    const snapshot = loader<Trail>();
    const live = watch(
      snapshotWithPushes({ load: snapshot.load, channel, reduce, loadAtOnce: false }),
    );
    expect(live.last()).toEqual({ status: 'loading' });
    expect(snapshot.calls).toHaveLength(0); // waits for the join: the snapshot must be newer than it

    channel.next(joined(10));
    expect(snapshot.calls).toHaveLength(1);
    for (const seq of [13, 11, 12]) channel.next(event(seq));
    snapshot.answer({ success: true, data: ['snapshot@12'], seq: 12 });
    await flush();
    expect(live.last()).toEqual({ status: 'ready', value: ['snapshot@12', '#13'], stale: false });

    channel.next(event(14));
    expect(live.last()).toEqual({
      status: 'ready',
      value: ['snapshot@12', '#13', '#14'],
      stale: false,
    });
  });

  it('loadAtOnce false: without a snapshot seq applies every push that came during the load, in seq order', async () => {
    const channel = new Subject<ChannelSignal>();
    const snapshot = loader<Trail>();
    const live = watch(
      snapshotWithPushes({ load: snapshot.load, channel, reduce, loadAtOnce: false }),
    );
    channel.next(joined(0));
    channel.next(event(2));
    channel.next(event(1));
    snapshot.answer({ success: true, data: ['snapshot'] });
    await flush();
    expect(live.last()).toMatchObject({ value: ['snapshot', '#1', '#2'] });
  });

  it('reloads on a resync: stale meanwhile, pushes held back, the connection kept resyncing until done', async () => {
    const channel = new Subject<ChannelSignal>();
    const snapshot = loader<Trail>();
    const live = watch(snapshotWithPushes({ load: snapshot.load, channel, reduce }));
    channel.next(joined(0));
    snapshot.answer({ success: true, data: ['first'], seq: 0 });
    await flush();

    let tracking = 0;
    channel.next({
      kind: 'resync',
      channel: CH,
      reason: 'gap',
      track: () => {
        tracking++;
        return () => tracking--;
      },
    });
    expect(tracking).toBe(1);
    expect(live.last()).toEqual({ status: 'ready', value: ['first'], stale: true });
    channel.next(event(41));
    channel.next(event(40));
    expect(live.last()).toMatchObject({ value: ['first'] });
    snapshot.answer({ success: true, data: ['second@40'], seq: 40 }, 1);
    await flush();
    expect(live.last()).toEqual({ status: 'ready', value: ['second@40', '#41'], stale: false });
    expect(tracking).toBe(0);
  });

  it('is stale while the socket is down and fresh once rejoined', async () => {
    const channel = new Subject<ChannelSignal>();
    const snapshot = loader<Trail>();
    const live = watch(snapshotWithPushes({ load: snapshot.load, channel, reduce }));
    channel.next(joined(0));
    snapshot.answer({ success: true, data: ['s'], seq: 0 });
    await flush();
    channel.next({ kind: 'paused', channel: CH });
    expect(live.last()).toMatchObject({ stale: true });
    channel.next(event(1)); // the replay after the rejoin
    channel.next(joined(1));
    expect(live.last()).toEqual({ status: 'ready', value: ['s', '#1'], stale: false });
    expect(snapshot.calls).toHaveLength(1);
  });

  it('loadAtOnce false: loads without the join when the socket is slow, marked stale, and reloads once joined', async () => {
    const channel = new Subject<ChannelSignal>();
    const snapshot = loader<Trail>();
    const live = watch(
      snapshotWithPushes({
        load: snapshot.load,
        channel,
        reduce,
        joinWaitMs: 3_000,
        loadAtOnce: false,
      }),
    );
    expect(snapshot.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(snapshot.calls).toHaveLength(1);
    snapshot.answer({ success: true, data: ['early'] });
    await flush();
    expect(live.last()).toEqual({ status: 'ready', value: ['early'], stale: true });
    channel.next(joined(5));
    expect(snapshot.calls).toHaveLength(2);
    snapshot.answer({ success: true, data: ['joined'], seq: 5 }, 1);
    await flush();
    expect(live.last()).toEqual({ status: 'ready', value: ['joined'], stale: false });
  });

  it('by default loads beside the join and keeps the snapshot when the join is not newer', async () => {
    const channel = new Subject<ChannelSignal>();
    const snapshot = loader<Trail>();
    const live = watch(snapshotWithPushes({ load: snapshot.load, channel, reduce }));
    expect(live.last()).toEqual({ status: 'loading' });
    expect(snapshot.calls).toHaveLength(1); // no wait for the socket
    snapshot.answer({ success: true, data: ['early'], seq: 5 });
    await flush();
    expect(live.last()).toEqual({ status: 'ready', value: ['early'], stale: true });
    channel.next(joined(5));
    channel.next(event(6));
    expect(snapshot.calls).toHaveLength(1);
    expect(live.last()).toEqual({ status: 'ready', value: ['early', '#6'], stale: false });
  });

  it('by default reloads when the join is newer than the snapshot, before or after it lands', async () => {
    const channel = new Subject<ChannelSignal>();
    const snapshot = loader<Trail>();
    const live = watch(snapshotWithPushes({ load: snapshot.load, channel, reduce }));
    channel.next(joined(8)); // the join answers first, the load is still out
    channel.next(event(9));
    snapshot.answer({ success: true, data: ['old'], seq: 6 });
    await flush();
    expect(snapshot.calls).toHaveLength(2); // 7 and 8 are in neither
    // Shown meanwhile, marked stale; #9 waits for the reload rather than landing on a snapshot with a hole.
    expect(live.last()).toEqual({ status: 'ready', value: ['old'], stale: true });
    snapshot.answer({ success: true, data: ['new'], seq: 8 }, 1);
    await flush();
    expect(live.last()).toEqual({ status: 'ready', value: ['new', '#9'], stale: false });

    const other = loader<Trail>();
    const channel2 = new Subject<ChannelSignal>();
    const live2 = watch(snapshotWithPushes({ load: other.load, channel: channel2, reduce }));
    other.answer({ success: true, data: ['old'], seq: 3 });
    await flush();
    channel2.next(joined(4));
    expect(other.calls).toHaveLength(2);
    other.answer({ success: true, data: ['new'], seq: 4 }, 1);
    await flush();
    expect(live2.last()).toEqual({ status: 'ready', value: ['new'], stale: false });
  });

  it('by default shows a snapshot without a seq at once, stale, and loads it again once joined', async () => {
    // Landed before the join: it cannot say which pushes it holds, so the join reloads it.
    const channel = new Subject<ChannelSignal>();
    const snapshot = loader<Trail>();
    const live = watch(snapshotWithPushes({ load: snapshot.load, channel, reduce }));
    snapshot.answer({ success: true, data: ['early'] });
    await flush();
    expect(live.last()).toEqual({ status: 'ready', value: ['early'], stale: true });
    channel.next(joined(5));
    expect(snapshot.calls).toHaveLength(2);
    channel.next(event(6));
    snapshot.answer({ success: true, data: ['joined'] }, 1);
    await flush();
    expect(live.last()).toEqual({ status: 'ready', value: ['joined', '#6'], stale: false });

    // Landed after the join: shown, stale, while the reload runs; the pushes held back follow the reload.
    const channel2 = new Subject<ChannelSignal>();
    const other = loader<Trail>();
    const live2 = watch(snapshotWithPushes({ load: other.load, channel: channel2, reduce }));
    channel2.next(joined(5));
    channel2.next(event(6));
    other.answer({ success: true, data: ['early'] });
    await flush();
    expect(live2.last()).toEqual({ status: 'ready', value: ['early'], stale: true });
    expect(other.calls).toHaveLength(2);
    channel2.next(event(7));
    other.answer({ success: true, data: ['joined'] }, 1);
    await flush();
    expect(live2.last()).toEqual({
      status: 'ready',
      value: ['joined', '#6', '#7'],
      stale: false,
    });
  });

  it('by default a failed first load is tried again at the join, not only after retryMs', async () => {
    const channel = new Subject<ChannelSignal>();
    const snapshot = loader<Trail>();
    const live = watch(snapshotWithPushes({ load: snapshot.load, channel, reduce }));
    snapshot.answer({ success: false, code: 0, msg: '网络异常，请稍后重试' });
    await flush();
    expect(live.last()).toEqual({ status: 'failed', code: 0, msg: '网络异常，请稍后重试' });
    channel.next(joined(2));
    expect(snapshot.calls).toHaveLength(2);
    snapshot.answer({ success: true, data: ['ok'], seq: 2 }, 1);
    await flush();
    expect(live.last()).toEqual({ status: 'ready', value: ['ok'], stale: false });
  });

  it('reports a failed load and tries again', async () => {
    const channel = new Subject<ChannelSignal>();
    const snapshot = loader<Trail>();
    const live = watch(
      snapshotWithPushes({ load: snapshot.load, channel, reduce, retryMs: 5_000 }),
    );
    channel.next(joined(0));
    snapshot.answer({ success: false, code: 0, msg: '网络异常，请稍后重试' });
    await flush();
    expect(live.last()).toEqual({ status: 'failed', code: 0, msg: '网络异常，请稍后重试' });
    channel.next(event(1));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(snapshot.calls).toHaveLength(2);
    snapshot.answer({ success: true, data: ['ok'], seq: 0 }, 1);
    await flush();
    expect(live.last()).toEqual({ status: 'ready', value: ['ok', '#1'], stale: false });
  });

  it('loadAtOnce false: still loads when the channel is refused, stale as no pushes will come', async () => {
    const channel = new Subject<ChannelSignal>();
    const snapshot = loader<Trail>();
    const live = watch(
      snapshotWithPushes({ load: snapshot.load, channel, reduce, loadAtOnce: false }),
    );
    expect(snapshot.calls).toHaveLength(0);
    channel.error(new ChannelError(CH, 13004, '订阅的频道过多，最多 50 个'));
    expect(snapshot.calls).toHaveLength(1);
    snapshot.answer({ success: true, data: ['s'] });
    await flush();
    expect(live.last()).toEqual({ status: 'ready', value: ['s'], stale: true });
  });

  it('leaves the channel when unsubscribed', () => {
    const channel = new Subject<ChannelSignal>();
    const live = watch(snapshotWithPushes({ load: loader<Trail>().load, channel, reduce }));
    expect(channel.observed).toBe(true);
    live.subscription.unsubscribe();
    expect(channel.observed).toBe(false);
  });
});

describe('keyed', () => {
  it('shares one stream per key, keeps it through a short gap, and drops it after the linger', () => {
    let made = 0;
    const sources = new Map<string, BehaviorSubject<number>>();
    const byKey = keyed(
      (type: string, id: number) => {
        made++;
        const source = new BehaviorSubject(id);
        sources.set(`${type}:${id}`, source);
        return source;
      },
      { lingerMs: 3_000 },
    );
    expect(byKey('football', 1)).toBe(byKey('football', 1));
    expect(byKey('football', 1)).not.toBe(byKey('football', 2));
    const seenA: number[] = [];
    const seenB: number[] = [];
    const a = byKey('football', 1).subscribe((v) => seenA.push(v));
    const b = byKey('football', 1).subscribe((v) => seenB.push(v));
    expect(made).toBe(1);
    sources.get('football:1')?.next(5);
    expect(seenA).toEqual([1, 5]);
    expect(seenB).toEqual([1, 5]);

    a.unsubscribe();
    b.unsubscribe();
    vi.advanceTimersByTime(1_000);
    const c = byKey('football', 1).subscribe();
    expect(made).toBe(1); // came back within the linger: the same source, still subscribed
    c.unsubscribe();
    vi.advanceTimersByTime(3_000);
    expect(sources.get('football:1')?.observed).toBe(false);
    byKey('football', 1).subscribe().unsubscribe();
    expect(made).toBe(2);
  });
});

describe('user$', () => {
  it('follows the login: anonymous, loading, then balances (before the join) kept current by balance.change', async () => {
    const userId$ = new BehaviorSubject<number | null | undefined>(null);
    const channels = new Map<string, Subject<ChannelSignal>>();
    const calls: ((a: BalancesAnswer) => void)[] = [];
    const snapshot = {
      load: () => new Promise<BalancesAnswer>((resolve) => calls.push(resolve)),
      answer: (a: BalancesAnswer) => calls.at(-1)?.(a),
    };
    const user$ = userStreams({
      userId$,
      loadBalances: snapshot.load,
      bus: {
        channel$: (name) => {
          const subject = new Subject<ChannelSignal>();
          channels.set(name, subject);
          return subject;
        },
      },
    });
    const seen: unknown[] = [];
    user$().subscribe((v) => seen.push(v));
    expect(seen.at(-1)).toEqual({ status: 'anonymous' });
    userId$.next(undefined);
    expect(seen.at(-1)).toEqual({ status: 'loading' });
    userId$.next(8);
    const channel = channels.get('user:8');
    expect(channel).toBeDefined();
    // The header shows the balances from the HTTP answer, the socket not yet joined.
    expect(calls).toHaveLength(1);
    snapshot.answer({ success: true, data: { balance: 10, ticket: 2, seq: 3 } });
    await flush();
    expect(seen.at(-1)).toEqual({
      status: 'ready',
      value: { balance: 10, ticket: 2 },
      stale: true,
    });
    // A join at the answer's seq: nothing missed, no second load.
    channel?.next({ kind: 'joined', channel: 'user:8', seq: 3 });
    expect(calls).toHaveLength(1);
    expect(seen.at(-1)).toEqual({
      status: 'ready',
      value: { balance: 10, ticket: 2 },
      stale: false,
    });
    channel?.next({
      kind: 'event',
      event: eventOf('user:8', 4, 'balance.change', { balance: 7.5, ticket: 2 }),
    });
    expect(seen.at(-1)).toMatchObject({ value: { balance: 7.5, ticket: 2 } });
    userId$.next(null);
    expect(seen.at(-1)).toEqual({ status: 'anonymous' });
    expect(channel?.observed).toBe(false);
  });
});

describe('shownAfter', () => {
  const stream = () => {
    const channel = new Subject<ChannelSignal>();
    const snapshot = loader<Trail>();
    return {
      channel,
      snapshot,
      live: snapshotWithPushes({ load: snapshot.load, channel, reduce }),
    };
  };

  it('keeps a page that came with its first view off the stream’s loading, and passes on all after it', async () => {
    const { channel, snapshot, live } = stream();
    const first: Live<Trail> = { status: 'ready', value: ['drawn'], stale: false };
    const seen = watch(live.pipe(shownAfter(first)));
    expect(seen.seen).toEqual([]);
    snapshot.answer({ success: false, code: 500, msg: '服务器繁忙' });
    await flush();
    expect(seen.last()).toEqual({ status: 'failed', code: 500, msg: '服务器繁忙' });
    await vi.advanceTimersByTimeAsync(5_000);
    snapshot.answer({ success: true, data: ['snapshot'], seq: 3 });
    await flush();
    channel.next(joined(3));
    channel.next(event(4));
    const statuses = seen.seen.map((l) => l.status);
    expect(statuses[0]).toBe('failed');
    expect(statuses).not.toContain('loading');
    expect(seen.last()).toEqual({ status: 'ready', value: ['snapshot', '#4'], stale: false });
  });

  it('leaves a page without a first view its loading state', async () => {
    const { snapshot, live } = stream();
    const seen = watch(live.pipe(shownAfter<Trail>({ status: 'loading' })));
    expect(seen.seen).toEqual([{ status: 'loading' }]);
    snapshot.answer({ success: true, data: ['snapshot'], seq: 3 });
    await flush();
    expect(seen.last()).toEqual({ status: 'ready', value: ['snapshot'], stale: true });
  });
});
