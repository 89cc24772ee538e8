// The matches the visitor follows, for the star and the 关注 tab: server-side for a logged-in user; a
// visitor's star opens the login dialog instead.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { getAttentionMatchByUser } from '../../../../contract/calls/match';
import type { MatchType } from '../../../../contract/events';
import { followMatch } from '../../../api/match';
import { callQuery, invalidateCall } from '../../../lib/query';
import { useObservable } from '../../../lib/use-observable';
import { currentSession, openLogin, select } from '../../user/session';

const auth$ = select((s) => s.auth);

const followedQuery = callQuery(getAttentionMatchByUser);

interface Overrides {
  /** `auth:type` the clicks were made under. */
  owner: string;
  ids: ReadonlyMap<number, boolean>;
}

export function useFollowed(type: MatchType) {
  const auth = useObservable(auth$, currentSession().auth);
  const { data: answer } = useQuery({ ...followedQuery, enabled: auth !== '' });
  // A star shows its new state at once, over what the server last said. The stars clicked belong to
  // one login and one sport: another login or sport starts from the server's list alone.
  const owner = `${auth}:${type}`;
  const [overrides, setOverrides] = useState<Overrides>({ owner, ids: new Map() });
  const followed = useMemo(() => {
    const ids = new Set<number>();
    if (auth && answer?.success)
      for (const m of answer.data.matches) if (m.matchType === type) ids.add(m.id);
    if (overrides.owner !== owner) return ids as ReadonlySet<number>;
    for (const [id, on] of overrides.ids) {
      if (on) ids.add(id);
      else ids.delete(id);
    }
    return ids as ReadonlySet<number>;
  }, [auth, answer, type, overrides, owner]);
  // The star's handler stays the same function (rows are memoised), so it reads the set from here.
  const current = useRef(followed);
  current.current = followed;

  const setOne = useCallback(
    (id: number, on: boolean) => {
      setOverrides((was) =>
        was.owner === owner
          ? { owner, ids: new Map(was.ids).set(id, on) }
          : { owner, ids: new Map([[id, on]]) },
      );
    },
    [owner],
  );

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
        // Other views of the followed list (the 关注 tab, 我的预约) load it again.
        if (answer.success) void invalidateCall(getAttentionMatchByUser);
      });
    },
    [type, setOne],
  );

  return useMemo(() => ({ followed, toggle }), [followed, toggle]);
}
