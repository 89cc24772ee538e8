// The search page's cache: 全部 (a preview of every kind) as one query, a tab as pages (加载更多).
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CallData } from '../../../contract/call';
import { SEARCH_PAGE_SIZE, type SearchKind, searchAll } from '../../../contract/calls/search';
import { request } from '../../api/request';
import type { ApiResult } from '../../api/result';
import { callQuery } from '../../lib/query';

export type SearchAnswer = CallData<typeof searchAll>;

export const searchOverviewQuery = (word: string) =>
  callQuery(searchAll, { word, type: 'all' }, { staleTime: 60_000 });

export const searchTabQuery = (word: string, type: SearchKind) =>
  infiniteQueryOptions({
    queryKey: [searchAll.path, { word, type }, 'pages'] as const,
    queryFn: ({ pageParam }): Promise<ApiResult<SearchAnswer>> =>
      request(searchAll, { word, type, page: pageParam, pageSize: SEARCH_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      if (!last.success) return undefined;
      const group = last.data.groups[0];
      return group && last.data.page * last.data.pageSize < group.total
        ? last.data.page + 1
        : undefined;
    },
    staleTime: 60_000,
  });
