// The home page's lead: the first live room of the list playing muted (the room page's own player and stream
// URLs), its title and anchor over it; a click anywhere on it opens the room. Nothing live: not shown.
import { useLayoutEffect, useRef } from 'react';
import { type RoomCard, roomDetail } from '../../../contract/calls/room';
import { SiteLink } from '../../components/site-link';
import { callQuery } from '../../lib/query';
import { useCall } from '../../lib/use-call';
import { roomHref, viewerText } from '../live-list/room-card';
import { LivePlayer } from '../room/player/live-player';

/** The room to lead with: the first live one (the list puts live rooms first). */
export const featuredRoom = (cards: readonly RoomCard[]) =>
  cards.find((card) => card.status === 'live') ?? null;

export function FeaturedRoom({ card }: { card: RoomCard }) {
  const detail = useCall(callQuery(roomDetail, { roomId: card.roomId }), null);
  const box = useRef<HTMLDivElement>(null);
  // Muted before the player's own effects start it: a home page never plays sound unasked (and
  // browsers only autoplay muted video).
  useLayoutEffect(() => {
    const video = box.current?.querySelector('video');
    if (!video) return;
    video.muted = true;
    video.defaultMuted = true;
    video.controls = false;
  });
  const title = card.title || `${card.anchor.nickName}的直播间`;
  return (
    <section
      data-testid="home-featured-room"
      data-room-id={card.roomId}
      className="relative overflow-hidden rounded-lg bg-black shadow-sm"
    >
      <div ref={box}>
        <LivePlayer
          play={detail?.play ?? null}
          status={detail ? detail.status : 'offline'}
          poster={card.cover || undefined}
          offline={
            card.cover ? <img src={card.cover} alt="" className="size-full object-cover" /> : null
          }
        />
      </div>
      {/* Over the whole player: the video's own controls give way to opening the room. */}
      <SiteLink
        href={roomHref(card.roomId)}
        data-testid="home-featured-link"
        aria-label={`进入直播间：${title}`}
        className="absolute inset-0 z-30 flex flex-col justify-end bg-gradient-to-t from-black/70 via-transparent to-transparent p-3 text-white lg:p-5"
      >
        <span className="absolute top-3 left-3 flex items-center gap-2 text-xs lg:top-4 lg:left-4">
          <span className="rounded bg-brand-500 px-1.5 py-0.5 font-medium">直播中</span>
          <span className="rounded bg-black/50 px-1.5 py-0.5">
            {viewerText(card.viewers)} 人在看
          </span>
        </span>
        <span className="truncate text-base font-bold lg:text-xl">{title}</span>
        <span className="mt-0.5 flex items-center justify-between gap-3 text-xs text-white/80 lg:text-sm">
          <span className="truncate">{card.anchor.nickName}</span>
          <span className="shrink-0 rounded-full bg-white/20 px-3 py-1 backdrop-blur">
            进入直播间 ›
          </span>
        </span>
      </SiteLink>
    </section>
  );
}
