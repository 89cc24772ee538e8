// The wallet card's body: the chosen tab, with the accounts, pay password state, rules and real-name
// status it needs read from the data cache here (the tabs' writes invalidate them).
import type { Balances } from '../../../contract/calls/pay';
import { useObservable } from '../../lib/use-observable';
import { currentSession, session$ } from '../user/session';
import { LoadState } from '../user-centre/centre-frame';
import { useProfile } from '../user-centre/use-profile';
import { Consume } from './consume';
import { Exchange } from './exchange';
import { Income } from './income';
import { ChangePayPassword } from './pay-password-change';
import { SetPayPassword } from './pay-password-set';
import { AlipayAccount } from './payout-alipay';
import { BankCards } from './payout-bank-cards';
import { useRecordsFollowWallet } from './use-records';
import { usePayoutAccounts, usePayPassStatus, useWithdrawalSetting } from './use-wallet';
import type { WalletTab } from './wallet-rules';
import { WithdrawForm } from './withdraw';
import { WithdrawalRecords } from './withdrawal-records';

export function WalletPanel({
  tab,
  onTab,
  balances,
}: {
  tab: WalletTab;
  onTab: (tab: WalletTab) => void;
  balances: Balances | null;
}) {
  const { userInfo } = useObservable(session$, currentSession());
  const {
    accounts,
    error: accountsError,
    reload: reloadAccounts,
  } = usePayoutAccounts(userInfo?.id ?? null);
  const payPass = usePayPassStatus();
  const setting = useWithdrawalSetting();
  const { profile } = useProfile();
  const verified = profile?.realNameStatus === 1;
  const ticketUnits = Math.round((balances?.ticket ?? 0) * 100);
  useRecordsFollowWallet(balances);

  switch (tab) {
    case 'withdraw':
      if (!accounts || !payPass.data || !setting || !balances)
        return <LoadState error={accountsError ?? payPass.error} onRetry={reloadAccounts} />;
      return (
        <div className="space-y-8">
          <WithdrawForm
            ticketUnits={ticketUnits}
            accounts={accounts}
            rules={setting.rules}
            payPasswordSet={payPass.data.set === 1}
            onGo={onTab}
            onSubmitted={() => onTab('withdrawals')}
          />
          <div className="border-t border-neutral-100 pt-6">
            <h3 className="mb-4 text-[15px] font-semibold text-neutral-800">
              提现至钱包（球票兑换球钻）
            </h3>
            <Exchange ticketUnits={ticketUnits} rate={setting.ticketToDiamond} />
          </div>
        </div>
      );
    case 'withdrawals':
      return <WithdrawalRecords />;
    case 'consume':
      return <Consume />;
    case 'income':
      return <Income />;
    case 'bank-cards':
    case 'alipay': {
      if (!accounts || !profile)
        return <LoadState error={accountsError} onRetry={reloadAccounts} />;
      const View = tab === 'bank-cards' ? BankCards : AlipayAccount;
      return <View accounts={accounts} verified={verified} />;
    }
    case 'pay-password':
      if (!payPass.data) return <LoadState error={payPass.error} onRetry={payPass.reload} />;
      return payPass.data.set === 1 ? (
        <ChangePayPassword lockedUntil={payPass.data.lockedUntil} />
      ) : (
        <SetPayPassword />
      );
  }
}
