// Under a reserved match: the rooms that will show it (the anchors who reserved it, live ones marked), or
// a note that none has yet.
import { useQuery } from '@tanstack/react-query';
import type { TypedMatchItem } from '../../../contract/calls/match';
import { matchRooms } from '../../../contract/calls/room';
import { SiteLink } from '../../components/site-link';
import { callQuery } from '../../lib/query';
import { roomHref } from '../live-list/room-card';
import { UserAvatar } from './user-avatar';

/** Rooms named under one match at most; the match centre lists them all. */
const SHOWN_MAX = 6;

export function MatchAnchors({ match }: { match: TypedMatchItem }) {
  const { data: answer } = useQuery(
    callQuery(matchRooms, { matchId: match.id, matchType: match.matchType }),
  );
  if (!answer?.success) return null;
  const rooms = answer.data.slice(0, SHOWN_MAX);
  return (
    <div
      data-testid="match-anchors"
      className="mt-2 flex flex-wrap items-center gap-2 border-t border-dashed border-neutral-100 pt-2"
    >
      {rooms.length === 0 ? (
        <span className="text-xs text-neutral-400">暂无主播预约直播，开赛前再来看看</span>
      ) : (
        <>
          <span className="text-xs text-neutral-400">直播主播</span>
          {rooms.map((room) => (
            <SiteLink
              key={room.roomId}
              href={roomHref(room.roomId)}
              data-testid="match-anchor"
              className="flex h-7 max-w-40 items-center gap-1.5 rounded-full bg-neutral-50 pr-3 pl-0.5 text-xs text-neutral-700 hover:bg-brand-50 hover:text-brand-600"
            >
              <UserAvatar
                portrait={room.anchor.portrait}
                nickName={room.anchor.nickName}
                className="size-6 text-[11px]"
              />
              <span className="truncate">{room.anchor.nickName}</span>
              {room.status === 'live' && <span className="text-brand-600">直播中</span>}
            </SiteLink>
          ))}
        </>
      )}
    </div>
  );
}
