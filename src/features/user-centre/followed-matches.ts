// The matches I follow (★ on the score pages, 预约 in a room): loaded whole for /v/reserve and ordered
// upcoming first — live, then by kick-off — with finished and abnormal ones after, latest first.
import { queryOptions } from '@tanstack/react-query';
import {
  PAGE_ATTENTION_SIZE_MAX,
  pageAttention,
  type TypedMatchItem,
} from '../../../contract/calls/match';
import { request } from '../../api/request';
import type { ApiFailure } from '../../api/result';
import { rowPhase } from '../scores/row-labels';

/** Followed matches read at most (two full pages, 200): more is not a list anyone reads. */
const PAGES_MAX = 2;

export const isUpcoming = (m: TypedMatchItem) => {
  const phase = rowPhase(m.matchType, m.state);
  return phase === 'live' || phase === 'notStarted';
};

export function orderForReserve(matches: TypedMatchItem[]) {
  const live = (m: TypedMatchItem) => (rowPhase(m.matchType, m.state) === 'live' ? 0 : 1);
  const upcoming = matches
    .filter(isUpcoming)
    .sort((a, b) => live(a) - live(b) || a.kickoffAt - b.kickoffAt || a.id - b.id);
  const over = matches
    .filter((m) => !isUpcoming(m))
    .sort((a, b) => b.kickoffAt - a.kickoffAt || b.id - a.id);
  return { upcoming, over };
}

/** Every followed match (up to PAGES_MAX pages), or the failure of the first page. */
export async function loadFollowedMatches(): Promise<TypedMatchItem[] | ApiFailure> {
  const all: TypedMatchItem[] = [];
  for (let page = 1; page <= PAGES_MAX; page++) {
    const answer = await request(pageAttention, {
      attentionType: 1,
      page,
      pageSize: PAGE_ATTENTION_SIZE_MAX,
    });
    if (!answer.success) return page === 1 ? answer : all;
    all.push(...(answer.data.list as TypedMatchItem[]));
    if (page * PAGE_ATTENTION_SIZE_MAX >= answer.data.total) break;
  }
  return all;
}

/** The cached query of every followed match (the reserve page, the collection's 比赛 tab, the home). */
export const followedMatchesQuery = queryOptions({
  queryKey: ['centre-followed-matches'],
  queryFn: loadFollowedMatches,
  staleTime: 0,
});
