// The phone room's 主播 tab: who is on air (portrait, level, room number, fans), 关注, and the room notice.
import type { LiveRoom } from '../../../../streams/live-room';
import { viewerText } from '../../live-list/room-card';
import { LevelBadge, UserAvatar } from '../../user-centre/user-avatar';
import type { FollowToggle } from '../use-follow';

export function AnchorPane({
  room,
  isMe,
  follow,
}: {
  room: LiveRoom;
  isMe: boolean;
  follow: FollowToggle;
}) {
  const { detail } = room;
  const { anchor } = detail;
  return (
    <div data-testid="anchor-pane" className="flex-1 overflow-y-auto p-4">
      <div className="flex items-center gap-3">
        <UserAvatar
          portrait={anchor.portrait}
          nickName={anchor.nickName}
          className="size-14 text-xl"
        />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2">
            <span className="truncate font-bold text-neutral-900">{anchor.nickName}</span>
            <LevelBadge level={anchor.level} />
          </p>
          <p className="mt-1 text-xs text-neutral-500">
            房间号 {detail.roomId} · 粉丝{' '}
            {viewerText(anchor.fans + Number(follow.followed) - Number(anchor.followed))}
          </p>
        </div>
        {!isMe && (
          <button
            type="button"
            data-testid="anchor-pane-follow"
            disabled={follow.busy}
            onClick={follow.toggle}
            className={`h-11 shrink-0 rounded-full px-5 text-sm font-semibold ${
              follow.followed ? 'bg-neutral-100 text-neutral-500' : 'bg-brand-500 text-white'
            }`}
          >
            {follow.followed ? '已关注' : '+ 关注'}
          </button>
        )}
      </div>
      <p className="mt-4 rounded-lg bg-neutral-50 p-3 text-sm leading-6 text-neutral-600">
        {detail.notice ? `【公告】${detail.notice}` : '主播还没有写公告'}
      </p>
    </div>
  );
}
