// /guide/expert/info/{id}: an expert's page — the card (avatar, grade, intro, specialities, followers, 关注), the
// record from every settled plan, the by-play-type table, the last 30 results' trend, and the plans (在售 / 历史).
// Live: the open plans' plan:<id> channels; when one settles the record and lists refetch, without reload.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { expertHead, expertPlans, planByCode } from '../../../contract/calls/expert';
import { plansSettled$ } from '../../../streams/expert';
import { SiteLink } from '../../components/site-link';
import { Last10Badge, StreakBadge } from '../../features/expert/badges';
import {
  ByPlayTypeTable,
  type ExpertHead,
  RecordFigures,
} from '../../features/expert/expert-record';
import { FollowExpert } from '../../features/expert/follow-expert';
import { PillTabs } from '../../features/expert/pill-tabs';
import { PlanFeed } from '../../features/expert/plan-feed';
import { planPagesQuery } from '../../features/expert/plan-queries';
import { SectionHead } from '../../features/expert/section-head';
import { TrendChart } from '../../features/expert/trend-chart';
import { UserAvatar } from '../../features/user-centre/user-avatar';
import { callQuery, invalidateCall } from '../../lib/query';

type Tab = 'open' | 'settled';

function ExpertCard({ head }: { head: ExpertHead }) {
  return (
    <header data-testid="expert-head" className="rounded-lg bg-white p-4 shadow-sm lg:p-6">
      <div className="flex items-center gap-4">
        <UserAvatar
          portrait={head.portrait}
          nickName={head.nickName}
          className="size-16 text-2xl lg:size-20"
        />
        <div className="min-w-0 flex-1">
          <h1 className="flex flex-wrap items-center gap-2">
            <span data-testid="expert-name" className="truncate text-xl font-bold text-neutral-900">
              {head.nickName}
            </span>
            <span
              title={`专家等级 ${head.grade}`}
              className="text-sm tracking-tighter text-amber-400"
              role="img"
              aria-label={`专家等级 ${head.grade}`}
            >
              {'★'.repeat(head.grade)}
              <span className="text-neutral-200">{'★'.repeat(Math.max(0, 5 - head.grade))}</span>
            </span>
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-1.5">
            <Last10Badge last10={head.record.last10} />
            <StreakBadge streak={head.record.streak} />
            <span className="text-xs text-neutral-400">
              <span data-testid="expert-followers">{head.followers}</span> 粉丝 · {head.onSale}{' '}
              个在售
            </span>
          </p>
        </div>
        <FollowExpert expertId={head.id} followed={head.followed} />
      </div>
      {head.intro && <p className="mt-3 text-sm leading-6 text-neutral-600">{head.intro}</p>}
      {head.specialities.length > 0 && (
        <p className="mt-2 flex flex-wrap gap-1.5">
          {head.specialities.map((s) => (
            <span key={s} className="rounded bg-neutral-100 px-2 py-0.5 text-xs text-neutral-600">
              {s}
            </span>
          ))}
        </p>
      )}
    </header>
  );
}

/** Refetches the record and the lists when one of the open plans shown settles. */
function useSettlements(expertId: number) {
  const open = useInfiniteQuery(
    planPagesQuery({ call: 'expert', body: { expertId, state: 'open' } }),
  );
  const ids = useMemo(
    () => (open.data?.pages ?? []).flatMap((p) => (p.success ? p.data.list.map((x) => x.id) : [])),
    [open.data],
  );
  const key = ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids' text is their identity
  useEffect(() => {
    const sub = plansSettled$(ids).subscribe(
      () => void invalidateCall(expertHead, expertPlans, planByCode),
    );
    return () => sub.unsubscribe();
  }, [key]);
}

export function ExpertInfoPage({ id }: { id: number }) {
  const [tab, setTab] = useState<Tab>('open');
  const answer = useQuery(callQuery(expertHead, { expertId: id })).data;
  useSettlements(id);
  if (!answer) return <p className="py-24 text-center text-sm text-neutral-400">加载中…</p>;
  if (!answer.success)
    return (
      <div data-testid="expert-missing" className="py-24 text-center text-sm text-neutral-500">
        <p>{answer.msg || '专家不存在'}</p>
        <SiteLink href="/guide/expert" className="mt-3 inline-block text-brand-600 underline">
          看看专家榜
        </SiteLink>
      </div>
    );
  const head = answer.data;
  return (
    <div data-testid="expert-page" className="mx-auto w-content px-3 py-3 lg:py-5 desk:px-0">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_420px] lg:gap-5">
        <div className="min-w-0 space-y-4">
          <ExpertCard head={head} />
          <section className="space-y-3 rounded-lg bg-white p-4 shadow-sm lg:p-5">
            <SectionHead title="战绩" />
            <RecordFigures record={head.record} />
            <TrendChart trend={head.trend} />
          </section>
          <section className="overflow-hidden rounded-lg bg-white shadow-sm">
            <div className="flex items-center gap-3 border-b border-neutral-100 px-4 py-3">
              <h2 className="font-semibold text-neutral-900">方案</h2>
              <PillTabs
                label="方案状态"
                testId="expert-plans-tab"
                value={tab}
                onChange={setTab}
                tabs={[
                  { value: 'open', label: '在售' },
                  { value: 'settled', label: '历史' },
                ]}
              />
            </div>
            <PlanFeed
              testId="expert-plans"
              showExpert={false}
              source={{ call: 'expert', body: { expertId: id, state: tab } }}
              empty={
                tab === 'open' ? '暂无在售方案，关注后发布第一时间通知你' : '还没有已结算的方案'
              }
            />
          </section>
        </div>
        <div className="min-w-0 space-y-4">
          <section className="rounded-lg bg-white p-4 shadow-sm">
            <SectionHead title="分玩法战绩" />
            <div className="mt-3">
              {head.byPlayType.length > 0 ? (
                <ByPlayTypeTable rows={head.byPlayType} />
              ) : (
                <p className="py-6 text-center text-sm text-neutral-400">暂无已结算方案</p>
              )}
            </div>
          </section>
          <aside className="rounded-lg bg-white p-4 text-xs leading-5 text-neutral-500 shadow-sm">
            以上战绩由系统按该专家全部已结算方案计算，历史方案全部公开、不可删除；每个方案都可在详情页核对发布时的
            SHA-256 指纹。
          </aside>
        </div>
      </div>
    </div>
  );
}
