// The side column of the room list: 热门主播 (/api/user/hot, 20) and 热门直播 (/api/room/hotAppRoom).
import { HOT_ANCHORS_SIZE, hotAppRoom, userHot } from '../../../contract/calls/room';
import { DefaultAvatar } from '../../components/default-avatar';
import { SiteLink } from '../../components/site-link';
import { callQuery } from '../../lib/query';
import { useCall } from '../../lib/use-call';
import { roomHref, viewerText } from './room-card';

function Avatar({ portrait, name }: { portrait: string; name: string }) {
  return portrait ? (
    <img
      src={portrait}
      alt=""
      width={36}
      height={36}
      loading="lazy"
      className="size-9 shrink-0 rounded-full object-cover"
    />
  ) : (
    <DefaultAvatar nickName={name} className="size-9" />
  );
}

export function HotAnchors() {
  const anchors = useCall(callQuery(userHot, { size: HOT_ANCHORS_SIZE }), []) ?? [];
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm" data-testid="hot-anchors">
      <h2 className="mb-3 font-bold text-neutral-900">热门主播</h2>
      {anchors.length === 0 && <p className="text-sm text-neutral-400">暂无主播</p>}
      <ul className="space-y-2.5">
        {anchors.map((a) => (
          <li key={a.id}>
            <SiteLink
              href={a.roomId ? roomHref(a.roomId) : `/personal/${a.id}`}
              className="flex items-center gap-2.5 hover:text-brand-600"
            >
              <Avatar portrait={a.portrait} name={a.nickName} />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm">{a.nickName}</span>
                <span className="text-xs text-neutral-400">{a.fans} 粉丝</span>
              </span>
              {a.status === 'live' && (
                <span className="shrink-0 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-600">
                  直播中
                </span>
              )}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HotRooms() {
  const rooms = useCall(callQuery(hotAppRoom, { size: 5 }), []) ?? [];
  if (rooms.length === 0) return null;
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm" data-testid="hot-rooms">
      <h2 className="mb-3 font-bold text-neutral-900">热门直播</h2>
      <ol className="space-y-2">
        {rooms.map((r, i) => (
          <li key={r.roomId}>
            <SiteLink
              href={roomHref(r.roomId)}
              className="flex items-center gap-2 text-sm hover:text-brand-600"
            >
              <span className={`w-4 font-bold ${i < 3 ? 'text-brand-500' : 'text-neutral-400'}`}>
                {i + 1}
              </span>
              <span className="min-w-0 flex-1 truncate">{r.title || r.anchor.nickName}</span>
              <span className="shrink-0 text-xs text-neutral-400">{viewerText(r.viewers)}</span>
            </SiteLink>
          </li>
        ))}
      </ol>
    </section>
  );
}
