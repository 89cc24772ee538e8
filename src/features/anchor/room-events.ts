// The room channel's pushes as a callback (chat lines, gifts, status, viewers) for the console pages and the
// OBS barrage overlay, which only add what arrives and need no snapshot merged in.
import { useEffect, useRef } from 'react';
import { type ChannelEvent, channels } from '../../../contract/channels';
import { siteChannels } from '../../../streams/channel';

/** Calls `onEvent` with each event of room:<roomId> while mounted; `onJoined` on every (re)join. */
export function useRoomEvents(
  roomId: number | null,
  onEvent: (event: ChannelEvent) => void,
  onJoined?: () => void,
) {
  // The latest callbacks, without re-joining the channel each render.
  const handlers = useRef({ onEvent, onJoined });
  handlers.current = { onEvent, onJoined };
  useEffect(() => {
    if (roomId === null) return;
    const subscription = siteChannels.channel$(channels.room(roomId)).subscribe({
      next(signal) {
        if (signal.kind === 'event') handlers.current.onEvent(signal.event);
        else if (signal.kind === 'joined') handlers.current.onJoined?.();
      },
      error(error: unknown) {
        console.error('room channel refused', error);
      },
    });
    return () => subscription.unsubscribe();
  }, [roomId]);
}
