// Chunk-reload guard: recognises chunk failures, reloads once per 60 s, remembers across the reload.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  CHUNK_RELOAD_WINDOW_MS,
  chunkReloadMachine,
  isChunkLoadError,
} from '../../machines/chunk-reload';
import {
  CHUNK_RELOAD_KEY,
  type ChunkReloadDeps,
  handleChunkLoadError,
  installChunkReloadGuard,
} from '../../src/lib/chunk-reload';

const CHUNK = new Error('Loading chunk 3 failed.\n(error: https://example.com/3.js)');
const T0 = 1_700_000_000_000;

describe('isChunkLoadError', () => {
  it.each([
    ['webpack', 'Loading chunk 3 failed.'],
    ['webpack CSS', 'Loading CSS chunk vendors-main failed'],
    ['Chromium', 'Failed to fetch dynamically imported module: https://x/assets/news-abc.js'],
    ['Firefox', 'error loading dynamically imported module: https://x/assets/a.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Vite CSS preload', 'Unable to preload CSS for /assets/live-1.css'],
  ])('%s: %s', (_, message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
    expect(isChunkLoadError(message)).toBe(true);
  });

  it('knows webpack ChunkLoadError by name and looks into the cause', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('route failed', { cause: CHUNK }))).toBe(true);
  });

  it.each([
    new Error("Cannot read properties of undefined (reading 'id')"),
    new TypeError('Failed to fetch'),
    'Loading chunk failed somewhere else',
    null,
    undefined,
    42,
    { message: 7 },
  ])('is not fooled by %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('chunkReloadMachine', () => {
  const guard = (lastReloadAt: number | null = null) =>
    createActor(chunkReloadMachine, { input: { lastReloadAt } }).start();

  it('first failure reloads and records when', () => {
    const g = guard();
    g.send({ type: 'CHUNK_FAILED', error: CHUNK, at: T0 });
    expect(g.getSnapshot().value).toBe('reloading');
    expect(g.getSnapshot().context.lastReloadAt).toBe(T0);
  });

  it('a second failure within 60 s is suppressed; at 60 s it reloads again', () => {
    const g = guard();
    g.send({ type: 'CHUNK_FAILED', error: CHUNK, at: T0 });
    g.send({ type: 'CHUNK_FAILED', error: CHUNK, at: T0 + CHUNK_RELOAD_WINDOW_MS - 1 });
    expect(g.getSnapshot().value).toBe('suppressed');
    expect(g.getSnapshot().context.lastReloadAt).toBe(T0);
    g.send({ type: 'CHUNK_FAILED', error: CHUNK, at: T0 + CHUNK_RELOAD_WINDOW_MS });
    expect(g.getSnapshot().value).toBe('reloading');
    expect(g.getSnapshot().context.lastReloadAt).toBe(T0 + CHUNK_RELOAD_WINDOW_MS);
  });

  it('starts from a reload remembered from before the page loaded', () => {
    const g = guard(T0);
    g.send({ type: 'CHUNK_FAILED', error: CHUNK, at: T0 + 5_000 });
    expect(g.getSnapshot().value).toBe('suppressed');
  });

  it('ignores errors that are not chunk failures', () => {
    const g = guard();
    g.send({ type: 'CHUNK_FAILED', error: new Error('boom'), at: T0 });
    expect(g.getSnapshot().value).toBe('watching');
    expect(g.getSnapshot().context.lastReloadAt).toBeNull();
  });

  it('takes any message when the failure is known to be a chunk (vite:preloadError)', () => {
    const g = guard();
    g.send({ type: 'CHUNK_FAILED', error: new Error('net::ERR_FAILED'), at: T0, chunk: true });
    expect(g.getSnapshot().value).toBe('reloading');
  });

  it('a remembered time in the future (clock moved back) does not block reloads', () => {
    const g = guard(T0 + 3_600_000);
    g.send({ type: 'CHUNK_FAILED', error: CHUNK, at: T0 });
    expect(g.getSnapshot().value).toBe('reloading');
  });
});

/** A browser tab: sessionStorage survives reload(), which starts a new page with fresh deps. */
function tab(start = T0) {
  const store = new Map<string, string>();
  const tabState = { now: start, reloads: 0 };
  const deps = (): ChunkReloadDeps => ({
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
    },
    now: () => tabState.now,
    reload: () => {
      tabState.reloads += 1;
    },
  });
  return { store, tab: tabState, deps };
}

describe('handleChunkLoadError', () => {
  it('reloads once, then shows the error for failures within 60 s of that reload', () => {
    const { store, tab: t, deps } = tab();
    expect(handleChunkLoadError(CHUNK, deps())).toBe(true);
    expect(t.reloads).toBe(1);
    expect(store.get(CHUNK_RELOAD_KEY)).toBe(String(T0));

    // The reloaded page: new deps, same sessionStorage.
    t.now = T0 + 30_000;
    expect(handleChunkLoadError(CHUNK, deps())).toBe(false);
    expect(t.reloads).toBe(1);

    t.now = T0 + CHUNK_RELOAD_WINDOW_MS;
    expect(handleChunkLoadError(CHUNK, deps())).toBe(true);
    expect(t.reloads).toBe(2);
    expect(store.get(CHUNK_RELOAD_KEY)).toBe(String(T0 + CHUNK_RELOAD_WINDOW_MS));
  });

  it('does not reload for other errors', () => {
    const { tab: t, deps } = tab();
    expect(handleChunkLoadError(new Error('404'), deps())).toBe(false);
    expect(t.reloads).toBe(0);
  });

  it('treats an unreadable stored time as none', () => {
    const { store, tab: t, deps } = tab();
    store.set(CHUNK_RELOAD_KEY, 'garbage');
    expect(handleChunkLoadError(CHUNK, deps())).toBe(true);
    expect(t.reloads).toBe(1);
  });

  it('never reloads when the time cannot be kept across the reload (no loop)', () => {
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };
    expect(handleChunkLoadError(CHUNK, { storage: null, now: () => T0, reload })).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(handleChunkLoadError(CHUNK, { storage: refusing, now: () => T0, reload })).toBe(false);
    expect(reloads).toBe(0);
  });
});

describe('installChunkReloadGuard', () => {
  const preloadError = (payload: unknown) =>
    Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
  const rejection = (reason: unknown) =>
    Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });

  it("leaves Vite's preload error alone: idle prefetches fire it too", () => {
    const { tab: t, deps } = tab();
    const win = new EventTarget();
    const uninstall = installChunkReloadGuard(win, deps());
    const event = preloadError(new Error('Failed to fetch dynamically imported module: /a.js'));
    win.dispatchEvent(event);
    expect(t.reloads).toBe(0);
    expect(event.defaultPrevented).toBe(false);
    uninstall();
  });

  it('reloads on an unhandled chunk rejection, ignores other rejections, and uninstalls', () => {
    const { tab: t, deps } = tab();
    const win = new EventTarget();
    const uninstall = installChunkReloadGuard(win, deps());
    const other = rejection(new Error('boom'));
    win.dispatchEvent(other);
    expect(t.reloads).toBe(0);
    expect(other.defaultPrevented).toBe(false);
    uninstall();
    win.dispatchEvent(rejection(CHUNK));
    expect(t.reloads).toBe(0);
    installChunkReloadGuard(win, deps());
    const chunk = rejection(CHUNK);
    win.dispatchEvent(chunk);
    expect(t.reloads).toBe(1);
    expect(chunk.defaultPrevented).toBe(true);
  });
});
