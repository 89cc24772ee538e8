// The client's one data cache (TanStack Query): route loaders fill it before a page renders
// (`queryClient.ensureQueryData(callQuery(...))`), components read it (`useQuery(callQuery(...))`)
// and writes invalidate it (`invalidateCall`). It replaces the hand-written "still mounted?" fetch
// effects. Chosen over the router's own loader cache because the header, the room's panels and the
// dialogs load data outside any route loader and want the same cache, deduplication and
// invalidation. Live data still comes from the streams, never from here.
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { skip } from 'rxjs';
import type { Call, CallData, CallInput } from '../../contract/call';
import { type RequestArgs, type RequestOptions, request } from '../api/request';
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

export interface QueryOptions extends Pick<RequestOptions, 'progress'> {
  /** How long an answer is fresh (ms); the default is the client's 30 s. */
  staleTime?: number;
}

type QueryArgs<C extends Call> =
  object extends CallInput<C>
    ? [input?: CallInput<C>, options?: QueryOptions]
    : [input: CallInput<C>, options?: QueryOptions];

/**
 * One contract call as a cached query, keyed `[call.path, input]`: the same call with the same
 * input is fetched once however many components read it, and a write invalidates every input of
 * a call by its path (`invalidateCall`).
 */
export function callQuery<C extends Call>(call: C, ...[input, options]: QueryArgs<C>) {
  const { staleTime, progress } = options ?? {};
  // The same input and options request() takes; the tuple's shape depends on C, so it is cast once.
  const args = [input, { progress }] as unknown as RequestArgs<C>;
  return queryOptions<ApiResult<CallData<C>>>({
    queryKey: [call.path, input ?? {}],
    queryFn: () => request(call, ...args),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/** After a write: every cached answer of these calls is stale, and the ones on screen load again. */
export const invalidateCall = (...calls: Call[]) =>
  Promise.all(calls.map((call) => queryClient.invalidateQueries({ queryKey: [call.path] })));

// What one user loaded is not another's: a login, a logout or a token change empties the cache.
select((s) => s.auth)
  .pipe(skip(1))
  .subscribe(() => queryClient.clear());
