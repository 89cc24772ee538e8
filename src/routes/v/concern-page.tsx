// /v/concern (我的粉丝): who follows me, newest first, with 回关 for those I do not follow yet.
import { CentreCard, UserCentreFrame } from '../../features/user-centre/centre-frame';
import { PeopleList } from '../../features/user-centre/people-list';

export function VConcernPage() {
  return (
    <UserCentreFrame active="concern" testId="v-concern">
      <CentreCard title="我的粉丝" note="关注你的球友，最近关注的在前">
        <PeopleList mode="fans" />
      </CentreCard>
    </UserCentreFrame>
  );
}
