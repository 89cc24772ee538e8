// One page of a record list: loads on mount, on a page or filter change, and again whenever the wallet
// moves (`version`: the live balances, a new object on each push), so a decided withdrawal shows at once.
import { useEffect, useState } from 'react';
import type { ApiResult } from '../../api/result';

export interface RecordPage<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export function useRecordPage<T>(
  load: (pageNum: number) => Promise<ApiResult<RecordPage<T>>>,
  /** What the list is of (the filter as text): a change goes back to page 1. */
  what: string,
  version: unknown,
) {
  const [pageNum, setPageNum] = useState(1);
  const [page, setPage] = useState<RecordPage<T> | null>(null);
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts at page 1
  useEffect(() => setPageNum(1), [what]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a fresh closure each render; `what` and `version` name what it loads
  useEffect(() => {
    let alive = true;
    void load(pageNum).then((answer) => {
      if (!alive) return;
      if (answer.success) {
        setPage(answer.data);
        setError(null);
      } else setError(answer.msg);
    });
    return () => {
      alive = false;
    };
  }, [pageNum, what, version]);

  return { page, error, pageNum, setPageNum };
}
