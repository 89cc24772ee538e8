// 加载更多 over a paged call: page 1, then each further page asked for on demand; a new list key starts
// again at page 1, the items of the list before stay on screen while the new first page loads.
import {
  keepPreviousData,
  type UseQueryOptions,
  type UseQueryResult,
  useQueries,
  useQuery,
} from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ApiResult } from '../../api/result';
import { queryClient } from '../../lib/query';

interface Page<T> {
  list: T[];
  total: number;
}

type PageQuery<P> = UseQueryOptions<ApiResult<P>, Error, ApiResult<P>, readonly unknown[]>;

const later = <P>(results: UseQueryResult<ApiResult<P>>[]) => ({
  answers: results.map((r) => r.data),
  loading: results.some((r) => r.isFetching),
});

export interface Paged<T> {
  items: T[];
  total: number;
  /** The first answer has come (an empty list is then really empty). */
  ready: boolean;
  loading: boolean;
  /** The message of a page that failed. */
  error: string | null;
  more(): void;
}

export function usePaged<T, P extends Page<T>>(
  listKey: string,
  pageOf: (page: number) => PageQuery<P>,
  idOf: (item: T) => number,
): Paged<T> {
  const [shown, setShown] = useState({ listKey, pages: 1 });
  const pages = shown.listKey === listKey ? shown.pages : 1;
  const first = useQuery({ ...pageOf(1), placeholderData: keepPreviousData });
  const rest = useQueries({
    queries: Array.from({ length: pages - 1 }, (_, i) => pageOf(i + 2)),
    combine: later<P>,
  });
  const { items, total, failed, error } = useMemo(() => {
    let items: T[] = [];
    let total = 0;
    for (const [i, answer] of [first.data, ...rest.answers].entries()) {
      if (answer === undefined) break;
      if (!answer.success) return { items, total, failed: i + 1, error: answer.msg };
      // A later page can repeat an item that moved up meanwhile: it keeps its first place.
      const known = new Set(items.map(idOf));
      items = [...items, ...answer.data.list.filter((x) => !known.has(idOf(x)))];
      total = answer.data.total;
    }
    return { items, total, failed: null, error: null };
  }, [first.data, rest.answers, idOf]);
  const loading = first.isFetching || rest.loading;
  return {
    items,
    total,
    ready: first.data !== undefined && !first.isPlaceholderData,
    loading,
    error: loading ? null : error,
    more: () => {
      if (failed !== null) void queryClient.refetchQueries({ queryKey: pageOf(failed).queryKey });
      else setShown({ listKey, pages: pages + 1 });
    },
  };
}
