// The client's entry: plugs the site into the streams, then mounts the router, inside the data cache, into #app.
import './wire-streams';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { seedFirstView } from './lib/first-view';
import { seedPageData } from './lib/page-data';
import { queryClient } from './lib/query';
import { router } from './router';
import './styles.css';

const container = document.getElementById('app');
if (!container) throw new Error('index.html has no #app element');

/**
 * Tells the drawn page's holder of early taps (public/after-paint.js) that the client's elements are in place: it
 * then does again, on them, what the reader did to the drawing meanwhile.
 */
function TakeoverSignal() {
  useEffect(() => {
    window.dispatchEvent(new Event('qiulive:takeover'));
  }, []);
  return null;
}

// The first render is a transition: React renders it in slices that yield to the browser between them, instead of
// one long task that holds every tap and frame (on a phone, the page's longest; a drawn page stays on screen meanwhile).
const mount = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <TakeoverSignal />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );

seedFirstView();

// A page the server drew (an article, or one drawn from its first view) stays on screen until its route has loaded its
// code and data; then the first render replaces it in one paint instead of blanking it for a loading state.
if (seedPageData() || container.firstElementChild) router.load().then(mount, mount);
else mount();
