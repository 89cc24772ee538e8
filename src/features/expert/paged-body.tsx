// The body of a paged 有料 list (the rankings, the matches with plans): a skeleton until the first page, the
// failure's message, an empty line, the rows, then 加载更多 while the server has more.
import type { InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiResult } from '../../api/result';

export function PagedBody<T>({
  data,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  failText,
  empty,
  emptyTestId,
  children,
}: {
  data: InfiniteData<ApiResult<{ list: T[] }>> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** Said when a page fails without a message of its own. */
  failText: string;
  empty: string;
  emptyTestId: string;
  children: (items: T[]) => ReactNode;
}) {
  if (!data) return <div className="h-96 animate-pulse" />;
  const items = data.pages.flatMap((p) => (p.success ? p.data.list : []));
  const failed = data.pages.find((p) => !p.success);
  return (
    <>
      {failed && items.length === 0 ? (
        <p className="py-14 text-center text-sm text-neutral-500">
          {(!failed.success && failed.msg) || failText}
        </p>
      ) : items.length === 0 ? (
        <p data-testid={emptyTestId} className="py-14 text-center text-sm text-neutral-400">
          {empty}
        </p>
      ) : (
        children(items)
      )}
      {hasNextPage && (
        <button
          type="button"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
          className="block min-h-11 w-full border-t border-neutral-100 text-sm text-neutral-500 hover:text-brand-600"
        >
          {isFetchingNextPage ? '加载中…' : '加载更多'}
        </button>
      )}
    </>
  );
}
