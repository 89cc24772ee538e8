// The chunk-load failure guard: a failed lazy chunk forces one full reload per 60 s (spec §4, §8, §9).
import { and, assign, setup } from 'xstate';

/** Spec §9: at most one forced reload in this window. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

// What browsers and bundlers say when a lazily imported chunk cannot be fetched or evaluated:
// webpack, Chromium, Firefox, Safari, and Vite's CSS preload.
const CHUNK_FAILURE_MESSAGES = [
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** Whether an error (or its cause) is a lazily loaded chunk that failed to load. */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (typeof error === 'string') return CHUNK_FAILURE_MESSAGES.some((re) => re.test(error));
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message === 'string' && isChunkLoadError(message)) return true;
  return cause !== undefined && isChunkLoadError(cause, depth + 1);
}

export interface ChunkReloadContext {
  /** When the last forced reload happened (ms since epoch), carried across the reload. */
  lastReloadAt: number | null;
}

export type ChunkReloadEvent = {
  type: 'CHUNK_FAILED';
  error: unknown;
  /** When it failed (ms since epoch). */
  at: number;
  /** The failure is known to be a chunk's whatever its message (Vite's `vite:preloadError`). */
  chunk?: boolean;
};

/** Whether a reload at `at` would be the first in the window since `lastReloadAt`. */
export function outsideReloadWindow(lastReloadAt: number | null, at: number): boolean {
  if (lastReloadAt === null) return true;
  const since = at - lastReloadAt;
  // A stored time in the future means the clock moved back; it must not block reloads for good.
  return since < 0 || since >= CHUNK_RELOAD_WINDOW_MS;
}

/**
 * Decides, for each failure, whether the page reloads. The reload itself (and remembering its time
 * across it) is done by src/lib/chunk-reload.ts when the machine enters `reloading`.
 *
 * Example transitions (machines/chunk-reload.test.ts), lastReloadAt from sessionStorage:
 * - watching (never reloaded) + CHUNK_FAILED "Loading chunk 3 failed" at t → reloading, lastReloadAt t
 * - reloading + CHUNK_FAILED at t + 5 s → suppressed (the error page shows), lastReloadAt stays t
 * - suppressed + CHUNK_FAILED at t + 60 s → reloading, lastReloadAt t + 60 s
 * - watching (lastReloadAt t) + CHUNK_FAILED at t + 59.999 s → suppressed
 * - any state + CHUNK_FAILED "Cannot read properties of undefined" → no change (not a chunk)
 */
export const chunkReloadMachine = setup({
  types: {
    context: {} as ChunkReloadContext,
    events: {} as ChunkReloadEvent,
    input: {} as { lastReloadAt?: number | null },
  },
  guards: {
    isChunkFailure: ({ event }) => event.chunk === true || isChunkLoadError(event.error),
    outsideWindow: ({ context, event }) => outsideReloadWindow(context.lastReloadAt, event.at),
  },
  actions: {
    recordReload: assign({ lastReloadAt: ({ event }) => event.at }),
  },
}).createMachine({
  id: 'chunkReload',
  context: ({ input }) => ({ lastReloadAt: input?.lastReloadAt ?? null }),
  initial: 'watching',
  on: {
    CHUNK_FAILED: [
      {
        guard: and(['isChunkFailure', 'outsideWindow']),
        target: '.reloading',
        actions: 'recordReload',
      },
      { guard: 'isChunkFailure', target: '.suppressed' },
    ],
  },
  states: {
    watching: {},
    reloading: {},
    suppressed: {},
  },
});
