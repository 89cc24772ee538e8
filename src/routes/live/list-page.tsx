// The room list (/live/all, /live/1 football, /live/2 basketball, /live/3 综合): category tabs, a search box,
// room cards (live first, kept live by pushes) paged 30 at a time with 加载更多, and a side column of hot ones.
import { type FormEvent, useEffect, useState } from 'react';
import { ROOM_PAGE_SIZE, type RoomCard } from '../../../contract/calls/room';
import { getRoomPage } from '../../api/room';
import { SiteLink } from '../../components/site-link';
import { HotAnchors, HotRooms } from '../../features/live-list/hot-side';
import { RoomGrid } from '../../features/live-list/room-grid';

/** The /live/{id} values; the tabs are the room categories of /api/room/page's navId. */
export const liveListIds = ['all', '1', '2', '3'] as const;
export type LiveListId = (typeof liveListIds)[number];
const tabs: { id: LiveListId; label: string }[] = [
  { id: 'all', label: '全部' },
  { id: '1', label: '足球' },
  { id: '2', label: '篮球' },
  { id: '3', label: '综合' },
];

interface Listing {
  cards: RoomCard[];
  total: number;
  page: number;
  loading: boolean;
  failed: boolean;
}

function useRoomListing(id: LiveListId, word: string) {
  const [listing, setListing] = useState<Listing>({
    cards: [],
    total: 0,
    page: 0,
    loading: true,
    failed: false,
  });
  const load = async (page: number, alive: () => boolean = () => true) => {
    setListing((l) => ({ ...l, loading: true, failed: false }));
    const answer = await getRoomPage({
      ...(id === 'all' ? {} : { navId: Number(id) as 1 | 2 | 3 }),
      ...(word ? { word } : {}),
      page,
      pageSize: ROOM_PAGE_SIZE,
    });
    if (!alive()) return;
    if (!answer.success) return setListing((l) => ({ ...l, loading: false, failed: true }));
    setListing((l) => ({
      // A later page can repeat a room that moved up meanwhile: keep its first place.
      cards:
        page === 1
          ? answer.data.list
          : [
              ...l.cards,
              ...answer.data.list.filter((c) => !l.cards.some((o) => o.roomId === c.roomId)),
            ],
      total: answer.data.total,
      page,
      loading: false,
      failed: false,
    }));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tab or search starts again at page 1
  useEffect(() => {
    let alive = true;
    void load(1, () => alive);
    return () => {
      alive = false;
    };
  }, [id, word]);
  return { listing, more: () => load(listing.page + 1) };
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
    <div data-testid="live-list-page" className="flex items-start gap-5">
      <div className="min-w-0 flex-1">
        <div className="mb-4 flex items-center justify-between gap-4">
          <nav aria-label="直播分类" className="flex gap-2">
            {tabs.map((tab) => (
              <SiteLink
                key={tab.id}
                href={`/live/${tab.id}`}
                data-testid="live-tab"
                aria-current={tab.id === id ? 'page' : undefined}
                className={`rounded-full px-4 py-1.5 text-sm transition ${
                  tab.id === id
                    ? 'bg-brand-500 text-white'
                    : 'bg-white text-neutral-600 hover:text-brand-600'
                }`}
              >
                {tab.label}
              </SiteLink>
            ))}
          </nav>
          <form onSubmit={search} className="flex" aria-label="搜索直播间">
            <input
              data-testid="live-search"
              value={draft}
              maxLength={20}
              onChange={(e) => setDraft(e.target.value)}
              placeholder="搜索主播或直播间"
              className="w-56 rounded-l-full border border-neutral-200 bg-white px-4 py-1.5 text-sm outline-none focus:border-brand-400"
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
            onClick={() => void more()}
            className="mx-auto mt-5 block rounded-full border border-neutral-200 bg-white px-8 py-2 text-sm text-neutral-600 hover:text-brand-600 disabled:opacity-60"
          >
            {listing.loading ? '加载中…' : '加载更多'}
          </button>
        )}
      </div>
      <aside className="flex w-[280px] shrink-0 flex-col gap-5">
        <HotAnchors />
        <HotRooms />
      </aside>
    </div>
  );
}
