// /recommend/yapan and /recommend/daxiaoqiu: my plans of one kind (让球/让分, or 大小球/大小分), all of them or
// on sale or settled, each with its state or result. The call lists every play type; the kind is picked here.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { expertPlans, type PlanSport } from '../../../contract/calls/expert';
import { request } from '../../api/request';
import { SiteLink } from '../../components/site-link';
import { type MyPlan, MyPlanRow } from '../../features/expert-console/my-plan-row';
import { currentSession, session$ } from '../../features/user/session';
import { CentreCard, LoadState } from '../../features/user-centre/centre-frame';
import { useObservable } from '../../lib/use-observable';

export type MyPlansKind = 'yapan' | 'daxiaoqiu';

/** Spec §3 play types of each kind: football 2 让球 / 3 大小球, basketball 1 让分 / 2 大小分. */
const kindPlayTypes: Record<MyPlansKind, Record<PlanSport, number>> = {
  yapan: { football: 2, basketball: 1 },
  daxiaoqiu: { football: 3, basketball: 2 },
};

export const isKind = (kind: MyPlansKind, plan: Pick<MyPlan, 'sport' | 'playType'>) =>
  kindPlayTypes[kind][plan.sport] === plan.playType;

const titles: Record<MyPlansKind, string> = { yapan: '亚盘推荐', daxiaoqiu: '大小球推荐' };
const tabs = [
  { state: undefined, label: '全部' },
  { state: 'open', label: '在售' },
  { state: 'settled', label: '已结算' },
] as const;
/** The most the call gives at once: the kind is filtered from these, so fewer would leave pages thin. */
const PAGE_SIZE = 50;

export function MyPlansPage({ kind }: { kind: MyPlansKind }) {
  const { expertsInfo, userInfo } = useObservable(session$, currentSession());
  const expertId = expertsInfo?.expert?.id ?? userInfo?.id ?? 0;
  const [state, setState] = useState<'open' | 'settled' | undefined>(undefined);
  const plans = useInfiniteQuery({
    queryKey: [expertPlans.path, 'console', expertId, state],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      request(expertPlans, {
        expertId,
        ...(state ? { state } : {}),
        pageParam: { pageNum: pageParam, pageSize: PAGE_SIZE },
      }),
    getNextPageParam: (last, _all, pageNum) =>
      last.success && pageNum * PAGE_SIZE < last.data.total ? pageNum + 1 : undefined,
    enabled: expertId > 0,
  });
  const pages = plans.data?.pages ?? [];
  const failed = pages.find((p) => !p.success);
  const mine = pages.flatMap((p) => (p.success ? p.data.list : [])).filter((p) => isKind(kind, p));
  const now = Date.now();

  return (
    <CentreCard
      testId="my-plans-page"
      title={titles[kind]}
      note="历史方案全部公开，不能删除"
      extra={
        <div className="flex gap-1 rounded-full bg-neutral-100 p-0.5 text-sm">
          {tabs.map((t) => (
            <button
              key={t.label}
              type="button"
              aria-pressed={state === t.state}
              onClick={() => setState(t.state)}
              className={`h-7 rounded-full px-3.5 ${state === t.state ? 'bg-white font-medium text-brand-600 shadow-sm' : 'text-neutral-500'}`}
            >
              {t.label}
            </button>
          ))}
        </div>
      }
    >
      {!plans.data || failed ? (
        <LoadState
          error={failed && !failed.success ? failed.msg : null}
          onRetry={() => void plans.refetch()}
        />
      ) : mine.length === 0 && !plans.hasNextPage ? (
        <p className="py-16 text-center text-sm text-neutral-400">
          还没有{titles[kind]}
          <SiteLink href="/recommend" className="ml-2 text-brand-600 hover:underline">
            去发布
          </SiteLink>
        </p>
      ) : (
        <>
          <ul className="divide-y divide-neutral-100">
            {mine.map((p) => (
              <MyPlanRow key={p.id} plan={p} now={now} />
            ))}
          </ul>
          {plans.hasNextPage && (
            <button
              type="button"
              disabled={plans.isFetchingNextPage}
              onClick={() => void plans.fetchNextPage()}
              className="mt-4 h-9 w-full rounded-full border border-neutral-200 text-sm text-neutral-600 hover:text-brand-600"
            >
              {plans.isFetchingNextPage ? '加载中…' : '加载更多'}
            </button>
          )}
        </>
      )}
    </CentreCard>
  );
}
