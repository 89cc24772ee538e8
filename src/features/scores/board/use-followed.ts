// The matches the visitor follows, for the star and the 关注 tab: server-side for a logged-in user; a
// visitor's star opens the login dialog instead.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MatchType } from '../../../../contract/events';
import { followMatch, getFollowedMatches } from '../../../api/match';
import { useObservable } from '../../../lib/use-observable';
import { currentSession, openLogin, select } from '../../user/session';

const auth$ = select((s) => s.auth);

export function useFollowed(type: MatchType) {
  const auth = useObservable(auth$, currentSession().auth);
  const [followed, setFollowed] = useState<ReadonlySet<number>>(new Set());
  // The star's handler stays the same function (rows are memoised), so it reads the set from here.
  const current = useRef(followed);
  current.current = followed;

  useEffect(() => {
    setFollowed(new Set());
    if (!auth) return;
    let alive = true;
    void getFollowedMatches().then((answer) => {
      if (!alive || !answer.success) return;
      setFollowed(
        new Set(answer.data.matches.filter((m) => m.matchType === type).map((m) => m.id)),
      );
    });
    return () => {
      alive = false;
    };
  }, [auth, type]);

  const setOne = useCallback((id: number, on: boolean) => {
    setFollowed((was) => {
      if (was.has(id) === on) return was;
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const toggle = useCallback(
    (id: number) => {
      if (!currentSession().auth) {
        openLogin();
        return;
      }
      // Shown at once; the server's answer (the state after the operation) settles it.
      const want = !current.current.has(id);
      setOne(id, want);
      void followMatch(type, id, want).then((answer) => {
        setOne(id, answer.success ? answer.data.followed : !want);
      });
    },
    [type, setOne],
  );

  return useMemo(() => ({ followed, toggle }), [followed, toggle]);
}
