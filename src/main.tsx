// The client's entry: plugs the site into the streams, then mounts the router, inside the data cache, into #app
// (hydrating the server's drawing of the page where there is one).
import './wire-streams';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { holdServerNow } from '../streams/server-clock';
import { seedFirstView } from './lib/first-view';
import { seedPageData } from './lib/page-data';
import { queryClient } from './lib/query';
import { TakeoverSignal } from './lib/takeover';
import { router } from './router';
import './styles.css';

const container = document.getElementById('app');
if (!container) throw new Error('index.html has no #app element');

const app = (takeover: boolean) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {takeover && <TakeoverSignal />}
    </QueryClientProvider>
  </StrictMode>
);

// The first render is a transition: React renders it in slices that yield to the browser between them, instead of
// one long task that holds every tap and frame (on a phone, the page's longest; a drawn page stays on screen meanwhile).
// Rendered afresh, the whole page commits at once: the root tells the takeover.
const mount = () => startTransition(() => createRoot(container).render(app(true)));

/**
 * The server's drawing of this page (src/prerender.tsx: the same components, from the same first view, at the instant
 * `data-drawn-at`) is hydrated rather than replaced: its elements stay, React only attaches to them, so the takeover
 * builds no second page for the browser to lay out and paint again. Not a drawing that the viewer's own settings change (after-paint.js hid it: the board
 * with a stored filter or pins) — the client draws that one afresh, as it does a page drawn by a template (an article).
 */
function drawnInstant(): number | null {
  const at = Number(container?.dataset.drawnAt);
  if (!Number.isSafeInteger(at) || at <= 0) return null;
  for (const part of container?.querySelectorAll<HTMLElement>('[data-viewer-keys]') ?? [])
    if (part.style.visibility === 'hidden') return null;
  return at;
}

const hydrate = (at: number) => () => {
  // The first render tells the drawing's time, and the router renders the route's matches as its server render did
  // (no client-only Suspense around the root; router-core's hydrate() sets the same).
  holdServerNow(at);
  router.ssr = { manifest: undefined };
  // The page tells the takeover once its part is hydrated (src/lib/takeover.tsx). A part that does not match the
  // drawing is rendered afresh by React; its error names where, for the test that keeps them at none.
  // In a transition, as the fresh render: the root's hydration too yields to the browser between slices.
  startTransition(() => {
    hydrateRoot(container, app(false), {
      onRecoverableError: (error, info) => console.error(error, info.componentStack),
    });
  });
};

seedFirstView();

// A page the server drew (an article, or one drawn from its first view) stays on screen until its route has loaded its
// code and data; then the first render takes it over in one paint instead of blanking it for a loading state.
const drawnAt = drawnInstant();
if (seedPageData() || container.firstElementChild)
  router.load().then(drawnAt === null ? mount : hydrate(drawnAt), mount);
else mount();
