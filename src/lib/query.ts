// The client's one data cache (TanStack Query): route loaders fill it before a page renders
// (`queryClient.ensureQueryData`), components read it (`useQuery`) and writes invalidate it. It replaces
// the hand-written "still mounted?" fetch effects. Chosen over the router's own loader cache because
// the header, the room's panels and the dialogs load data outside any route loader and want the same
// cache, deduplication and invalidation. Live data still comes from the streams, never from here.
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { skip } from 'rxjs';
import type { ApiResult } from '../api/result';
import { select } from '../features/user/session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A call's answer is an ApiResult (failures are values, never throws): nothing to retry here,
      // the page shows the failure with its own 重试.
      retry: false,
      // Pages read what a loader just fetched; a later visit within this time shows it at once.
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * One API call as a cached query. The key starts with the call's path so that a write can
 * invalidate every page of it: `queryClient.invalidateQueries({ queryKey: ['/pay/record/withdraw'] })`.
 */
export const callQuery = <T>(
  key: readonly [path: string, ...input: unknown[]],
  load: () => Promise<ApiResult<T>>,
  options: { staleTime?: number } = {},
) => queryOptions({ queryKey: key, queryFn: load, ...options });

// What one user loaded is not another's: a login, a logout or a token change empties the cache.
select((s) => s.auth)
  .pipe(skip(1))
  .subscribe(() => queryClient.clear());
