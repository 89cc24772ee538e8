// A live stream read by a page that came with its first view (src/lib/first-view.ts): it shows that view from its
// first render (the server's drawing and its hydration alike) and the stream from its first news on.
import { useMemo } from 'react';
import type { Observable } from 'rxjs';
import { type Live, shownAfter } from '../../streams/snapshot';
import { useObservable } from './use-observable';

/**
 * The latest of `live$`, starting at `first`; while `first` is ready, the stream's 'loading' does not blank it.
 * `first` is read when the stream is (a new stream, a new first).
 */
export function useLive<T>(live$: Observable<Live<T>>, first: Live<T>): Live<T> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: first goes with its stream (see above).
  const shown = useMemo(() => live$.pipe(shownAfter(first)), [live$]);
  return useObservable(shown, first);
}
