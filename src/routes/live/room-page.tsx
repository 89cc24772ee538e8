// The live room page (/live/room/{id}): header, the video with barrage and gift effects (or the offline
// panel), the gift bar, and on the right the contribution rank and the chat.

import type { LiveRoom } from '../../../streams/live-room';
import { BarrageLayer } from '../../features/room/barrage/barrage-layer';
import { ChatPanel } from '../../features/room/chat/chat-panel';
import { GiftBar } from '../../features/room/gifts/gift-bar';
import { GiftEffects } from '../../features/room/gifts/gift-effects';
import { OfflinePanel } from '../../features/room/offline-panel';
import { LivePlayer } from '../../features/room/player/live-player';
import { RankPanel } from '../../features/room/rank-panel';
import { RoomHeader } from '../../features/room/room-header';
import { useFollowAnchor } from '../../features/room/use-follow';
import { useMyId, usePlayUrls, useRoom, useWelcome } from '../../features/room/use-room';
import { ErrorPage } from '../error-page';

function Room({ room }: { room: LiveRoom }) {
  const { detail } = room;
  const myId = useMyId();
  const isMe = myId === detail.anchor.id;
  const play = usePlayUrls(detail.roomId, detail.status === 'live', detail.play);
  const welcome = useWelcome(detail.roomId, myId);
  const follow = useFollowAnchor(detail.anchor.id, detail.anchor.followed);
  return (
    <div
      data-testid="room-page"
      data-status={detail.status}
      className="overflow-hidden rounded-lg shadow-sm"
    >
      <RoomHeader room={room} isMe={isMe} follow={follow} />
      <div className="flex h-[574px] bg-white">
        <div className="flex min-w-0 flex-1 flex-col">
          <LivePlayer
            play={play}
            status={detail.status}
            offline={<OfflinePanel room={room} isMe={isMe} follow={follow} />}
          >
            <BarrageLayer lines={room.lines} />
            <GiftEffects lines={room.lines} />
          </LivePlayer>
          <GiftBar anchorId={detail.anchor.id} roomId={detail.roomId} isMe={isMe} />
        </div>
        <div className="flex w-[340px] shrink-0 flex-col border-l border-neutral-100">
          <RankPanel anchorId={detail.anchor.id} pushed={room.rank} />
          <div className="min-h-0 flex-1">
            <ChatPanel room={room} welcome={welcome} myId={myId} />
          </div>
        </div>
      </div>
    </div>
  );
}

export function LiveRoomPage({ roomId }: { roomId: number }) {
  const live = useRoom(roomId);
  if (live.status === 'loading')
    return (
      <div
        data-testid="room-loading"
        className="flex h-[640px] items-center justify-center rounded-lg bg-white text-neutral-400"
      >
        直播间加载中…
      </div>
    );
  if (live.status === 'failed')
    return (
      <div
        data-testid="room-failed"
        className="flex h-[640px] flex-col items-center justify-center gap-2 rounded-lg bg-white text-neutral-500"
      >
        <p>{live.msg || '直播间加载失败'}</p>
        <p className="text-xs text-neutral-400">正在重试…</p>
      </div>
    );
  if (live.value.kind === 'missing')
    return <ErrorPage error={{ status: 404, message: live.value.msg }} />;
  return <Room room={live.value} />;
}
