// The logged-in user's profile (GET /user/center/profile) for a centre page, from the data cache: read
// on every visit (the cached one shows meanwhile), can reload, and a page's write replaces it in the
// cache, so every page reading it sees the change.
import { type SetStateAction, useCallback } from 'react';
import { type UserProfile, userCenterProfile } from '../../../contract/calls/user';
import { callQuery } from '../../lib/query';
import { setCallData, useCallResult } from '../../lib/use-call-result';

const profileQuery = callQuery(userCenterProfile, undefined, { staleTime: 0 });

export function useProfile() {
  const { data: profile, error, reload } = useCallResult(profileQuery);
  const setProfile = useCallback(
    (next: SetStateAction<UserProfile | null>) => {
      const value = typeof next === 'function' ? next(profile) : next;
      if (value) setCallData(profileQuery, value);
    },
    [profile],
  );
  return { profile, error, setProfile, reload };
}
