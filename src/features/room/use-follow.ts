// Following from the room: the anchor (operAttention type 2) and the anchor's next match (type 1, 预约);
// a visitor gets the login dialog instead, as the score pages' star does.
import { useCallback, useEffect, useState } from 'react';
import type { MatchType } from '../../../contract/events';
import { followMatch, followUser } from '../../api/match';
import { showToast } from '../login/toast';
import { currentSession, openLogin } from '../user/session';

/**
 * A follow toggle shown at once and settled by the server's answer (the state after the operation).
 * `send` makes the call for the wanted state.
 */
export function useFollowToggle(
  initial: boolean,
  send: (follow: boolean) => ReturnType<typeof followUser>,
) {
  const [followed, setFollowed] = useState(initial);
  const [busy, setBusy] = useState(false);
  useEffect(() => setFollowed(initial), [initial]);
  const toggle = useCallback(() => {
    if (!currentSession().auth) {
      openLogin();
      return;
    }
    const want = !followed;
    setFollowed(want);
    setBusy(true);
    void send(want).then((answer) => {
      setBusy(false);
      if (answer.success) setFollowed(answer.data.followed);
      else {
        setFollowed(!want);
        showToast(answer.msg, 'error');
      }
    });
  }, [followed, send]);
  return { followed, busy, toggle };
}

export type FollowToggle = ReturnType<typeof useFollowToggle>;

export const useFollowAnchor = (anchorId: number, initial: boolean) =>
  useFollowToggle(
    initial,
    useCallback((follow: boolean) => followUser(anchorId, follow), [anchorId]),
  );

export const useReserveMatch = (type: MatchType, matchId: number) =>
  useFollowToggle(
    false,
    useCallback((follow: boolean) => followMatch(type, matchId, follow), [type, matchId]),
  );
