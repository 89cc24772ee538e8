// What the video area shows while the room is not live: the anchor's next match with 预约 (follow the
// match) and 关注主播, or that the anchor is getting ready (waiting for the stream).
import type { TypedMatchItem } from '../../../contract/calls/match';
import { formatShort } from '../../../contract/format/dates';
import type { LiveRoom } from '../../../streams/live-room';
import { UserAvatar } from '../user-centre/user-avatar';
import { type FollowToggle, useReserveMatch } from './use-follow';

function NextMatch({ match }: { match: TypedMatchItem }) {
  const reserve = useReserveMatch(match.matchType, match.id);
  return (
    <div
      data-testid="room-next-match"
      className="mt-2 flex items-center gap-3 rounded-xl bg-white/10 px-3 py-2 lg:mt-6 lg:gap-5 lg:px-6 lg:py-4"
    >
      <div className="text-left">
        <p className="text-xs text-white/60">
          下一场直播 · {match.competition} · {formatShort(match.kickoffAt)}
        </p>
        <p className="mt-1 text-sm font-bold lg:text-lg">
          {match.home.name} <span className="px-2 text-white/50">VS</span> {match.away.name}
        </p>
      </div>
      <button
        type="button"
        data-testid="reserve-match"
        disabled={reserve.busy}
        onClick={reserve.toggle}
        className={`rounded-full px-5 py-2 text-sm font-semibold ${
          reserve.followed
            ? 'bg-white/20 text-white/80'
            : 'bg-accent-500 text-white hover:bg-accent-600'
        }`}
      >
        {reserve.followed ? '已预约' : '预约'}
      </button>
    </div>
  );
}

export function OfflinePanel({
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
  const waiting = detail.status === 'waiting';
  return (
    <div
      data-testid="room-offline"
      className="flex size-full flex-col items-center justify-center overflow-hidden bg-gradient-to-br from-header to-header-light text-center text-white"
    >
      <UserAvatar
        portrait={anchor.portrait}
        nickName={anchor.nickName}
        className="size-12 text-xl lg:size-20 lg:text-3xl"
      />
      <p className="mt-2 text-base font-bold lg:mt-4 lg:text-xl">
        {waiting ? '主播正在准备中，马上开始' : '主播暂未开播'}
      </p>
      <p className="mt-1 text-xs text-white/60 lg:text-sm">
        {waiting ? '画面马上就来，请稍候' : '关注主播，开播第一时间知道'}
      </p>
      {!isMe && !waiting && (
        <button
          type="button"
          data-testid="offline-follow"
          disabled={follow.busy}
          onClick={follow.toggle}
          className={`mt-2 rounded-full px-6 py-2 text-sm lg:mt-4 font-semibold ${
            follow.followed ? 'bg-white/20 text-white/80' : 'bg-brand-500 hover:bg-brand-600'
          }`}
        >
          {follow.followed ? '已关注' : '关注主播'}
        </button>
      )}
      {detail.nextMatch && !waiting && <NextMatch match={detail.nextMatch} />}
    </div>
  );
}
