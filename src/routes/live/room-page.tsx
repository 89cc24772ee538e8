// The live room page (/live/room/{id}): header, the video with barrage and gift effects (or the offline
// panel), the gift bar, and on the right the contribution rank and the chat. On a phone the video sits on
// top at 16:9, the side panels become tabs (聊天 / 主播 / 贡献榜 / 比赛) filling the screen below it, and
// the gifts open in a sheet from beside the chat input.
import { useState } from 'react';

import type { LiveRoom } from '../../../streams/live-room';
import { HornButton } from '../../features/horn/horn-button';
import { BarrageLayer } from '../../features/room/barrage/barrage-layer';
import { ChatPanel } from '../../features/room/chat/chat-panel';
import { GiftBar } from '../../features/room/gifts/gift-bar';
import { GiftEffects } from '../../features/room/gifts/gift-effects';
import { OfflinePanel } from '../../features/room/offline-panel';
import { AnchorPane } from '../../features/room/phone/anchor-pane';
import { GiftSheetButton } from '../../features/room/phone/gift-sheet';
import { MatchPane } from '../../features/room/phone/match-pane';
import { paneClass, type RoomTab, RoomTabs } from '../../features/room/phone/room-tabs';
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
  const [tab, setTab] = useState<RoomTab>('chat');
  const gifts = { anchorId: detail.anchor.id, roomId: detail.roomId, isMe };
  // On a phone the room fills the screen under the live layout's 56 px header, edge to edge (the negative
  // margins undo the layout's padding; the layout shows no tab bar on a room, so the chat input is last).
  return (
    <div
      data-testid="room-page"
      data-status={detail.status}
      className="-mx-3 -mt-3 flex h-[calc(100dvh-3.5rem)] min-h-[480px] flex-col bg-white lg:mx-0 lg:mt-0 lg:block lg:h-auto lg:min-h-0 lg:overflow-hidden lg:rounded-lg lg:bg-transparent lg:shadow-sm"
    >
      <RoomHeader room={room} isMe={isMe} follow={follow} />
      <div className="flex min-h-0 flex-1 flex-col bg-white lg:h-[574px] lg:flex-row">
        <div className="flex shrink-0 flex-col lg:min-w-0 lg:flex-1 lg:shrink">
          <LivePlayer
            play={play}
            status={detail.status}
            poster={detail.cover}
            offline={<OfflinePanel room={room} isMe={isMe} follow={follow} />}
          >
            <BarrageLayer lines={room.lines} />
            <GiftEffects lines={room.lines} />
          </LivePlayer>
          <div className="hidden lg:block">
            <GiftBar {...gifts} />
          </div>
        </div>
        <RoomTabs tab={tab} onTab={setTab} />
        <div className="flex min-h-0 flex-1 flex-col lg:w-[340px] lg:flex-none lg:shrink-0 lg:border-l lg:border-neutral-100">
          <div className={paneClass(tab === 'rank', true)}>
            <div className="w-full">
              <RankPanel anchorId={detail.anchor.id} pushed={room.rank} />
            </div>
          </div>
          {tab === 'anchor' && (
            <div className={paneClass(true, false)}>
              <AnchorPane room={room} isMe={isMe} follow={follow} />
            </div>
          )}
          {tab === 'match' && (
            <div className={paneClass(true, false)}>
              <MatchPane match={detail.match} />
            </div>
          )}
          <div className={`${paneClass(tab === 'chat', true)} min-h-0 flex-1 flex-col`}>
            <ChatPanel
              room={room}
              welcome={welcome}
              myId={myId}
              beside={
                // The header's 喇叭 is desktop only: a phone sends one from beside the chat input.
                <>
                  <HornButton
                    roomId={detail.roomId}
                    className="flex size-11 shrink-0 items-center justify-center rounded-full text-accent-600 lg:hidden"
                  />
                  <GiftSheetButton {...gifts} />
                </>
              }
            />
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
        className="flex h-[60dvh] items-center justify-center bg-white text-neutral-400 lg:h-[640px] lg:rounded-lg"
      >
        直播间加载中…
      </div>
    );
  if (live.status === 'failed')
    return (
      <div
        data-testid="room-failed"
        className="flex h-[60dvh] flex-col items-center justify-center gap-2 bg-white text-neutral-500 lg:h-[640px] lg:rounded-lg"
      >
        <p>{live.msg || '直播间加载失败'}</p>
        <p className="text-xs text-neutral-400">正在重试…</p>
      </div>
    );
  if (live.value.kind === 'missing')
    return <ErrorPage error={{ status: 404, message: live.value.msg }} />;
  return <Room room={live.value} />;
}
