// The home page's 正在直播 section: the first rooms of the room list (live ones first), kept live by pushes.
import { roomPage } from '../../../contract/calls/room';
import { SiteLink } from '../../components/site-link';
import { callQuery } from '../../lib/query';
import { useCall } from '../../lib/use-call';
import { RoomGrid } from '../live-list/room-grid';

const HOME_ROOMS = 8;

export function HomeLiveRooms() {
  const page = useCall(callQuery(roomPage, { pageSize: HOME_ROOMS }), null);
  if (!page || page.list.length === 0) return null;
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
      <RoomGrid cards={page.list} />
    </section>
  );
}
