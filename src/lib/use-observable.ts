// The one hook through which components read RxJS streams (ARCHITECTURE "How data flows", step 4).
import { useMemo, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/**
 * The latest value of `observable`, starting at `initial` until it emits. One subscription per
 * observable for as long as the component is mounted; pass a stable observable (a module constant
 * or a memoised one), since a new one means a new subscription.
 */
export function useObservable<T>(
  observable: Observable<T>,
  initial: T,
  /**
   * What the server's drawing of the page showed, where this browser's `initial` may differ (a setting kept in local
   * storage): the hydration reads it, so the first render agrees with the drawing, and the value follows at once.
   */
  drawn: { value: T } | null = null,
): T {
  // `initial` only seeds a new store; reading it afresh each render would reset the value.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  const store = useMemo(() => {
    let latest = initial;
    return {
      subscribe(onChange: () => void) {
        const subscription = observable.subscribe({
          next(value) {
            latest = value;
            onChange();
          },
          // A broken stream keeps showing its last value rather than unmounting the page.
          error(error: unknown) {
            console.error('useObservable: stream failed', error);
          },
        });
        return () => subscription.unsubscribe();
      },
      snapshot: () => latest,
    };
  }, [observable]);
  return useSyncExternalStore(
    store.subscribe,
    store.snapshot,
    drawn ? () => drawn.value : store.snapshot,
  );
}
