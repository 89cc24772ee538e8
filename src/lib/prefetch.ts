// Idle-time link prefetch: after each page, preload the routes its links lead to (spec §2, §9).
import { type AnyRouter, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Spec §9: prefetch is idle-scheduled with a 2000 ms timeout. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;
/** New links preloaded per page at most, so a link-heavy page does not flood the network. */
export const MAX_PREFETCH_PER_PAGE = 20;

export interface PrefetchNavigator {
  onLine: boolean;
  /** The Network Information API; absent in Firefox and Safari, where nothing rules prefetch out. */
  connection?: { effectiveType?: string; saveData?: boolean };
}

/** Spec §2: link prefetch is skipped offline, on 2g or in data-saver mode. */
export function canPrefetch(nav: PrefetchNavigator): boolean {
  if (!nav.onLine) return false;
  const connection = nav.connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/** The timer functions whenIdle uses; injectable for tests. */
export interface IdleScheduler {
  requestIdleCallback?(callback: () => void, options?: { timeout: number }): number;
  cancelIdleCallback?(handle: number): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface WhenIdleOptions {
  /** Run by then even if the browser never goes idle. */
  timeout?: number;
  scheduler?: IdleScheduler;
}

/** Runs `task` when the browser is idle (or after `timeout` ms at the latest); returns a cancel. */
export function whenIdle(
  task: () => void,
  {
    timeout = PREFETCH_IDLE_TIMEOUT_MS,
    scheduler = globalThis as unknown as IdleScheduler,
  }: WhenIdleOptions = {},
): () => void {
  if (typeof scheduler.requestIdleCallback === 'function') {
    const handle = scheduler.requestIdleCallback(() => task(), { timeout });
    return () => scheduler.cancelIdleCallback?.(handle);
  }
  // Safari has no requestIdleCallback: yield to the current work, then run.
  const handle = scheduler.setTimeout(task, 1);
  return () => scheduler.clearTimeout(handle);
}

/**
 * Which of a page's links (absolute hrefs) to preload: same origin, http(s), not the page itself,
 * not already preloaded, at most `limit`. Returns router hrefs (path and query).
 */
export function linksToPrefetch(
  hrefs: Iterable<string>,
  page: { origin: string; href: string },
  preloaded: ReadonlySet<string>,
  limit = MAX_PREFETCH_PER_PAGE,
): string[] {
  const here = new URL(page.href);
  const chosen = new Set<string>();
  for (const href of hrefs) {
    if (chosen.size >= limit) break;
    let url: URL;
    try {
      url = new URL(href, page.href);
    } catch {
      continue;
    }
    if (url.origin !== page.origin || !url.protocol.startsWith('http')) continue;
    const target = url.pathname + url.search;
    if (target === here.pathname + here.search || preloaded.has(target)) continue;
    chosen.add(target);
  }
  return [...chosen];
}

// Links that open elsewhere or download are not page navigations worth preparing.
const PREFETCHABLE_LINKS = 'a[href]:not([download]):not([target="_blank"])';

/** After each resolved navigation, when idle and the connection allows, preloads the routes of the
 *  page's links. Mount once, in the root shell.
 *
 *  One route at a time, each in an idle moment of its own once the one before has loaded: a route's preload
 *  evaluates its code and handles its data, and twenty of them at once were the page's longest tasks on a phone
 *  (Lighthouse counted them into the blocking time), holding every tap made meanwhile. */
export function usePrefetchOnIdle(limit = MAX_PREFETCH_PER_PAGE): void {
  // Untyped routes: these hrefs come from the page, not from the route table's type.
  const router: AnyRouter = useRouter();
  useEffect(() => {
    const preloaded = new Set<string>();
    let cancel = () => {};
    /** The page's turn: a navigation starts a new one, and the old one's remaining preloads stop. */
    let turn = 0;
    const preloadNext = (queue: string[], mine: number) => {
      cancel = whenIdle(() => {
        const href = queue.shift();
        if (href === undefined || mine !== turn || !canPrefetch(navigator)) return;
        preloaded.add(href);
        const next = () => preloadNext(queue, mine);
        // A link to a guarded or missing page fails to preload; following it will say why.
        try {
          // `href` carries path and query alike; `to` is spelled out only for the types.
          router.preloadRoute({ to: undefined, href }).then(next, next);
        } catch {
          next();
        }
      });
    };
    const schedule = () => {
      cancel();
      const mine = ++turn;
      cancel = whenIdle(() => {
        if (!canPrefetch(navigator)) return;
        const links = document.querySelectorAll<HTMLAnchorElement>(PREFETCHABLE_LINKS);
        const hrefs = Array.from(links, (link) => link.href);
        preloadNext(linksToPrefetch(hrefs, window.location, preloaded, limit), mine);
      });
    };
    if (router.state.status === 'idle') schedule();
    const off = router.subscribe('onResolved', schedule);
    return () => {
      off();
      turn++;
      cancel();
    };
  }, [router, limit]);
}
