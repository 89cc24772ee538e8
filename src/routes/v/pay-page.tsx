// /v/pay (充值): the live balances, the recharge packages and custom amount, 立即充值 → the gateway's checkout.
import { getPaySetting } from '../../api/pay-recharge';
import { CentreCard, LoadState, UserCentreFrame } from '../../features/user-centre/centre-frame';
import { BalanceCard } from '../../features/wallet/recharge/balance-card';
import { RechargeCard } from '../../features/wallet/recharge/recharge-card';
import { RechargeNotes } from '../../features/wallet/recharge/recharge-notes';
import { useLoaded } from '../../features/wallet/recharge/use-loaded';

export function PayPage() {
  const { data: setting, error, reload } = useLoaded(getPaySetting);
  return (
    <UserCentreFrame active="wallet" testId="pay-page">
      <BalanceCard />
      {setting ? (
        <RechargeCard setting={setting} />
      ) : (
        <CentreCard title="选择充值金额">
          <LoadState error={error} onRetry={reload} />
        </CentreCard>
      )}
      <RechargeNotes />
    </UserCentreFrame>
  );
}
