// /v/anchor-chat (房管与禁言): the room's live chat with one-click 禁言, beside the ban and manager lists.
import { AnchorFrame } from '../../../features/anchor/anchor-frame';
import { LiveChatPanel } from '../../../features/anchor/live-chat-panel';
import { MemberLists, refreshBanList } from '../../../features/anchor/member-lists';
import { useMyRoom } from '../../../features/anchor/use-my-room';

export function AnchorChatPage() {
  const { state, reload } = useMyRoom();
  return (
    <AnchorFrame active="anchor-chat" testId="anchor-chat-page" state={state} onRetry={reload}>
      {(room) => (
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[1fr_380px]">
          <LiveChatPanel roomId={room.roomId} onBanned={refreshBanList} />
          <MemberLists />
        </div>
      )}
    </AnchorFrame>
  );
}
