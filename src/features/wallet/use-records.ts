// One page of a record list from the data cache: a page or filter change loads that page (the last one
// stays on screen until it arrives), and every list loads again whenever the wallet moves, so a
// decided withdrawal shows at once.
import { keepPreviousData, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  recordIncome,
  recordTransList,
  recordWithdraw,
} from '../../../contract/calls/pay-withdraw';
import type { ApiResult } from '../../api/result';
import { invalidateCall } from '../../lib/query';

export interface RecordPage<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export type RecordPageQuery<T> = UseQueryOptions<
  ApiResult<RecordPage<T>>,
  Error,
  ApiResult<RecordPage<T>>,
  readonly unknown[]
>;

export function useRecordPage<T>(
  queryOf: (pageNum: number) => RecordPageQuery<T>,
  /** What the list is of (the filter as text): a change goes back to page 1. */
  what: string,
) {
  const [at, setAt] = useState({ what, pageNum: 1 });
  const pageNum = at.what === what ? at.pageNum : 1;
  const { data: answer } = useQuery({
    ...queryOf(pageNum),
    // Records change as the wallet moves, also while the list is not on screen: read them on every visit.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  return {
    page: answer?.success ? answer.data : null,
    error: answer && !answer.success ? answer.msg : null,
    pageNum,
    setPageNum: (n: number) => setAt({ what, pageNum: n }),
  };
}

/**
 * Every record list loads again when the wallet moves (`version`: the live balances, a new object on
 * each push; a payout moves no balance of the user's, yet the server pushes then too).
 */
export function useRecordsFollowWallet(version: unknown) {
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void invalidateCall(recordWithdraw, recordIncome, recordTransList);
  }, [version]);
}
