// The wallet page's loaded data, from the data cache: the withdrawal rules, the bound payout accounts
// and the pay password's state. The writes that change them invalidate their calls (invalidateCall).
// The balances are live, from the streams (recharge/live-balance.ts), not from here.
import { paySetting } from '../../../contract/calls/pay-recharge';
import { cardList, payPassStatus } from '../../../contract/calls/pay-withdraw';
import { callQuery } from '../../lib/query';
import { useCallResult } from '../../lib/use-call-result';
import type { WithdrawalRules } from './wallet-rules';

/** The withdrawal rules and the 球票 → 球钻 rate from /pay/setting; null until loaded. */
export function useWithdrawalSetting(): { rules: WithdrawalRules; ticketToDiamond: number } | null {
  const setting = useCallResult(callQuery(paySetting)).data;
  return setting ? { rules: setting.withdrawal, ticketToDiamond: setting.ticketToDiamond } : null;
}

/** The user's bank cards and Alipay account; bind and unbind invalidate them. */
export function usePayoutAccounts(userId: number | null) {
  const loaded = useCallResult({
    ...callQuery(cardList, { id: userId ?? 0 }),
    enabled: userId !== null,
  });
  return {
    accounts: userId === null ? [] : (loaded.data?.list ?? null),
    error: loaded.error,
    reload: loaded.reload,
  };
}

/** Set or not, locked or not; a pay password write or a withdrawal invalidates it. */
export function usePayPassStatus() {
  return useCallResult(callQuery(payPassStatus));
}
