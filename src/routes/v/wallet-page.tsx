// /v/wallet (我的钱包): the live 球钻 and 球票 with 充值 and 提现, then the wallet's tabs (withdraw, records, accounts, pay password).
import { useState } from 'react';
import { UserCentreFrame } from '../../features/user-centre/centre-frame';
import { BalanceCard } from '../../features/wallet/balance-card';
import { useLiveBalances } from '../../features/wallet/recharge/live-balance';
import { WalletPanel } from '../../features/wallet/wallet-panel';
import { type WalletTab, walletTabOf } from '../../features/wallet/wallet-rules';
import { WalletTabs } from '../../features/wallet/wallet-tabs';

export function WalletPage() {
  const balances = useLiveBalances();
  const [tab, setTab] = useState<WalletTab>(() =>
    walletTabOf(typeof window === 'undefined' ? '' : window.location.search),
  );
  return (
    <UserCentreFrame active="wallet" testId="wallet-page">
      <BalanceCard balances={balances} onWithdraw={() => setTab('cash')} />
      <section className="rounded-lg bg-white shadow-sm">
        <WalletTabs tab={tab} onChange={setTab} />
        <div className="px-7 py-6">
          <WalletPanel tab={tab} onTab={setTab} balances={balances} />
        </div>
      </section>
    </UserCentreFrame>
  );
}
