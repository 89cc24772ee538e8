// The polling fallback: after a spell without a socket the score and room streams poll their snapshots with the
// last ETag (a 304 keeps the value), the notice says 轮询中, and when the socket returns pushes resume by seq
// with nothing missed and nothing applied twice.
import { BehaviorSubject, Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelEvent } from '../contract/events';
import type { ChannelSignal } from './channel';
import { type RealtimeNotice, withPolling } from './connection-notice';
import { eventOf } from './fake-socket';
import { pollingFallback } from './polling-fallback';
import { type Live, type PollResult, type SnapshotResult, snapshotWithPushes } from './snapshot';
import type { RealtimeStatus } from './socket';

const CH = 'scores:football';
type Trail = string[];
const reduce = (trail: Trail, event: ChannelEvent) => [...trail, `#${event.seq}`];

const status = (state: RealtimeStatus['state'], lost = false): RealtimeStatus => ({
  state,
  lost,
  stale: state !== 'online',
});

describe('pollingFallback', () => {
  const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

  it('turns on after the threshold without a connection, and off when the socket connects', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const s = {
        c: status('connecting'),
        l: status('connecting', true),
        o: status('online'),
        r: status('resyncing'),
      };
      // Connecting from 0 (a retry marks it lost at 1 ms, still the same spell), online at 6 s, dropped at 8 s.
      const status$ = cold('cl 5998ms o 1999ms l', s);
      expectObservable(pollingFallback(status$, 4_000), '^ 12000ms !').toBe(
        'f 3999ms t 1999ms f 5999ms t',
        { f: false, t: true },
      );
    });
  });

  it('does not poll a quick reconnect, nor while offline', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const s = { o: status('online'), l: status('connecting', true), x: status('offline', true) };
      const status$ = cold('o 999ms l 2999ms o 999ms x 9999ms o', s);
      expectObservable(pollingFallback(status$, 4_000), '^ 20000ms !').toBe('f', {
        f: false,
      });
    });
  });

  it('makes the notice say polling while it polls, and hands back to the usual notices', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const n: Record<string, RealtimeNotice> = {
        l: { state: 'connecting', notice: 'lost' },
        p: { state: 'connecting', notice: 'polling' },
        r: { state: 'resyncing', notice: 'resyncing' },
      };
      const notice$ = cold('l 9ms r', n);
      const polling$ = cold('f 4ms t 2ms f', { f: false, t: true });
      expectObservable(withPolling(notice$, polling$)).toBe('l 4ms p 2ms l 1ms r', n);
    });
  });
});

/** A poll loader whose answers the test gives, recording the ETag each call sent. */
function poller() {
  const calls: { etag: string | null; resolve: (r: PollResult<Trail>) => void }[] = [];
  return {
    load: (etag: string | null) =>
      new Promise<PollResult<Trail>>((resolve) => calls.push({ etag, resolve })),
    calls,
    answer(result: PollResult<Trail>) {
      const call = calls.at(-1);
      if (!call) throw new Error('no poll');
      call.resolve(result);
    },
  };
}

