// /v/pay (充值): the live balances, the recharge packages and custom amount, 立即充值 → the gateway's checkout.
import { paySetting } from '../../../contract/calls/pay-recharge';
import { CentreCard, LoadState, UserCentreFrame } from '../../features/user-centre/centre-frame';
import { BalanceCard } from '../../features/wallet/recharge/balance-card';
import { RechargeCard } from '../../features/wallet/recharge/recharge-card';
import { RechargeNotes } from '../../features/wallet/recharge/recharge-notes';
import { callQuery } from '../../lib/query';
import { useCallResult } from '../../lib/use-call-result';

export function PayPage() {
  const { data: setting, error, reload } = useCallResult(callQuery(paySetting));
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
