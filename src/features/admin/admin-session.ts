// Who is signed in to the console: /admin/me through the query cache, its CSRF token handed to the call
// helper; a 23006 answer means nobody (the frame sends the browser to /admin/login).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_HINT_COOKIE, type AdminProfile, adminMe } from '../../../contract/calls/admin';
import { adminCall, setAdminCsrf } from './admin-api';

export const ADMIN_ME_KEY = ['admin', 'me'] as const;

const hinted = () => document.cookie.split('; ').some((c) => c.startsWith(`${ADMIN_HINT_COOKIE}=`));

export async function loadAdminMe(): Promise<AdminProfile | null> {
  if (!hinted()) return null;
  const answer = await adminCall(adminMe);
  if (!answer.ok) {
    if (answer.code === 0) throw new Error(answer.msg);
    return null;
  }
  setAdminCsrf(answer.data.csrf);
  return answer.data;
}

export const useAdminMe = () =>
  useQuery({ queryKey: ADMIN_ME_KEY, queryFn: loadAdminMe, staleTime: 60_000, retry: false });

/** After login or logout: the frame reads the new answer. */
export function useSetAdminMe() {
  const client = useQueryClient();
  return (profile: AdminProfile | null) => {
    if (profile) setAdminCsrf(profile.csrf);
    // Signed out (or in as someone else): nothing read for the last admin stays or refetches.
    client.removeQueries({ queryKey: ['admin'], predicate: (q) => q.queryKey[1] !== 'me' });
    client.setQueryData(ADMIN_ME_KEY, profile);
  };
}
