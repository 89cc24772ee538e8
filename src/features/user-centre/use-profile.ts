// The logged-in user's profile (GET /user/center/profile) for a centre page: loads on mount, can reload and be replaced.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UserProfile } from '../../../contract/calls/user';
import { getProfile } from '../../api/user';

export function useProfile() {
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);

  const reload = useCallback(() => {
    setError(null);
    void getProfile().then((answer) => {
      if (!alive.current) return;
      if (answer.success) setProfile(answer.data);
      else setError(answer.msg);
    });
  }, []);

  useEffect(() => {
    alive.current = true;
    reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  return { profile, error, setProfile, reload };
}
