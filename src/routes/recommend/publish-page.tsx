// /recommend (发布推荐): the expert writes a plan; the recommend layout has already let only experts through.

import { PlanForm } from '../../features/expert-console/plan-form';
import { CentreCard } from '../../features/user-centre/centre-frame';
import type { RecommendSearch } from './recommend-search';

export function PublishPage({ sport, matchId }: RecommendSearch) {
  return (
    <CentreCard testId="publish-page" title="发布推荐" note="选择比赛和玩法，写下你的分析">
      {/* A new match from the list is a new form: the key drops the old one's state. */}
      <PlanForm key={`${sport}-${matchId}`} initialSport={sport} initialMatchId={matchId} />
    </CentreCard>
  );
}
