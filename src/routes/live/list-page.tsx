// The room list (/live/all, /live/1 football, /live/2 basketball, /live/3 综合): category tabs, a search box,
// room cards (live first, kept live by pushes) paged 30 at a time with 加载更多, and a side column of hot ones.
import { keepPreviousData, type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import type { CallData } from '../../../contract/call';
import { ROOM_PAGE_SIZE, type RoomCard, roomPage } from '../../../contract/calls/room';
import type { ApiResult } from '../../api/result';
import { SiteLink } from '../../components/site-link';
import { HotAnchors, HotRooms } from '../../features/live-list/hot-side';
import { RoomGrid } from '../../features/live-list/room-grid';
import { callQuery, queryClient } from '../../lib/query';

/** The /live/{id} values; the tabs are the room categories of /api/room/page's navId. */
export const liveListIds = ['all', '1', '2', '3'] as const;
export type LiveListId = (typeof liveListIds)[number];
const tabs: { id: LiveListId; label: string }[] = [
  { id: 'all', label: '全部' },
  { id: '1', label: '足球' },
  { id: '2', label: '篮球' },
  { id: '3', label: '综合' },
];

type Answer = ApiResult<CallData<typeof roomPage>> | undefined;

/** The pages answered so far, in order, up to the first still loading or failed (its number). */
function pagesOf(answers: Answer[]) {
  let cards: RoomCard[] = [];
  let total = 0;
  for (const [i, answer] of answers.entries()) {
    if (answer === undefined) break;
    if (!answer.success) return { cards, total, failedPage: i + 1 };
    // A later page can repeat a room that moved up meanwhile: keep its first place.
    const known = new Set(cards.map((c) => c.roomId));
    cards = [...cards, ...answer.data.list.filter((c) => !known.has(c.roomId))];
    total = answer.data.total;
  }
  return { cards, total, failedPage: null };
}

/** Pages after the first: their answers (the same array while they stay the same) and whether one loads. */
const laterPages = (results: UseQueryResult<Answer>[]) => ({
  answers: results.map((r) => r.data),
  loading: results.some((r) => r.isFetching),
});

function useRoomListing(id: LiveListId, word: string) {
  const pageOf = (page: number) =>
    // Asked afresh on every visit: only pushes keep the cards live, and they missed the time away.
    callQuery(
      roomPage,
      {
        ...(id === 'all' ? {} : { navId: Number(id) as 1 | 2 | 3 }),
        ...(word ? { word } : {}),
        page,
        pageSize: ROOM_PAGE_SIZE,
      },
      { staleTime: 0 },
    );
  // A new tab or search starts again at page 1.
  const listKey = `${id}|${word}`;
  const [shown, setShown] = useState({ listKey, pages: 1 });
  const pages = shown.listKey === listKey ? shown.pages : 1;
  // The cards of the tab before stay on screen while the new tab's first page loads.
  const first = useQuery({ ...pageOf(1), placeholderData: keepPreviousData });
  const later = useQueries({
    queries: Array.from({ length: pages - 1 }, (_, i) => pageOf(i + 2)),
    combine: laterPages,
  });
  // The cards keep their identity while no page changes: the grid's pushes stay applied.
  const { cards, total, failedPage } = useMemo(
    () => pagesOf([first.data, ...later.answers]),
    [first.data, later.answers],
  );
  const loading = first.isFetching || later.loading;
  const listing = { cards, total, loading, failed: failedPage !== null && !loading };
  const more = () => {
    // A failed page is asked again; else the one after the last.
    if (failedPage !== null)
      void queryClient.refetchQueries({ queryKey: pageOf(failedPage).queryKey });
    else setShown({ listKey, pages: pages + 1 });
  };
  return { listing, more };
}

export function LiveListPage({ id }: { id: LiveListId }) {
  const [word, setWord] = useState('');
  const [draft, setDraft] = useState('');
  const { listing, more } = useRoomListing(id, word);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setWord(draft.trim());
  };
  return (
    <div data-testid="live-list-page" className="flex flex-col gap-5 lg:flex-row lg:items-start">
      <div className="min-w-0 flex-1">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 lg:gap-4">
          <nav aria-label="直播分类" className="flex max-w-full gap-2 overflow-x-auto">
            {tabs.map((tab) => (
              <SiteLink
                key={tab.id}
                href={`/live/${tab.id}`}
                data-testid="live-tab"
                aria-current={tab.id === id ? 'page' : undefined}
                className={`shrink-0 rounded-full px-4 py-3 text-sm transition lg:py-1.5 ${
                  tab.id === id
                    ? 'bg-brand-500 text-white'
                    : 'bg-white text-neutral-600 hover:text-brand-600'
                }`}
              >
                {tab.label}
              </SiteLink>
            ))}
          </nav>
          <form onSubmit={search} className="flex w-full lg:w-auto" aria-label="搜索直播间">
            <input
              data-testid="live-search"
              value={draft}
              maxLength={20}
              onChange={(e) => setDraft(e.target.value)}
              placeholder="搜索主播或直播间"
              className="h-11 min-w-0 flex-1 rounded-l-full border border-neutral-200 bg-white px-4 text-base outline-none lg:h-auto lg:w-56 lg:flex-none lg:py-1.5 lg:text-sm focus:border-brand-400"
            />
            <button
              type="submit"
              className="rounded-r-full bg-brand-500 px-4 text-sm text-white hover:bg-brand-600"
            >
              搜索
            </button>
          </form>
        </div>
        {word && (
          <p className="mb-3 text-sm text-neutral-500">
            “{word}” 的搜索结果：{listing.total} 个直播间
          </p>
        )}
        {listing.cards.length > 0 ? (
          <RoomGrid cards={listing.cards} />
        ) : (
          !listing.loading && (
            <p
              data-testid="live-empty"
              className="rounded-lg bg-white py-20 text-center text-neutral-400"
            >
              {listing.failed ? '加载失败，请稍后再试' : '暂无直播间'}
            </p>
          )
        )}
        {listing.cards.length < listing.total && (
          <button
            type="button"
            data-testid="live-more"
            disabled={listing.loading}
            onClick={more}
            className="mx-auto mt-5 block min-h-11 rounded-full border border-neutral-200 bg-white px-8 py-2 text-sm lg:min-h-0 text-neutral-600 hover:text-brand-600 disabled:opacity-60"
          >
            {listing.loading ? '加载中…' : '加载更多'}
          </button>
        )}
      </div>
      <aside className="flex flex-col gap-5 lg:w-[280px] lg:shrink-0">
        <HotAnchors />
        <HotRooms />
      </aside>
    </div>
  );
}
