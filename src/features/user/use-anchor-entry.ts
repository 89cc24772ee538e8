// The anchor entry rule of spec §4 as an action: the header's go-live button and the /anchor page share it.
import { useRouter } from '@tanstack/react-router';
import { anchorEntry } from '../../lib/anchor-entry';
import { useObservable } from '../../lib/use-observable';
import { currentSession, openLogin, session$ } from './session';

/** A visitor gets the login dialog, an anchor anchor setup, anyone else the application. */
export function useAnchorEntry(): () => void {
  const router = useRouter();
  const { userInfo } = useObservable(session$, currentSession());
  return () => {
    const entry = anchorEntry(userInfo);
    if (entry.kind === 'login') openLogin();
    else router.history.push(entry.path);
  };
}
