// The realtime part of the status banner: silent when all is well, lost → catching up → recovered after a drop.
import { Subject } from 'rxjs';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { type RealtimeNotice, realtimeNotice } from './connection-notice';
import type { RealtimeStatus } from './socket';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function watch() {
  const status = new Subject<RealtimeStatus>();
  const seen: RealtimeNotice[] = [];
  realtimeNotice(status, 3_000).subscribe((n) => seen.push(n));
  const notices = () => seen.map((n) => n.notice);
  return { status, seen, notices };
}

it('stays silent through a first connect and a login switch', () => {
  const t = watch();
  t.status.next({ state: 'connecting', lost: false, stale: false });
  t.status.next({ state: 'online', lost: false, stale: false });
  t.status.next({ state: 'connecting', lost: false, stale: true }); // deliberate reconnect
  t.status.next({ state: 'resyncing', lost: false, stale: true });
  t.status.next({ state: 'online', lost: false, stale: false });
  expect(t.notices()).toEqual([null, null, null, null, null]);
});

it('shows a drop until the data is in step, then "recovered" for a moment', () => {
  const t = watch();
  t.status.next({ state: 'online', lost: false, stale: false });
  t.status.next({ state: 'connecting', lost: true, stale: true });
  t.status.next({ state: 'resyncing', lost: false, stale: true });
  t.status.next({ state: 'online', lost: false, stale: false });
  expect(t.notices()).toEqual([null, 'lost', 'resyncing', 'recovered']);
  vi.advanceTimersByTime(2_999);
  expect(t.notices()).toHaveLength(4);
  vi.advanceTimersByTime(1);
  expect(t.seen.at(-1)).toEqual({ state: 'online', notice: null });
});

it('leaves offline to the network banner, and reports the reconnect after it', () => {
  const t = watch();
  t.status.next({ state: 'online', lost: false, stale: false });
  t.status.next({ state: 'offline', lost: true, stale: true });
  t.status.next({ state: 'connecting', lost: true, stale: true });
  t.status.next({ state: 'online', lost: false, stale: false });
  expect(t.notices()).toEqual([null, null, 'lost', 'recovered']);
});

it('shows a first connect that keeps failing as lost', () => {
  const t = watch();
  t.status.next({ state: 'connecting', lost: false, stale: false });
  t.status.next({ state: 'connecting', lost: true, stale: false });
  expect(t.notices()).toEqual([null, 'lost']);
});
