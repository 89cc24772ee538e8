// Applies the chunk-reload guard in the browser: reloads on a failed lazy chunk, at most once per 60 s.
import { createActor } from 'xstate';
import { chunkReloadMachine, isChunkLoadError } from '../../machines/chunk-reload';

export { isChunkLoadError };

/** Where the last forced reload's time is kept; sessionStorage, because it must outlive the reload. */
export const CHUNK_RELOAD_KEY = 'qiulive:chunk-reload-at';

export interface ChunkReloadDeps {
  /** null when the browser refuses storage. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
}

export function browserChunkReloadDeps(win: Window = window): ChunkReloadDeps {
  let storage: Storage | null = null;
  try {
    storage = win.sessionStorage;
  } catch {
    // Storage disabled (privacy settings): see handleChunkLoadError.
  }
  return { storage, now: () => Date.now(), reload: () => win.location.reload() };
}

/** The stored time, null when none; undefined when storage cannot be read. */
function lastReloadAt(storage: ChunkReloadDeps['storage']): number | null | undefined {
  if (!storage) return undefined;
  try {
    const raw = storage.getItem(CHUNK_RELOAD_KEY);
    const at = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(at) ? at : null;
  } catch {
    return undefined;
  }
}

export interface ChunkFailureOptions {
  /** The failure is known to be a chunk's, whatever its message says (Vite's preload event). */
  chunk?: boolean;
}

/**
 * Reloads the page if `error` is a failed lazy chunk and no forced reload happened in the last 60 s.
 * Returns true when it reloaded (show nothing, the page is going away); false means show the error.
 */
export function handleChunkLoadError(
  error: unknown,
  deps: ChunkReloadDeps = browserChunkReloadDeps(),
  options: ChunkFailureOptions = {},
): boolean {
  const stored = lastReloadAt(deps.storage);
  // Without a memory that survives the reload, a chunk that keeps failing would reload forever.
  if (stored === undefined) return false;
  const guard = createActor(chunkReloadMachine, { input: { lastReloadAt: stored } }).start();
  const at = deps.now();
  guard.send({ type: 'CHUNK_FAILED', error, at, chunk: options.chunk === true });
  const reload = guard.getSnapshot().matches('reloading');
  guard.stop();
  if (!reload) return false;
  try {
    deps.storage?.setItem(CHUNK_RELOAD_KEY, String(at));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

export interface ChunkGuardTarget {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

/**
 * Catches chunk failures that reach no error page: unhandled rejections of dynamic imports (a
 * dialog's code the visitor just asked for). Vite's `vite:preloadError` is left alone on purpose:
 * it also fires for idle prefetches, and a page must not reload under a reader because a link they
 * have not clicked failed to prefetch; a navigation's failure reaches the error page, which asks
 * the guard there. Returns the uninstall function.
 */
export function installChunkReloadGuard(
  target: ChunkGuardTarget = window,
  deps: ChunkReloadDeps = browserChunkReloadDeps(),
): () => void {
  const onRejection = (event: Event) => {
    const { reason } = event as Event & { reason?: unknown };
    if (isChunkLoadError(reason) && handleChunkLoadError(reason, deps)) event.preventDefault();
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}
