// /v/collection (我的收藏): collected articles and starred matches, by tab, 取消收藏 in place.
import { useState } from 'react';
import { CentreCard, UserCentreFrame } from '../../features/user-centre/centre-frame';
import { CentreTabs } from '../../features/user-centre/centre-pager';
import { CollectedArticles } from '../../features/user-centre/collected-articles';
import { CollectedMatches } from '../../features/user-centre/collected-matches';

type Tab = 'article' | 'match';

const tabs = [
  { key: 'article', label: '文章' },
  { key: 'match', label: '比赛' },
] as const;

export function VCollectionPage() {
  const [tab, setTab] = useState<Tab>('article');
  return (
    <UserCentreFrame active="collection" testId="v-collection">
      <CentreCard
        title="我的收藏"
        extra={<CentreTabs tabs={tabs} active={tab} onChange={setTab} testId="collection-tabs" />}
      >
        {tab === 'article' ? <CollectedArticles /> : <CollectedMatches />}
      </CentreCard>
    </UserCentreFrame>
  );
}
