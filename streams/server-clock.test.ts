// The server clock: offset maths (half the round trip, best sample), re-sync every minute and on reconnects, the ticking display time.
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bestSample,
  createServerClock,
  type ServerClockState,
  type ServerTime,
  sampleOf,
  serverTime,
} from './server-clock';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('offset maths', () => {
  it('takes the server stamp as made halfway through the round trip', () => {
    // Sent at 1000, answered 5000 by the server, received at 1100: the server read 5000 at local 1050.
    expect(sampleOf(1_000, 5_000, 1_100)).toEqual({ offset: 3_950, rtt: 100 });
    expect(sampleOf(2_000, 1_500, 2_400)).toEqual({ offset: -700, rtt: 400 });
  });

  it('keeps the sample with the shortest round trip', () => {
    expect(
      bestSample([
        { offset: 10, rtt: 300 },
        { offset: 40, rtt: 20 },
        { offset: 25, rtt: 90 },
      ]),
    ).toEqual({ offset: 40, rtt: 20 });
    expect(bestSample([])).toBeNull();
  });
});

/** A server whose clock runs `ahead` ms ahead of ours and answers after the given delays. */
function slowServer(ahead: number, delays: number[]) {
  let call = 0;
  return {
    calls: () => call,
    fetchServerTime: () =>
      new Promise<number | null>((resolve) => {
        const delay = delays[call++ % delays.length] ?? 0;
        // The stamp is taken on arrival at the server, halfway.
        setTimeout(() => {
          const stamp = Date.now() + ahead;
          setTimeout(() => resolve(stamp), delay / 2);
        }, delay / 2);
      }),
  };
}

describe('createServerClock', () => {
  it('measures a few samples in a row and keeps the best', async () => {
    const server = slowServer(60_000, [300, 40, 200]);
    const clock = createServerClock({ fetchServerTime: server.fetchServerTime, samples: 3 });
    const measured = clock.measure();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await measured).toEqual({ offset: 60_000, rtt: 40 });
    expect(server.calls()).toBe(3);
  });

  it('goes syncing → synced, re-measures each minute, and serverNow() adds the offset', async () => {
    const server = slowServer(5_000, [10]);
    const clock = createServerClock({
      fetchServerTime: server.fetchServerTime,
      samples: 2,
      resyncMs: 60_000,
    });
    const states: ServerClockState[] = [];
    clock.clock$.subscribe((s) => states.push(s));
    expect(states).toEqual([{ status: 'syncing' }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(states.at(-1)).toEqual({ status: 'synced', offset: 5_000, rtt: 10 });
    expect(clock.serverNow() - Date.now()).toBe(5_000);
    expect(server.calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls()).toBe(4);
  });

  it('is synced after the first sample comes back, then keeps the best of the rest', async () => {
    const server = slowServer(7_000, [300, 40, 200]);
    const clock = createServerClock({ fetchServerTime: server.fetchServerTime, samples: 3 });
    const states: ServerClockState[] = [];
    clock.clock$.subscribe((s) => states.push(s));
    await vi.advanceTimersByTimeAsync(300);
    expect(states.at(-1)).toEqual({ status: 'synced', offset: 7_000, rtt: 300 });
    await vi.advanceTimersByTimeAsync(300);
    expect(states.at(-1)).toEqual({ status: 'synced', offset: 7_000, rtt: 40 });
  });

  it('keeps the last good offset when a re-measure fails; reports failed when none ever worked', async () => {
    let answer: number | null = null;
    const clock = createServerClock({
      fetchServerTime: async () => (answer === null ? null : Date.now() + answer),
      samples: 1,
      resyncMs: 60_000,
    });
    const states: ServerClockState[] = [];
    clock.clock$.subscribe((s) => states.push(s));
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual({ status: 'failed' });
    answer = -2_000;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(states.at(-1)).toEqual({ status: 'synced', offset: -2_000, rtt: 0 });
    answer = null;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(states.at(-1)).toEqual({ status: 'synced', offset: -2_000, rtt: 0 });
  });

  it('re-measures when told (after a reconnect)', async () => {
    const reconnects = new Subject<void>();
    let calls = 0;
    const clock = createServerClock({
      fetchServerTime: async () => {
        calls++;
        return Date.now();
      },
      samples: 1,
      resyncs: reconnects,
    });
    clock.clock$.subscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    reconnects.next();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(2);
  });
});

describe('serverTime', () => {
  it('ticks on each server second from the local clock plus the offset', async () => {
    const clock$ = new Subject<ServerClockState>();
    const seen: ServerTime[] = [];
    serverTime(clock$).subscribe((t) => seen.push(t));
    clock$.next({ status: 'syncing' });
    expect(seen).toEqual([{ status: 'syncing' }]);
    vi.setSystemTime(10_000);
    clock$.next({ status: 'synced', offset: 1_250, rtt: 8 });
    expect(seen.at(-1)).toEqual({ status: 'synced', now: 11_250, offset: 1_250 });
    await vi.advanceTimersByTimeAsync(755); // to just past the server's next second
    expect(seen.at(-1)).toEqual({ status: 'synced', now: 12_005, offset: 1_250 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen.at(-1)).toMatchObject({ now: 13_005 });
    expect(seen).toHaveLength(4);
  });

  it('shows the local clock, marked failed, when the server was never reached', () => {
    const clock$ = new Subject<ServerClockState>();
    const seen: ServerTime[] = [];
    serverTime(clock$).subscribe((t) => seen.push(t));
    vi.setSystemTime(42_000);
    clock$.next({ status: 'failed' });
    expect(seen).toEqual([{ status: 'failed', now: 42_000 }]);
  });
});
