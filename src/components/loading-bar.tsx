// The thin loading bar at the very top of every page, fed by pending requests and route navigation.
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { Subject } from 'rxjs';
import { loadingBarMachine } from '../../machines/loading-bar';
import { pendingRequests$ } from '../../streams/pending-requests';
import { useObservable } from '../lib/use-observable';

const pageLoadFailures = new Subject<void>();
// The router's error page can render (and report) before the bar has subscribed, on a first load.
let unseenFailure = false;

/** Marks the current page load as failed: the bar shows red, then hides (spec §4). Call it from
 *  the router's error page, in an effect. */
export function failPageLoad(): void {
  if (pageLoadFailures.observed) pageLoadFailures.next();
  else unseenFailure = true;
}

const LOOK = {
  idle: 'bg-brand-500 opacity-0 transition-none',
  loading: 'bg-brand-500 opacity-100 transition-[width] duration-200 ease-out',
  finishing: 'bg-brand-500 opacity-0 transition-[width,opacity] duration-300 ease-out',
  failed: 'bg-accent-600 opacity-100 transition-[width] duration-200 ease-out',
} as const;

export function LoadingBar() {
  const [snapshot, send] = useMachine(loadingBarMachine);
  const router = useRouter();
  const count = useObservable(pendingRequests$, 0);

  useEffect(() => {
    send({ type: 'PENDING', count });
  }, [count, send]);

  useEffect(() => {
    // The first load may already be under way when this mounts.
    if (router.state.status === 'pending') send({ type: 'NAVIGATE_START' });
    const offStart = router.subscribe('onBeforeNavigate', () => send({ type: 'NAVIGATE_START' }));
    const offEnd = router.subscribe('onResolved', () => send({ type: 'NAVIGATE_END' }));
    return () => {
      offStart();
      offEnd();
    };
  }, [router, send]);

  useEffect(() => {
    const subscription = pageLoadFailures.subscribe(() => send({ type: 'PAGE_LOAD_FAILED' }));
    if (unseenFailure) {
      unseenFailure = false;
      send({ type: 'PAGE_LOAD_FAILED' });
    }
    return () => subscription.unsubscribe();
  }, [send]);

  const state = snapshot.value;
  return (
    <div
      data-testid="loading-bar"
      data-state={state}
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-[3px]"
    >
      <div
        className={`h-full shadow-[0_0_6px_rgba(229,50,45,0.6)] ${LOOK[state]}`}
        style={{ width: `${snapshot.context.progress}%` }}
      />
    </div>
  );
}
