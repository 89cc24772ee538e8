// /v/attention (我的关注): whom I follow — live anchors first with 直播中 and their room, experts, users —
// with 取消关注 in place; below, 推荐关注 (hot anchors not followed yet) with 关注.
import { CentreCard, UserCentreFrame } from '../../features/user-centre/centre-frame';
import { PeopleList } from '../../features/user-centre/people-list';
import { RecommendFollows } from '../../features/user-centre/recommend-follows';

export function VAttentionPage() {
  return (
    <UserCentreFrame active="attention" testId="v-attention">
      <CentreCard title="我的关注" note="正在直播的主播排在最前">
        <PeopleList mode="following" />
      </CentreCard>
      <RecommendFollows />
    </UserCentreFrame>
  );
}
