// The moment the client has taken the page over: its elements are in place, hydrated from the server's drawing or
// rendered afresh. public/after-paint.js waits for it to do again, on them, what the reader did to the drawing
// meanwhile, and the clocks, held at the drawing's instant while it was hydrated, run from here.
import { useEffect } from 'react';
import { holdServerNow } from '../../streams/server-clock';

let taken = false;

/**
 * Rendered by every page (src/router.tsx) and by the root when the client renders afresh (src/main.tsx): the first of
 * them to commit tells it, once. A hydrated page's own part of the drawing is hydrated last (React hydrates each
 * Suspense boundary after the one around it, the route's page innermost), so only the page's commit says all of it is.
 */
export function TakeoverSignal() {
  useEffect(() => {
    if (taken) return;
    taken = true;
    holdServerNow(null);
    // Said on the page too, for what looks rather than listens (the browser tests).
    document.documentElement.dataset.takeover = 'done';
    window.dispatchEvent(new Event('qiulive:takeover'));
  }, []);
  return null;
}
