// What the room page reads: room$(id) through useObservable, the play URLs fetched when a push turns the room
// live (the push has none), the welcome line of entering, and who the viewer is.
import { useEffect, useMemo, useState } from 'react';

import type { z } from 'zod';
import type { playUrls } from '../../../contract/calls/room';
import { type RoomView, room$ } from '../../../streams/live-room';
import type { Live } from '../../../streams/snapshot';
import { enterRoom } from '../../api/chat';
import { getRoomDetail } from '../../api/room';
import { useObservable } from '../../lib/use-observable';
import { currentSession, select } from '../user/session';

type PlayUrls = z.output<typeof playUrls>;

export function useRoom(roomId: number): Live<RoomView> {
  const stream = useMemo(() => room$(roomId), [roomId]);
  return useObservable(stream, { status: 'loading' });
}

/** The room's play URLs: the snapshot's, or fetched once the room turns live by a push. */
export function usePlayUrls(roomId: number, live: boolean, fromSnapshot: PlayUrls | null) {
  const [fetched, setFetched] = useState<PlayUrls | null>(null);
  useEffect(() => {
    setFetched(null);
    if (!live || fromSnapshot) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      void getRoomDetail(roomId).then((answer) => {
        if (!alive) return;
        if (answer.success && answer.data.play) setFetched(answer.data.play);
        // The push can beat the server's own state by a moment: ask again shortly.
        else timer = setTimeout(ask, 2_000);
      });
    ask();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [roomId, live, fromSnapshot]);
  return live ? (fromSnapshot ?? fetched) : null;
}

/** The welcome line of POST /api/chat/welcome, asked once per room (and again after a login). */
export function useWelcome(roomId: number, myId: number | null) {
  const [text, setText] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: myId: a login enters again, as the new user
  useEffect(() => {
    let alive = true;
    void enterRoom(roomId).then((answer) => {
      if (alive && answer.success) setText(answer.data.text);
    });
    return () => {
      alive = false;
    };
  }, [roomId, myId]);
  return text;
}

const myId$ = select((s) => s.userInfo?.id ?? null);

export const useMyId = () => useObservable(myId$, currentSession().userInfo?.id ?? null);
