// One call's answer from the cache (src/lib/query.ts) as a card shows it: the data once loaded, the
// failure's message, and a retry that shows the loading state again, as the first load does.
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResult } from '../api/result';
import { queryClient } from './query';

export function useCallResult<T>(
  query: UseQueryOptions<ApiResult<T>, Error, ApiResult<T>, readonly unknown[]>,
) {
  const { data: answer, isFetching, refetch } = useQuery(query);
  return {
    data: answer?.success ? answer.data : null,
    error: answer && !answer.success && !isFetching ? answer.msg : null,
    reload: () => void refetch(),
  };
}

/**
 * After a write whose answer is the new state: the cached answer of `query` holds it at once, with no
 * second request (and nothing shown when there was no successful answer to replace).
 */
export function setCallData<T>(query: { queryKey: QueryKey }, data: T) {
  queryClient.setQueryData<ApiResult<T>>(query.queryKey, (old) =>
    old?.success ? { ...old, data } : old,
  );
}
