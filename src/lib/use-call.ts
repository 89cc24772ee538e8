// One call's data from the cache (src/lib/query.ts) for components that show a fallback on failure:
// null while it loads, then the data, or `fallback` when the call failed.
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResult } from '../api/result';

export function useCall<T, F = T>(
  query: UseQueryOptions<ApiResult<T>, Error, ApiResult<T>, readonly unknown[]>,
  fallback: F,
): T | F | null {
  const { data } = useQuery(query);
  if (data === undefined) return null;
  return data.success ? data.data : fallback;
}
