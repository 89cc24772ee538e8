// The wallet page's data: the live balances (user$: snapshot + balance.change pushes), the withdrawal
// rules, the bound accounts and the pay password's state, each reloaded when the wallet moves.
import { useCallback, useEffect, useState } from 'react';
import type { Balances } from '../../../contract/calls/pay';
import type { PayoutAccount } from '../../../contract/calls/pay-withdraw';
import { user$ } from '../../../streams/user';
import { getPaySetting } from '../../api/pay-recharge';
import { getPayoutAccounts, getPayPassStatus } from '../../api/pay-withdraw';
import { useObservable } from '../../lib/use-observable';
import type { WithdrawalRules } from './wallet-rules';

const balances$ = user$();

/**
 * The balances as pushed, or null before the first answer. The object is new on every push, so
 * it doubles as the "wallet moved" signal the record lists reload on (a payout moves no balance of
 * the user's, yet the server pushes then too).
 */
export function useLiveBalances(): Balances | null {
  const live = useObservable(balances$, { status: 'loading' });
  return live.status === 'ready' ? live.value : null;
}

/** An answer loaded when `key` changes; `reload` asks again; `error` holds the last failure's message. */
export function useLoaded<T>(
  load: () => Promise<{ success: true; data: T } | { success: false; msg: string }>,
  key: unknown,
) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what is loaded; `load` is a fresh closure each render
  useEffect(() => {
    let alive = true;
    void load().then((answer) => {
      if (!alive) return;
      if (answer.success) {
        setData(answer.data);
        setError(null);
      } else setError(answer.msg);
    });
    return () => {
      alive = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, reload };
}

/** The withdrawal rules and the 球票 → 球钻 rate from /pay/setting; null until loaded. */
export function useWithdrawalSetting(): { rules: WithdrawalRules; ticketToDiamond: number } | null {
  const setting = useLoaded(getPaySetting, 'setting').data;
  return setting ? { rules: setting.withdrawal, ticketToDiamond: setting.ticketToDiamond } : null;
}

/** Bind and unbind call `reload`; nothing else changes the list. */
export function usePayoutAccounts(userId: number | null) {
  const loaded = useLoaded(
    () =>
      userId === null
        ? Promise.resolve({ success: true as const, data: { list: [] as PayoutAccount[] } })
        : getPayoutAccounts(userId),
    String(userId),
  );
  return { accounts: loaded.data?.list ?? null, error: loaded.error, reload: loaded.reload };
}

export function usePayPassStatus() {
  return useLoaded(getPayPassStatus, 'pay-pass');
}
