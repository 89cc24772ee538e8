// A list of plans with 加载更多: loading, the failure with 重试, an empty line, then the cards.
import { useInfiniteQuery } from '@tanstack/react-query';
import { PlanCard } from './plan-card';
import { type PlanSource, planPagesQuery } from './plan-queries';

export function PlanFeed({
  source,
  empty,
  showExpert = true,
  testId = 'plan-feed',
}: {
  source: PlanSource;
  empty: string;
  showExpert?: boolean;
  testId?: string;
}) {
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isFetching, refetch } =
    useInfiniteQuery(planPagesQuery(source));
  const pages = data?.pages ?? [];
  const failed = pages.find((p) => !p.success);
  const plans = pages.flatMap((p) => (p.success ? p.data.list : []));
  if (!data)
    return (
      <div data-testid={testId} data-state="loading" className="space-y-px">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-28 animate-pulse bg-white" />
        ))}
      </div>
    );
  if (failed && plans.length === 0)
    return (
      <div data-testid={testId} data-state="failed" className="bg-white py-12 text-center text-sm">
        <p className="text-neutral-500">{failed.success ? '' : failed.msg || '方案加载失败'}</p>
        <button
          type="button"
          disabled={isFetching}
          onClick={() => void refetch()}
          className="mt-3 min-h-9 rounded-full px-5 text-brand-600 ring-1 ring-brand-300 hover:bg-brand-50"
        >
          重试
        </button>
      </div>
    );
  return (
    <div data-testid={testId} data-state="ready">
      {plans.length === 0 ? (
        <p
          data-testid="plan-feed-empty"
          className="bg-white py-14 text-center text-sm text-neutral-400"
        >
          {empty}
        </p>
      ) : (
        plans.map((plan) => <PlanCard key={plan.id} plan={plan} showExpert={showExpert} />)
      )}
      {hasNextPage && (
        <button
          type="button"
          data-testid="plan-feed-more"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
          className="block min-h-11 w-full bg-white text-sm text-neutral-500 hover:text-brand-600"
        >
          {isFetchingNextPage ? '加载中…' : '加载更多'}
        </button>
      )}
    </div>
  );
}
