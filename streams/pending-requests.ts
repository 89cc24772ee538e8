// The count of HTTP requests in flight, which drives the loading bar (spec §4 Loading indicator).
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

export interface PendingRequests {
  /** The current count, replayed to each new subscriber, emitted only when it changes. */
  readonly count$: Observable<number>;
  /** The count now, for code outside a subscription. */
  count(): number;
  requestStarted(): void;
  requestEnded(): void;
  /** Counts one request; the returned end function may be called more than once but ends it once. */
  track(): () => void;
}

export function createPendingRequests(): PendingRequests {
  const count = new BehaviorSubject(0);
  const requestEnded = () => {
    // An unmatched end must not drive the bar below zero and leave it stuck "finished" forever.
    if (count.value > 0) count.next(count.value - 1);
  };
  const requestStarted = () => count.next(count.value + 1);
  return {
    count$: count.pipe(distinctUntilChanged()),
    count: () => count.value,
    requestStarted,
    requestEnded,
    track() {
      requestStarted();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        requestEnded();
      };
    },
  };
}

/** The site's one counter: every client in src/api/clients.ts reports here. */
export const pendingRequests = createPendingRequests();
export const pendingRequests$ = pendingRequests.count$;
