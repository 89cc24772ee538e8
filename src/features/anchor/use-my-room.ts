// The anchor's own room as the console pages read it (GET /api/room/info) from the data cache, read
// again when the login changes (the cache is emptied then).
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CallData } from '../../../contract/call';
import { roomInfo } from '../../../contract/calls/room';
import { errors } from '../../../contract/errors';
import type { ApiResult } from '../../api/result';
import { callQuery } from '../../lib/query';
import { setCallData } from '../../lib/use-call-result';
import { useObservable } from '../../lib/use-observable';
import { currentSession, session$ } from '../user/session';

/** The anchor's room settings and status, as /api/room/info answers. */
export type RoomSettings = CallData<typeof roomInfo>;

/** What a console page can show: its room, or why not (visitor, not an anchor, a failed read). */
export type MyRoom =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  | { kind: 'not-anchor' }
  | { kind: 'failed'; msg: string }
  | { kind: 'ready'; room: RoomSettings };

const myRoom = callQuery(roomInfo, {});

function stateOf(answer: ApiResult<RoomSettings>): MyRoom {
  if (answer.success) return { kind: 'ready', room: answer.data };
  if (answer.code === errors.notAnchor.code) return { kind: 'not-anchor' };
  if (answer.code === errors.notLoggedIn.code) return { kind: 'visitor' };
  return { kind: 'failed', msg: answer.msg };
}

export function useMyRoom() {
  const { auth, userInfo } = useObservable(session$, currentSession());
  // The user info says who is an anchor: a user who is not is told so without asking for a room
  // they cannot have. The server still decides for an anchor whose user info is stale.
  const notAnchor = userInfo?.isAnchor === 0;
  const query = useQuery({ ...myRoom, enabled: !!auth && !!userInfo && !notAnchor });
  const { refetch } = query;
  // A read under way (the first, a stale one on a later visit, a retry) shows the loading state.
  const state: MyRoom = !auth
    ? { kind: 'visitor' }
    : notAnchor
      ? { kind: 'not-anchor' }
      : query.isFetching || query.data === undefined
        ? { kind: 'loading' }
        : stateOf(query.data);

  // What a save or 开播 answered is the room now, for every console page.
  const setRoom = useCallback((room: RoomSettings) => setCallData(myRoom, room), []);
  const reload = useCallback(() => void refetch(), [refetch]);
  return { state, setRoom, reload };
}
