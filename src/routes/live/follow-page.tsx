// /live/follow: the rooms of the anchors I follow, live ones first, 30 a page (login required).
import { useEffect, useState } from 'react';
import type { RoomCard } from '../../../contract/calls/room';
import { getFollowedRooms } from '../../api/room';
import { SiteLink } from '../../components/site-link';
import { RoomGrid } from '../../features/live-list/room-grid';

export function LiveFollowPage() {
  const [cards, setCards] = useState<RoomCard[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    void getFollowedRooms(page).then((answer) => {
      if (!alive) return;
      if (!answer.success) return setFailed(true);
      setTotal(answer.data.total);
      setCards((old) => (page === 1 ? answer.data.list : [...(old ?? []), ...answer.data.list]));
    });
    return () => {
      alive = false;
    };
  }, [page]);
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
