// The home page's 正在直播 section: the first rooms of the room list (live ones first), kept live by pushes;
// the room that leads the page (FeaturedRoom) is left out of it.
import type { RoomCard } from '../../../contract/calls/room';
import { SiteLink } from '../../components/site-link';
import { RoomGrid } from '../live-list/room-grid';

export function HomeLiveRooms({ cards }: { cards: RoomCard[] }) {
  if (cards.length === 0) return null;
  return (
    <section data-testid="home-live-rooms">
      <div className="mb-3 flex items-center justify-between">
        <h2 className="flex items-center gap-2 text-lg font-bold text-neutral-900">
          <span className="h-4 w-1 rounded-full bg-brand-500" />
          正在直播
        </h2>
        <SiteLink href="/live/all" className="text-sm text-neutral-500 hover:text-brand-600">
          更多直播 ›
        </SiteLink>
      </div>
      <RoomGrid cards={cards} columns={3} />
    </section>
  );
}
