// The anchor's own room as the console pages read it (GET /api/room/info), reloaded when the login changes.
import { useCallback, useEffect, useState } from 'react';
import type { CallData } from '../../../contract/call';
import type { roomInfo } from '../../../contract/calls/room';
import { errors } from '../../../contract/errors';
import { getMyRoom } from '../../api/room';
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

export function useMyRoom() {
  const { auth } = useObservable(session$, currentSession());
  const [state, setState] = useState<MyRoom>({ kind: 'loading' });
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks for a reload
  useEffect(() => {
    if (!auth) {
      setState({ kind: 'visitor' });
      return;
    }
    let alive = true;
    setState({ kind: 'loading' });
    void getMyRoom().then((answer) => {
      if (!alive) return;
      if (answer.success) setState({ kind: 'ready', room: answer.data });
      else if (answer.code === errors.notAnchor.code) setState({ kind: 'not-anchor' });
      else if (answer.code === errors.notLoggedIn.code) setState({ kind: 'visitor' });
      else setState({ kind: 'failed', msg: answer.msg });
    });
    return () => {
      alive = false;
    };
  }, [auth, round]);

  const setRoom = useCallback((room: RoomSettings) => setState({ kind: 'ready', room }), []);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, setRoom, reload };
}
