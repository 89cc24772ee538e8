// /v/personal-data (账号安全): the bound phone, 修改密码 or 设置密码, 实名认证 and 注销账号.
import { CentreCard, LoadState, UserCentreFrame } from '../../features/user-centre/centre-frame';
import { DeleteAccountCard } from '../../features/user-centre/delete-account-card';
import { PasswordCard } from '../../features/user-centre/password-card';
import { RealNameCard } from '../../features/user-centre/real-name-card';
import { SecurityOverview } from '../../features/user-centre/security-overview';
import { useProfile } from '../../features/user-centre/use-profile';

export function PersonalDataPage() {
  const { profile, error, setProfile, reload } = useProfile();
  if (!profile) {
    return (
      <UserCentreFrame active="personal-data" testId="personal-data-page">
        <CentreCard title="账号安全">
          <LoadState error={error} onRetry={reload} />
        </CentreCard>
      </UserCentreFrame>
    );
  }
  return (
    <UserCentreFrame active="personal-data" testId="personal-data-page">
      <SecurityOverview profile={profile} />
      <PasswordCard
        profile={profile}
        onPasswordSet={() => setProfile((p) => (p ? { ...p, hasPassword: 1 } : p))}
      />
      <RealNameCard onVerified={() => setProfile((p) => (p ? { ...p, realNameStatus: 1 } : p))} />
      <DeleteAccountCard />
    </UserCentreFrame>
  );
}
