// The order the user just paid (or cancelled) on the checkout page, from the data cache: read once, then
// read again when their balance moves (the balance.change push) or, should no push come, a few more
// times before giving up. The order list below is invalidated as the order settles.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  payRechargeOrder,
  payRechargeOrders,
  type RechargeOrder,
} from '../../../../contract/calls/pay-recharge';
import { user$ } from '../../../../streams/user';
import { callQuery, invalidateCall, queryClient } from '../../../lib/query';
import { RESULT_POLL_DELAYS } from './recharge-rules';

export interface OrderResult {
  order: RechargeOrder | null;
  error: string | null;
  /** Still pending after every ask: the gateway has not confirmed yet (reconciliation will). */
  waitedOut: boolean;
}

export function useOrderResult(orderNo: string | null): OrderResult {
  const order = callQuery(payRechargeOrder, { orderNo: orderNo ?? '' }, { progress: false });
  const query = useQuery({
    ...order,
    enabled: orderNo !== null,
    // Every visit reads the order afresh and asks the full round again: nothing of it is kept.
    staleTime: 0,
    gcTime: 0,
    // Each answer (however it was asked for) uses up the next delay; a final state or a failure ends the asking.
    refetchInterval: ({ state }) =>
      state.data?.success && state.data.data.status === 'pending'
        ? (RESULT_POLL_DELAYS[state.dataUpdateCount - 1] ?? false)
        : false,
    refetchIntervalInBackground: true,
  });
  const answer = orderNo === null ? undefined : query.data;
  const status = answer?.success ? answer.data.status : undefined;
  const pending = status === 'pending';
  // Until an answer says otherwise, the order is taken to be pending.
  const settled = useRef(false);
  settled.current = status !== undefined && !pending;
  const { refetch } = query;

  // A credit moves the balance: the push is the signal to read a pending order again at once.
  useEffect(() => {
    if (orderNo === null) return;
    let seen: number | undefined;
    const balances = user$().subscribe((live) => {
      if (live.status !== 'ready') return;
      const moved = seen !== undefined && live.value.balance !== seen;
      seen = live.value.balance;
      if (moved && !settled.current) void refetch();
    });
    return () => balances.unsubscribe();
  }, [orderNo, refetch]);

  // The order list shows this order's state too.
  useEffect(() => {
    if (status) void invalidateCall(payRechargeOrders);
  }, [status]);

  if (!answer) return { order: null, error: null, waitedOut: false };
  if (!answer.success) return { order: null, error: answer.msg, waitedOut: false };
  return {
    order: answer.data,
    error: null,
    waitedOut:
      pending &&
      (queryClient.getQueryState(order.queryKey)?.dataUpdateCount ?? 0) > RESULT_POLL_DELAYS.length,
  };
}
