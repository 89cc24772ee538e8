// The order the user just paid (or cancelled) on the checkout page: read once, then read again when their
// balance moves (the balance.change push) or, should no push come, a few more times before giving up.
import { useEffect, useState } from 'react';
import type { RechargeOrder } from '../../../../contract/calls/pay-recharge';
import { user$ } from '../../../../streams/user';
import { getRechargeOrder } from '../../../api/pay-recharge';
import { RESULT_POLL_DELAYS } from './recharge-rules';

export interface OrderResult {
  order: RechargeOrder | null;
  error: string | null;
  /** Still pending after every ask: the gateway has not confirmed yet (reconciliation will). */
  waitedOut: boolean;
}

export function useOrderResult(orderNo: string | null): OrderResult {
  const [result, setResult] = useState<OrderResult>({ order: null, error: null, waitedOut: false });

  useEffect(() => {
    setResult({ order: null, error: null, waitedOut: false });
    if (!orderNo) return;
    let alive = true;
    let asked = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = true;

    const load = async () => {
      clearTimeout(timer);
      const answer = await getRechargeOrder(orderNo, { progress: false });
      if (!alive) return;
      if (!answer.success) {
        setResult({ order: null, error: answer.msg, waitedOut: false });
        return;
      }
      pending = answer.data.status === 'pending';
      const delay = RESULT_POLL_DELAYS[asked];
      const waitedOut = pending && delay === undefined;
      setResult({ order: answer.data, error: null, waitedOut });
      if (pending && delay !== undefined) {
        asked++;
        timer = setTimeout(load, delay);
      }
    };
    void load();

    // A credit moves the balance: the push is the signal to read the order again at once.
    let seen: number | undefined;
    const balances = user$().subscribe((live) => {
      if (live.status !== 'ready') return;
      const moved = seen !== undefined && live.value.balance !== seen;
      seen = live.value.balance;
      if (moved && pending) void load();
    });
    return () => {
      alive = false;
      clearTimeout(timer);
      balances.unsubscribe();
    };
  }, [orderNo]);

  return result;
}
