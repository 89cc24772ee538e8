// /v/home (个人中心): the centre's landing — who I am, my balances with 充值 and 提现, shortcuts to the
// centre's pages, and what is happening among my follows, reservations and collections.
import { useNavigate } from '@tanstack/react-router';
import { HomeGradeStrip } from '../../features/grade/home-grade-strip';
import { UserCentreFrame } from '../../features/user-centre/centre-frame';
import { HomeActivity } from '../../features/user-centre/home-activity';
import { HomeProfile } from '../../features/user-centre/home-profile';
import { HomeShortcuts } from '../../features/user-centre/home-shortcuts';
import { BalanceCard } from '../../features/wallet/balance-card';
import { useLiveBalances } from '../../features/wallet/recharge/live-balance';

export function VHomePage() {
  const balances = useLiveBalances();
  const navigate = useNavigate();
  return (
    <UserCentreFrame active="home" testId="v-home">
      <HomeProfile />
      <HomeGradeStrip />
      <BalanceCard
        balances={balances}
        onWithdraw={() => void navigate({ to: '/v/wallet', search: { tab: 'withdraw' } })}
      />
      <HomeShortcuts />
      <HomeActivity />
    </UserCentreFrame>
  );
}
