// The room header: the anchor (portrait, nick name, level), the room title, live viewers, 关注, and the bound
// match's score behind the 防剧透 switch.
import type { LiveRoom } from '../../../streams/live-room';
import { viewerText } from '../live-list/room-card';
import { LevelBadge, UserAvatar } from '../user-centre/user-avatar';
import { MatchScore, SpoilerSwitch } from './match-score';
import type { FollowToggle } from './use-follow';

const statusText = { live: '直播中', waiting: '准备中', offline: '未开播' } as const;

export function RoomHeader({
  room,
  isMe,
  follow,
}: {
  room: LiveRoom;
  isMe: boolean;
  /** Shared with the offline panel's button, so both show the same state. */
  follow: FollowToggle;
}) {
  const { detail } = room;
  const { anchor } = detail;
  return (
    <header
      data-testid="room-header"
      className="flex shrink-0 items-center gap-3 bg-white px-3 py-2 lg:gap-4 lg:rounded-t-lg lg:px-5 lg:py-3"
    >
      <UserAvatar
        portrait={anchor.portrait}
        nickName={anchor.nickName}
        className="size-10 text-base lg:size-14 lg:text-xl"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <h1
            data-testid="room-title"
            className="truncate text-base font-bold text-neutral-900 lg:text-lg"
          >
            {detail.title || `${anchor.nickName}的直播间`}
          </h1>
          <span
            data-testid="room-status"
            className={`shrink-0 rounded px-1.5 py-0.5 text-xs font-semibold ${
              detail.status === 'live'
                ? 'bg-brand-500 text-white'
                : 'bg-neutral-200 text-neutral-600'
            }`}
          >
            {statusText[detail.status]}
          </span>
        </div>
        <div className="mt-0.5 flex items-center gap-2 text-xs whitespace-nowrap text-neutral-500 lg:mt-1 lg:gap-3 lg:text-sm">
          <span data-testid="room-anchor" className="truncate font-medium text-neutral-700">
            {anchor.nickName}
          </span>
          <LevelBadge level={anchor.level} />
          <span className="max-lg:hidden">房间号 {detail.roomId}</span>
          <span>
            观众 <b data-testid="room-viewers">{viewerText(detail.viewers)}</b>
          </span>
          <span className="max-lg:hidden">
            粉丝 {viewerText(anchor.fans + Number(follow.followed) - Number(anchor.followed))}
          </span>
        </div>
      </div>
      {detail.match && (
        // On a phone the score has its own tab (比赛).
        <div className="hidden flex-col items-end gap-1 lg:flex">
          <MatchScore match={detail.match} />
          <SpoilerSwitch />
        </div>
      )}
      {!isMe && (
        <button
          type="button"
          data-testid="follow-anchor"
          disabled={follow.busy}
          onClick={follow.toggle}
          className={`h-11 shrink-0 rounded-full px-4 text-sm font-semibold lg:h-auto lg:px-5 lg:py-2 ${
            follow.followed
              ? 'bg-neutral-100 text-neutral-500 hover:bg-neutral-200'
              : 'bg-brand-500 text-white hover:bg-brand-600'
          }`}
        >
          {follow.followed ? '已关注' : '+ 关注主播'}
        </button>
      )}
    </header>
  );
}
