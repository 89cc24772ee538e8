// 有料's plan lists as infinite queries (加载更多, 20 a page), keyed under each call's path so that a buy or
// a settlement (invalidateCall) reloads every list showing the plan.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CallData, CallInput } from '../../../contract/call';
import {
  EXPERT_PAGE_SIZE,
  expertPlans,
  indexPlans,
  planList,
} from '../../../contract/calls/expert';
import { request } from '../../api/request';
import type { ApiResult } from '../../api/result';

type PlanPage = CallData<typeof planList>;

/** Which list: today's on sale (有料 home), any filter (a match's, a sport's), or one expert's. */
export type PlanSource =
  | { call: 'index'; body: Omit<CallInput<typeof indexPlans>, 'pageParam'> }
  | { call: 'list'; body: Omit<CallInput<typeof planList>, 'pageParam'> }
  | { call: 'expert'; body: Omit<CallInput<typeof expertPlans>, 'pageParam'> };

const calls = { index: indexPlans, list: planList, expert: expertPlans } as const;

export const planPagesQuery = (source: PlanSource) =>
  infiniteQueryOptions({
    queryKey: [calls[source.call].path, source.body, 'pages'] as const,
    queryFn: ({ pageParam }): Promise<ApiResult<PlanPage>> => {
      const page = { pageParam: { pageNum: pageParam, pageSize: EXPERT_PAGE_SIZE } };
      if (source.call === 'index')
        return request(indexPlans, { ...source.body, ...page }, { progress: false });
      if (source.call === 'expert')
        return request(expertPlans, { ...source.body, ...page }, { progress: false });
      return request(planList, { ...source.body, ...page }, { progress: false });
    },
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.success && last.data.pageNum * last.data.pageSize < last.data.total
        ? last.data.pageNum + 1
        : undefined,
  });
