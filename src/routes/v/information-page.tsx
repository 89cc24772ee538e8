// /v/information (个人资料): the avatar with 更换头像, and the nick name, gender, birthday and signature form.
import { AvatarEditor } from '../../features/user-centre/avatar-editor';
import { CentreCard, LoadState, UserCentreFrame } from '../../features/user-centre/centre-frame';
import { InfoForm } from '../../features/user-centre/info-form';
import { useProfile } from '../../features/user-centre/use-profile';

export function InformationPage() {
  const { profile, error, setProfile, reload } = useProfile();
  return (
    <UserCentreFrame active="information" testId="information-page">
      <CentreCard title="个人资料" note="完善资料，让球友更好地认识你">
        {profile ? (
          <div className="flex flex-col items-center gap-6 py-2 sm:flex-row sm:items-start sm:gap-12">
            <AvatarEditor
              profile={profile}
              onChanged={(portrait) => setProfile((p) => (p ? { ...p, portrait } : p))}
            />
            <InfoForm profile={profile} onSaved={setProfile} />
          </div>
        ) : (
          <LoadState error={error} onRetry={reload} />
        )}
      </CentreCard>
    </UserCentreFrame>
  );
}
