// /v/wallet (我的钱包): the live 球钻 and 球票 with 充值 and 提现, then the wallet's tabs (withdraw, records, accounts, pay password).
import { useNavigate } from '@tanstack/react-router';
import { UserCentreFrame } from '../../features/user-centre/centre-frame';
import { BalanceCard } from '../../features/wallet/balance-card';
import { useLiveBalances } from '../../features/wallet/recharge/live-balance';
import { WalletPanel } from '../../features/wallet/wallet-panel';
import type { WalletTab } from '../../features/wallet/wallet-rules';
import { WalletTabs } from '../../features/wallet/wallet-tabs';

/** `tab`: the route's validated search (walletSearch: an unknown tab is 提现). */
export function WalletPage({ tab }: { tab: WalletTab }) {
  const balances = useLiveBalances();
  const navigate = useNavigate();
  // A tab is a place in the history: back and forward move between the tabs visited.
  const onTab = (next: WalletTab) => {
    if (next !== tab) void navigate({ to: '/v/wallet', search: { tab: next } });
  };
  return (
    <UserCentreFrame active="wallet" testId="wallet-page">
      <BalanceCard balances={balances} onWithdraw={() => onTab('withdraw')} />
      <section className="rounded-lg bg-white shadow-sm">
        <WalletTabs tab={tab} onChange={onTab} />
        <div className="px-7 py-6">
          <WalletPanel tab={tab} onTab={onTab} balances={balances} />
        </div>
      </section>
    </UserCentreFrame>
  );
}
