// The server's first paint (issue 25): the real page components drawn to HTML from the first view's data, built
// by `vite build --ssr` into dist-ssr/ and loaded by the server by path (server/http/prerender.ts). The client
// hydrates the drawing (src/main.tsx): its first render, from the same data at the same instant, is this one.
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { holdServerNow } from '../streams/server-clock';
import { type FirstViewEntry, seedFirstViewEntries } from './lib/first-view';
import { queryClient } from './lib/query';
import { router } from './router';

/** The longest a drawing may take; the server answers one page at a time, so none may hold the others. */
const DRAW_MS = 2_000;

let queue: Promise<unknown> = Promise.resolve();

async function draw(url: string, entries: FirstViewEntry[], at: number): Promise<string> {
  // Every clock in the drawing tells `at`, the instant the client's hydration is held at too.
  holdServerNow(at);
  queryClient.clear();
  seedFirstViewEntries(entries);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [url] }) });
  await Promise.race([
    router.load(),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('route load timed out')), DRAW_MS).unref(),
    ),
  ]);
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    // Every boundary inline and complete: no fallback swapped in later by an inline script. A part that has not
    // finished within the time is drawn as its fallback (the client renders it), never holding the page.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, signal: AbortSignal.timeout(DRAW_MS) },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  // The router's scroll-restoration script: the client's own code restores scroll, and the page's CSP allows no
  // inline script but its own. React escapes text, so a `<script` here is only ever an element.
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/**
 * The page at `url` drawn from `entries` (the first view's answers) as at the instant `at` (ms); one page at a time
 * (one router, one cache).
 */
export function render(url: string, entries: FirstViewEntry[], at: number): Promise<string> {
  const next = queue.then(() => draw(url, entries, at));
  queue = next.catch(() => undefined);
  return next;
}
