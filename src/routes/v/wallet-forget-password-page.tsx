// /v/wallet-forget-password (找回支付密码): an SMS code to the account's phone, then a new pay password; back to the wallet.
import { useRouter } from '@tanstack/react-router';
import { CentreCard, LoadState, UserCentreFrame } from '../../features/user-centre/centre-frame';
import { useProfile } from '../../features/user-centre/use-profile';
import { ForgetPayPasswordForm } from '../../features/wallet/forget-form';

export function WalletForgetPasswordPage() {
  const router = useRouter();
  const { profile, error, reload } = useProfile();
  return (
    <UserCentreFrame active="wallet" testId="wallet-forget-page">
      <CentreCard
        title="找回支付密码"
        note="验证绑定的手机号后设置新的支付密码，错误次数锁定也会一并解除"
      >
        {profile ? (
          <ForgetPayPasswordForm
            maskedMobile={profile.mobile}
            // The wallet opens on its pay password tab, which reads ?tab= (see walletSearch).
            onReset={() => router.history.push('/v/wallet?tab=pay-password')}
          />
        ) : (
          <LoadState error={error} onRetry={reload} />
        )}
      </CentreCard>
    </UserCentreFrame>
  );
}
