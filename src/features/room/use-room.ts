// What the room page reads: room$(id) through useLive (shown from its first view), the play URLs fetched when a push
// turns the room live (the push has none), the welcome line of entering, and who the viewer is.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { z } from 'zod';
import { chatPage } from '../../../contract/calls/chat';
import { type playUrls, roomDetail } from '../../../contract/calls/room';
import { liveRoomOf, type RoomView, room$ } from '../../../streams/live-room';
import type { Live } from '../../../streams/snapshot';
import { enterRoom } from '../../api/chat';
import { peekFirstView } from '../../lib/first-view';
import { callQuery } from '../../lib/query';
import { useLive } from '../../lib/use-live';
import { useObservable } from '../../lib/use-observable';
import { currentSession, select } from '../user/session';

type PlayUrls = z.output<typeof playUrls>;

/** The room from the page's first view (server/http/first-view.ts): drawn with the HTML, not a loading box. */
function firstRoom(roomId: number): Live<RoomView> {
  const detail = peekFirstView(roomDetail, { roomId });
  const history = peekFirstView(chatPage, { roomId });
  if (!detail?.success) return { status: 'loading' };
  const value = liveRoomOf(detail.data, history?.success ? history.data : null);
  return { status: 'ready', stale: false, value };
}

export function useRoom(roomId: number): Live<RoomView> {
  const stream = useMemo(() => room$(roomId), [roomId]);
  return useLive(stream, firstRoom(roomId));
}

/** The room's play URLs: the snapshot's, or fetched once the room turns live by a push. */
export function usePlayUrls(roomId: number, live: boolean, fromSnapshot: PlayUrls | null) {
  const { data, isFetching } = useQuery({
    // Always asked afresh when the push comes: URLs read before the room went live are none.
    ...callQuery(roomDetail, { roomId }, { staleTime: 0 }),
    enabled: live && !fromSnapshot,
    // The push can beat the server's own state by a moment: ask again shortly.
    refetchInterval: (query) =>
      query.state.data?.success && query.state.data.data.play ? false : 2_000,
  });
  const fetched = !isFetching && data?.success ? data.data.play : null;
  return live ? (fromSnapshot ?? fetched) : null;
}

/** The welcome line of POST /api/chat/welcome, asked once per room (and again after a login). Entering
 *  is a write (a nobleman's entry is pushed to the room), so it is never answered from the cache. */
export function useWelcome(roomId: number, myId: number | null) {
  // A new mutate drops the answer of the one before it, and an unmounted hook gets none.
  const { mutate, data, isIdle, isPending } = useMutation({ mutationFn: enterRoom });
  // biome-ignore lint/correctness/useExhaustiveDependencies: myId: a login enters again, as the new user
  useEffect(() => mutate(roomId), [roomId, myId, mutate]);
  // Not answered yet: undefined, so the panel keeps the line's place (it comes on every entry).
  if (isIdle || isPending) return undefined;
  return data?.success ? data.data.text : null;
}

const myId$ = select((s) => s.userInfo?.id ?? null);

export const useMyId = () => useObservable(myId$, currentSession().userInfo?.id ?? null);
