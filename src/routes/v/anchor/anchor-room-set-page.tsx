// /v/anchor-room-set (直播间设置): the room's title, cover, notice, category, bound match and slow mode.
import { AnchorFrame } from '../../../features/anchor/anchor-frame';
import { RoomSettingsForm } from '../../../features/anchor/room-settings-form';
import { useMyRoom } from '../../../features/anchor/use-my-room';
import { currentSession, session$ } from '../../../features/user/session';
import { CentreCard } from '../../../features/user-centre/centre-frame';
import { useObservable } from '../../../lib/use-observable';

export function AnchorRoomSetPage() {
  const { state, setRoom, reload } = useMyRoom();
  const { userInfo } = useObservable(session$, currentSession());
  return (
    <AnchorFrame
      active="anchor-room-set"
      testId="anchor-room-set-page"
      state={state}
      onRetry={reload}
    >
      {(room) => (
        <CentreCard title="直播间设置" note="修改后观众立即可见">
          <RoomSettingsForm room={room} anchorId={userInfo?.id ?? 0} onSaved={setRoom} />
        </CentreCard>
      )}
    </AnchorFrame>
  );
}
