// The anchor's 直播间 tab of the personal space (spec §4: an anchor's space opens on tab 2): the room's
// card as the lists show it, a way in, for the anchor their console, and the room's latest replays (回放).
import { roomPage } from '../../../contract/calls/room';
import { SiteLink } from '../../components/site-link';
import { RoomCardView, roomHref } from '../../features/live-list/room-card';
import { RoomReplays } from '../../features/playback/room-replays';
import { callQuery } from '../../lib/query';
import { useCall } from '../../lib/use-call';

export function SpaceRoom({ anchorId, own }: { anchorId: number; own: boolean }) {
  const cards = useCall(callQuery(roomPage, { anchorId, pageSize: 1 }), null)?.list ?? null;
  if (!cards) return <p className="py-16 text-center text-sm text-neutral-400">加载中…</p>;
  const card = cards[0];
  if (!card)
    return (
      <p data-testid="space-room-none" className="py-16 text-center text-sm text-neutral-400">
        还没有直播间
      </p>
    );
  return (
    <div className="flex flex-col gap-8">
      <div
        data-testid="space-room"
        className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-8"
      >
        <div className="w-full shrink-0 sm:w-[360px]">
          <RoomCardView card={card} />
        </div>
        <div className="pt-2">
          <p className="text-lg font-bold text-neutral-900">
            {card.title || `${card.anchor.nickName}的直播间`}
          </p>
          <p className="mt-2 text-sm text-neutral-500">
            {card.status === 'live'
              ? '正在直播，快来一起看球聊球。'
              : card.status === 'waiting'
                ? '主播已开播，画面马上就来。'
                : '主播暂未开播，关注后开播第一时间知道。'}
          </p>
          <div className="mt-5 flex gap-3">
            <SiteLink
              href={roomHref(card.roomId)}
              data-testid="space-room-enter"
              className="rounded-full bg-brand-500 px-5 py-2 text-sm font-medium text-white hover:bg-brand-600"
            >
              进入直播间
            </SiteLink>
            {own && (
              <SiteLink
                href="/v/anchor-set"
                className="rounded-full bg-neutral-100 px-5 py-2 text-sm text-neutral-700 hover:bg-neutral-200"
              >
                开播设置
              </SiteLink>
            )}
          </div>
        </div>
      </div>
      <RoomReplays
        roomId={card.roomId}
        pageSize={4}
        compact
        empty={own ? '你还没有直播回放，开播结束后会自动生成' : 'TA 还没有直播回放'}
      />
    </div>
  );
}
