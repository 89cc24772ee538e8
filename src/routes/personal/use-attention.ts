// One page of a user's follow or fan list (GET /user/info/attention) from the data cache; null while
// it loads, the failure kept for a retry.
import { useQuery } from '@tanstack/react-query';
import type { CallData } from '../../../contract/call';
import { attentionList } from '../../../contract/calls/user';
import { callQuery } from '../../lib/query';
import type { AttentionType } from './space-search';

export type AttentionPage = CallData<typeof attentionList>;

export function useAttention(userId: number, type: AttentionType, page: number, pageSize: number) {
  const query = useQuery(callQuery(attentionList, { userId, type, page, pageSize }));
  return {
    // A retry shows the loading state again, as a first load does.
    answer: query.isFetching ? null : (query.data ?? null),
    retry: () => void query.refetch(),
  };
}
