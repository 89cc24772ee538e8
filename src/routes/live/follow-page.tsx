// /live/follow: the rooms of the anchors I follow, live ones first, 30 a page (login required).
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { CallData } from '../../../contract/call';
import { followedRooms, type RoomCard } from '../../../contract/calls/room';
import type { ApiResult } from '../../api/result';
import { SiteLink } from '../../components/site-link';
import { RoomGrid } from '../../features/live-list/room-grid';
import { callQuery } from '../../lib/query';

type Answer = ApiResult<CallData<typeof followedRooms>>;

/** The pages answered so far, in order (null before the first); a failed one is left out. The result
 *  keeps its identity while no page changes (useQueries' combine shares it), so the grid's pushes stay. */
function followed(results: UseQueryResult<Answer>[]) {
  let cards: RoomCard[] | null = null;
  let total = 0;
  let failed = false;
  for (const { data: answer } of results) {
    if (answer === undefined) break;
    if (!answer.success) {
      failed = true;
      continue;
    }
    total = answer.data.total;
    cards = [...(cards ?? []), ...answer.data.list];
  }
  return { cards, total, failed };
}

export function LiveFollowPage() {
  const [page, setPage] = useState(1);
  const { cards, total, failed } = useQueries({
    // Asked afresh on every visit: only pushes keep the cards live, and they missed the time away.
    queries: Array.from({ length: page }, (_, i) =>
      callQuery(followedRooms, { page: i + 1 }, { staleTime: 0 }),
    ),
    combine: followed,
  });
  const live = cards?.filter((c) => c.status === 'live').length ?? 0;
  return (
    <div data-testid="live-follow-page">
      <h1 className="mb-1 text-2xl font-black text-neutral-900">我的关注</h1>
      <p className="mb-4 text-sm text-neutral-500">
        关注了 {total} 位主播{live > 0 ? `，${live} 位正在直播` : ''}
      </p>
      {cards && cards.length > 0 && <RoomGrid cards={cards} />}
      {cards?.length === 0 && (
        <div
          data-testid="live-empty"
          className="rounded-lg bg-white py-20 text-center text-neutral-400"
        >
          还没有关注主播，
          <SiteLink href="/live/all" className="text-brand-600 hover:underline">
            去看看正在直播的
          </SiteLink>
        </div>
      )}
      {failed && <p className="py-10 text-center text-neutral-400">加载失败，请稍后再试</p>}
      {cards && cards.length < total && (
        <button
          type="button"
          onClick={() => setPage((p) => p + 1)}
          className="mx-auto mt-5 block rounded-full border border-neutral-200 bg-white px-8 py-2 text-sm text-neutral-600 hover:text-brand-600"
        >
          加载更多
        </button>
      )}
    </div>
  );
}
