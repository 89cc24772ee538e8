// /guide/expert: the expert rankings — 命中率, 连红, 回报率, 近10场 — of one sport or both (only experts with at
// least 5 settled plans rank), 20 a page with 加载更多; each row opens the expert's page.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EXPERT_PAGE_SIZE, expertRanks, type PlanSport } from '../../../contract/calls/expert';
import { request } from '../../api/request';
import { ExpertRankRow, type RankKind } from '../../features/expert/expert-card';
import { sportLabels } from '../../features/expert/labels';
import { PagedBody } from '../../features/expert/paged-body';
import { PillTabs } from '../../features/expert/pill-tabs';
import { TrustNote } from '../../features/expert/trust-note';

const kinds: { value: RankKind; label: string }[] = [
  { value: 'hitRate', label: '命中率' },
  { value: 'streak', label: '连红' },
  { value: 'returnRate', label: '回报率' },
  { value: 'last10', label: '近10场' },
];

const ranksQuery = (rank: RankKind, sport: PlanSport | undefined) =>
  infiniteQueryOptions({
    queryKey: [expertRanks.path, { rank, sport }, 'pages'] as const,
    queryFn: ({ pageParam }) =>
      request(
        expertRanks,
        { rank, sport, pageParam: { pageNum: pageParam, pageSize: EXPERT_PAGE_SIZE } },
        { progress: false },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, all) =>
      last.success && all.length * EXPERT_PAGE_SIZE < last.data.total ? all.length + 1 : undefined,
  });

export function ExpertRankPage() {
  const [rank, setRank] = useState<RankKind>('hitRate');
  const [sport, setSport] = useState<PlanSport | undefined>(undefined);
  const ranks = useInfiniteQuery(ranksQuery(rank, sport));
  return (
    <div className="mx-auto w-content px-3 py-3 lg:py-5 desk:px-0">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_320px] lg:gap-5">
        <section
          data-testid="expert-ranks"
          className="overflow-hidden rounded-lg bg-white shadow-sm"
        >
          <header className="space-y-2 border-b border-neutral-100 px-3 py-3">
            <h1 className="px-1 text-lg font-bold text-neutral-900">专家榜</h1>
            <PillTabs
              label="榜单"
              testId="rank-kind"
              value={rank}
              onChange={setRank}
              tabs={kinds}
            />
            <PillTabs
              label="运动"
              testId="rank-sport"
              tone="soft"
              value={sport}
              onChange={setSport}
              tabs={[
                { value: undefined, label: '全部' },
                ...(['football', 'basketball'] as const).map((s) => ({
                  value: s,
                  label: sportLabels[s],
                })),
              ]}
            />
          </header>
          <PagedBody
            {...ranks}
            failText="榜单加载失败"
            empty="暂无上榜专家（结算满 5 个方案才上榜）"
            emptyTestId="rank-empty"
          >
            {(experts) =>
              experts.map((expert, i) => (
                <ExpertRankRow key={expert.id} expert={expert} place={i + 1} kind={rank} />
              ))
            }
          </PagedBody>
        </section>
        <div className="space-y-4">
          <aside className="rounded-lg bg-white p-4 text-xs leading-5 text-neutral-500 shadow-sm">
            <h2 className="mb-1.5 text-sm font-semibold text-neutral-900">榜单说明</h2>
            <p>命中率 = 红 ÷（红 + 黑），走和作废不计；回报率按发布时的赔率每场投 1 计算。</p>
            <p className="mt-1">连红为当前连续命中的场次；近10场为最近 10 个已结算方案。</p>
          </aside>
          <TrustNote />
        </div>
      </div>
    </div>
  );
}
