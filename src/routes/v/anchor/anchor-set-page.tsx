// /v/anchor-set (开播设置): go live and stop, the OBS server and stream key, viewers now and today's income.
import { useEffect, useState } from 'react';
import { getRoomDetail } from '../../../api/room';
import { AnchorFrame } from '../../../features/anchor/anchor-frame';
import { GoLivePanel } from '../../../features/anchor/go-live-panel';
import { IncomeCard, useCoin } from '../../../features/anchor/income-card';
import { ObsSettings } from '../../../features/anchor/obs-settings';
import { useRoomEvents } from '../../../features/anchor/room-events';
import { type RoomSettings, useMyRoom } from '../../../features/anchor/use-my-room';
import { currentSession, session$ } from '../../../features/user/session';
import { useObservable } from '../../../lib/use-observable';

function Console({
  room,
  anchorId,
  setRoom,
}: {
  room: RoomSettings;
  anchorId: number;
  setRoom(room: RoomSettings): void;
}) {
  const [viewers, setViewers] = useState(0);
  const { coin, reload } = useCoin();

  useEffect(() => {
    void getRoomDetail(room.roomId).then((a) => a.success && setViewers(a.data.viewers));
  }, [room.roomId]);
  useRoomEvents(room.roomId, (event) => {
    if (event.type === 'room.viewers') setViewers(event.data.viewers);
    else if (event.type === 'gift') reload();
  });

  return (
    <>
      <GoLivePanel room={room} anchorId={anchorId} viewers={viewers} onChanged={setRoom} />
      <ObsSettings
        room={room}
        onIssued={(publishUrl) => setRoom({ ...room, publishUrl, keyIssued: true })}
      />
      <IncomeCard coin={coin} />
    </>
  );
}

export function AnchorSetPage() {
  const { state, setRoom, reload } = useMyRoom();
  const { userInfo } = useObservable(session$, currentSession());
  return (
    <AnchorFrame active="anchor-set" testId="anchor-set-page" state={state} onRetry={reload}>
      {(room) => <Console room={room} anchorId={userInfo?.id ?? 0} setRoom={setRoom} />}
    </AnchorFrame>
  );
}
