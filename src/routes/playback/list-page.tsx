// /playback/list/{roomId}: one room's replays — the anchor (avatar, name, level, fans) with links to their
// space and to the live room, then the replays, newest first, 加载更多.
import { useQuery } from '@tanstack/react-query';
import { roomDetail } from '../../../contract/calls/room';
import { errors } from '../../../contract/errors';
import { SiteLink } from '../../components/site-link';
import { viewerText } from '../../features/live-list/room-card';
import { RoomReplays } from '../../features/playback/room-replays';
import { LevelBadge, UserAvatar } from '../../features/user-centre/user-avatar';
import { usePageTitle } from '../../lib/page-title';
import { callQuery } from '../../lib/query';
import { ErrorPage, pageNotFound } from '../error-page';

function Title({ text }: { text: string }) {
  usePageTitle(text);
  return null;
}

export function PlaybackListPage({ roomId }: { roomId: number }) {
  const { data: answer } = useQuery(callQuery(roomDetail, { roomId }));
  if (answer && !answer.success && answer.code === errors.roomNotFound.code)
    return <ErrorPage error={pageNotFound()} />;
  const room = answer?.success ? answer.data : null;
  return (
    <div data-testid="playback-list" data-room-id={roomId} className="flex flex-col gap-4 lg:gap-5">
      <header
        data-testid="playback-anchor"
        className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-4 shadow-sm sm:gap-4 sm:p-5"
      >
        {room ? (
          <>
            <Title text={`${room.anchor.nickName}的直播回放 - 球live`} />
            <UserAvatar
              portrait={room.anchor.portrait}
              nickName={room.anchor.nickName}
              className="size-14 text-xl sm:size-16"
            />
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2">
                <span
                  data-testid="playback-anchor-name"
                  className="truncate text-lg font-bold text-neutral-900"
                >
                  {room.anchor.nickName}
                </span>
                <LevelBadge level={room.anchor.level} />
              </p>
              <p className="mt-1 truncate text-sm text-neutral-500">
                {room.title || `${room.anchor.nickName}的直播间`} · {viewerText(room.anchor.fans)}{' '}
                粉丝
              </p>
            </div>
            <div className="flex w-full gap-2 sm:w-auto">
              <SiteLink
                href={`/personal/${room.anchor.id}`}
                data-testid="playback-anchor-space"
                className="flex-1 rounded-full bg-neutral-100 px-4 py-2 text-center text-sm text-neutral-700 hover:bg-neutral-200 sm:flex-none"
              >
                主播空间
              </SiteLink>
              <SiteLink
                href={`/live/room/${roomId}`}
                data-testid="playback-anchor-room"
                className="flex-1 rounded-full bg-brand-500 px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-600 sm:flex-none"
              >
                {room.status === 'live' ? '正在直播 ›' : '进入直播间'}
              </SiteLink>
            </div>
          </>
        ) : answer && !answer.success ? (
          <p className="w-full py-3 text-center text-sm text-neutral-400">{answer.msg}</p>
        ) : (
          <div className="h-16 w-full animate-pulse rounded bg-neutral-100" />
        )}
      </header>
      <RoomReplays roomId={roomId} />
    </div>
  );
}
