// Idle prefetch policy (when to prefetch, idle scheduling, which links) and the online status it reads.
import { firstValueFrom, Subject, take, toArray } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canPrefetch,
  type IdleScheduler,
  linksToPrefetch,
  PREFETCH_IDLE_TIMEOUT_MS,
  whenIdle,
} from '../../src/lib/prefetch';
import {
  type NetworkNotice,
  networkNotice,
  type OnlineSource,
  onlineStatus,
  RECOVERED_NOTICE_MS,
} from '../../streams/network-status';

describe('canPrefetch', () => {
  it.each([
    [{ onLine: true }, true],
    [{ onLine: true, connection: {} }, true],
    [{ onLine: true, connection: { effectiveType: '4g', saveData: false } }, true],
    [{ onLine: true, connection: { effectiveType: '3g' } }, true],
    [{ onLine: false }, false],
    [{ onLine: false, connection: { effectiveType: '4g' } }, false],
    [{ onLine: true, connection: { effectiveType: '2g' } }, false],
    [{ onLine: true, connection: { effectiveType: 'slow-2g' } }, false],
    [{ onLine: true, connection: { effectiveType: '4g', saveData: true } }, false],
  ])('%j → %s', (nav, expected) => {
    expect(canPrefetch(nav)).toBe(expected);
  });
});

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const timersOnly = (): IdleScheduler => ({
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  });

  it('uses requestIdleCallback with the 2000 ms timeout when there is one', () => {
    const task = vi.fn();
    const idle: Array<{ run: () => void; timeout: number | undefined }> = [];
    const scheduler: IdleScheduler = {
      ...timersOnly(),
      requestIdleCallback(run, options) {
        idle.push({ run, timeout: options?.timeout });
        return idle.length;
      },
      cancelIdleCallback: vi.fn(),
    };
    whenIdle(task, { scheduler });
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2_000);
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(2_000);
    vi.advanceTimersByTime(5_000);
    expect(task).not.toHaveBeenCalled(); // only the browser's idle callback runs it
    idle[0]?.run();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancels the idle callback', () => {
    const cancelIdleCallback = vi.fn();
    const scheduler: IdleScheduler = {
      ...timersOnly(),
      requestIdleCallback: () => 7,
      cancelIdleCallback,
    };
    whenIdle(() => {}, { scheduler })();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    const task = vi.fn();
    whenIdle(task, { scheduler: timersOnly() });
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a cancelled fallback never runs', () => {
    const task = vi.fn();
    const cancel = whenIdle(task, { scheduler: timersOnly() });
    cancel();
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS);
    expect(task).not.toHaveBeenCalled();
  });

  it('works on the real global timers by default (node has no requestIdleCallback)', () => {
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('linksToPrefetch', () => {
  const page = { origin: 'https://www.qiulive.com', href: 'https://www.qiulive.com/news?page=1' };

  it('keeps same-origin pages, as path and query, without duplicates', () => {
    const links = [
      'https://www.qiulive.com/football',
      'https://www.qiulive.com/live/123?tab=chat#top',
      'https://www.qiulive.com/football',
      '/basketball',
    ];
    expect(linksToPrefetch(links, page, new Set())).toEqual([
      '/football',
      '/live/123?tab=chat',
      '/basketball',
    ]);
  });

  it('skips other origins, non-http links, the page itself and what is already preloaded', () => {
    const links = [
      'https://cdn.example.com/x',
      'mailto:kefu@qiulive.com',
      'javascript:void(0)',
      'https://www.qiulive.com/news?page=1#comments',
      'https://www.qiulive.com/news?page=2',
      'https://www.qiulive.com/expert',
    ];
    expect(linksToPrefetch(links, page, new Set(['/expert']))).toEqual(['/news?page=2']);
  });

  it('takes at most the limit per page', () => {
    const links = Array.from({ length: 50 }, (_, i) => `https://www.qiulive.com/live/${i}`);
    const chosen = linksToPrefetch(links, page, new Set());
    expect(chosen).toHaveLength(20);
    expect(chosen[0]).toBe('/live/0');
    expect(linksToPrefetch(links, page, new Set(), 3)).toEqual(['/live/0', '/live/1', '/live/2']);
  });
});

// The online status lives in streams/network-status.ts; canPrefetch's "offline" comes from the same
// navigator.onLine, and the status banner is driven by networkNotice.
describe('online status', () => {
  const fakeWindow = (onLine: boolean) => {
    const target = new EventTarget();
    const win = Object.assign(target, { navigator: { onLine } }) as EventTarget & OnlineSource;
    const go = (now: boolean) => {
      win.navigator.onLine = now;
      win.dispatchEvent(new Event(now ? 'online' : 'offline'));
    };
    return { win, go };
  };

  it('starts from navigator.onLine and follows online/offline events, without repeats', () => {
    const { win, go } = fakeWindow(true);
    const seen: boolean[] = [];
    const sub = onlineStatus(win).subscribe((v) => seen.push(v));
    go(false);
    go(false);
    go(true);
    sub.unsubscribe();
    go(false);
    expect(seen).toEqual([true, false, true]);
  });

  it('a late subscriber gets the current status', async () => {
    const { win, go } = fakeWindow(true);
    const status = onlineStatus(win);
    const sub = status.subscribe();
    go(false);
    expect(await firstValueFrom(status)).toBe(false);
    sub.unsubscribe();
  });

  describe('networkNotice', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('shows nothing while online, the offline banner while offline, then "recovered" for 3 s', () => {
      const online = new Subject<boolean>();
      const seen: NetworkNotice[] = [];
      networkNotice(online).subscribe((n) => seen.push(n));
      online.next(true);
      expect(seen).toEqual([{ online: true, recovered: false }]);
      online.next(false);
      expect(seen.at(-1)).toEqual({ online: false, recovered: false });
      online.next(true);
      expect(seen.at(-1)).toEqual({ online: true, recovered: true });
      vi.advanceTimersByTime(RECOVERED_NOTICE_MS - 1);
      expect(seen.at(-1)).toEqual({ online: true, recovered: true });
      vi.advanceTimersByTime(1);
      expect(seen.at(-1)).toEqual({ online: true, recovered: false });
      expect(seen).toHaveLength(4);
    });

    it('going offline again during the "recovered" notice shows the offline banner at once', async () => {
      const online = new Subject<boolean>();
      const all = firstValueFrom(networkNotice(online).pipe(take(4), toArray()));
      online.next(false);
      online.next(true);
      online.next(false);
      vi.advanceTimersByTime(RECOVERED_NOTICE_MS);
      online.next(true);
      expect(await all).toEqual([
        { online: false, recovered: false },
        { online: true, recovered: true },
        { online: false, recovered: false },
        { online: true, recovered: true },
      ]);
    });
  });
});