describe('snapshotWithPushes while the socket cannot connect', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const flush = () => vi.advanceTimersByTimeAsync(0);
  const event = (seq: number): ChannelSignal => ({ kind: 'event', event: eventOf(CH, seq) });

  function world(first: SnapshotResult<Trail>) {
    const connection = new BehaviorSubject<RealtimeStatus>(status('connecting'));
    const channel = new Subject<ChannelSignal>();
    const polls = poller();
    const seen: Live<Trail>[] = [];
    const loads: number[] = [];
    const subscription = snapshotWithPushes({
      load: () => {
        loads.push(Date.now());
        return Promise.resolve(first);
      },
      channel,
      reduce,
      poll: { active: pollingFallback(connection, 4_000), load: polls.load, everyMs: 5_000 },
    }).subscribe((v) => seen.push(v));
    const value = () => {
      const last = seen.at(-1);
      return last?.status === 'ready' ? last.value : null;
    };
    return { connection, channel, polls, seen, loads, value, subscription };
  }

  it('starts polling after the threshold, sends the last ETag, and keeps the value on a 304', async () => {
    const w = world({ success: true, data: ['snapshot@5'], seq: 5 });
    await flush();
    expect(w.value()).toEqual(['snapshot@5']);
    w.connection.next(status('connecting', true)); // a failed attempt: the same spell
    await vi.advanceTimersByTimeAsync(3_999);
    expect(w.polls.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(w.polls.calls.map((c) => c.etag)).toEqual([null]);
    w.polls.answer({ success: true, data: ['snapshot@7'], seq: 7, etag: '"a"' });
    await flush();
    expect(w.seen.at(-1)).toEqual({ status: 'ready', value: ['snapshot@7'], stale: true });

    await vi.advanceTimersByTimeAsync(5_000);
    expect(w.polls.calls.map((c) => c.etag)).toEqual([null, '"a"']);
    const before = w.value();
    w.polls.answer({ success: true, notModified: true });
    await flush();
    expect(w.value()).toBe(before); // the very same value: nothing re-renders

    await vi.advanceTimersByTimeAsync(5_000);
    expect(w.polls.calls.map((c) => c.etag)).toEqual([null, '"a"', '"a"']);
    w.polls.answer({ success: true, data: ['snapshot@9'], seq: 9, etag: '"b"' });
    await flush();
    expect(w.value()).toEqual(['snapshot@9']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(w.polls.calls.at(-1)?.etag).toBe('"b"');
    w.subscription.unsubscribe();
  });

  it('keeps the value through a failed poll and tries again at the next', async () => {
    const w = world({ success: true, data: ['snapshot@5'], seq: 5 });
    await vi.advanceTimersByTimeAsync(4_000);
    w.polls.answer({ success: false, code: 0, msg: '网络异常' });
    await flush();
    expect(w.seen.at(-1)).toEqual({ status: 'ready', value: ['snapshot@5'], stale: true });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(w.polls.calls).toHaveLength(2);
    w.subscription.unsubscribe();
  });

  it('socket back after a drop: replayed pushes the polls already hold are skipped, the rest applied once, polling stops', async () => {
    const w = world({ success: true, data: ['snapshot@3'], seq: 3 });
    await flush();
    w.connection.next(status('online'));
    w.channel.next({ kind: 'joined', channel: CH, seq: 3 });
    w.channel.next(event(4));
    w.channel.next(event(5));
    expect(w.value()).toEqual(['snapshot@3', '#4', '#5']);
    // The socket drops and stays down: the polls bring the board to seq 9.
    w.connection.next(status('connecting', true));
    w.channel.next({ kind: 'paused', channel: CH });
    await vi.advanceTimersByTimeAsync(4_000);
    w.polls.answer({ success: true, data: ['snapshot@9'], seq: 9, etag: '"x"' });
    await flush();
    expect(w.value()).toEqual(['snapshot@9']);
    // Back: the channel re-subscribes from its last seq (5) and replays 6..11, then says joined.
    w.connection.next(status('resyncing'));
    for (const seq of [6, 7, 8, 9, 10, 11]) w.channel.next(event(seq));
    w.channel.next({ kind: 'joined', channel: CH, seq: 11 });
    w.connection.next(status('online'));
    expect(w.seen.at(-1)).toEqual({
      status: 'ready',
      value: ['snapshot@9', '#10', '#11'],
      stale: false,
    });
    w.channel.next(event(12));
    expect(w.value()).toEqual(['snapshot@9', '#10', '#11', '#12']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(w.polls.calls).toHaveLength(1);
    w.subscription.unsubscribe();
  });

  it('socket back while a poll is under way: pushes are held and applied after it by seq', async () => {
    const w = world({ success: true, data: ['snapshot@2'], seq: 2 });
    await flush();
    w.channel.next({ kind: 'joined', channel: CH, seq: 2 });
    w.connection.next(status('online'));
    w.connection.next(status('connecting', true));
    w.channel.next({ kind: 'paused', channel: CH });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(w.polls.calls).toHaveLength(1);
    // The poll is still out when the socket returns and replays 3..6.
    w.connection.next(status('online'));
    for (const seq of [3, 4, 5, 6]) w.channel.next(event(seq));
    w.channel.next({ kind: 'joined', channel: CH, seq: 6 });
    w.polls.answer({ success: true, data: ['snapshot@4'], seq: 4, etag: '"p"' });
    await flush();
    expect(w.seen.at(-1)).toEqual({
      status: 'ready',
      value: ['snapshot@4', '#5', '#6'],
      stale: false,
    });
    w.subscription.unsubscribe();
  });

  it('a poll that fails while the socket returns applies the pushes it held', async () => {
    const w = world({ success: true, data: ['snapshot@2'], seq: 2 });
    await flush();
    w.channel.next({ kind: 'joined', channel: CH, seq: 2 });
    w.connection.next(status('online'));
    w.connection.next(status('connecting', true));
    w.channel.next({ kind: 'paused', channel: CH });
    await vi.advanceTimersByTimeAsync(4_000);
    w.connection.next(status('online'));
    for (const seq of [3, 4]) w.channel.next(event(seq));
    w.channel.next({ kind: 'joined', channel: CH, seq: 4 });
    w.polls.answer({ success: false, code: 0, msg: '网络异常' });
    await flush();
    w.channel.next(event(5));
    expect(w.seen.at(-1)).toEqual({
      status: 'ready',
      value: ['snapshot@2', '#3', '#4', '#5'],
      stale: false,
    });
    w.subscription.unsubscribe();
  });

  it('never connected until now: a first join newer than the polled snapshot reloads it', async () => {
    const w = world({ success: true, data: ['snapshot@1'], seq: 1 });
    await vi.advanceTimersByTimeAsync(4_000);
    w.polls.answer({ success: true, data: ['snapshot@8'], seq: 8, etag: '"e"' });
    await flush();
    expect(w.loads).toHaveLength(1);
    w.connection.next(status('online'));
    w.channel.next({ kind: 'joined', channel: CH, seq: 10 }); // 9 and 10 went out before the join
    await flush();
    expect(w.loads).toHaveLength(2); // reloaded: the first load's answer stands in for it here
    w.subscription.unsubscribe();
  });
});
