// Another tab deleted this account (注销账号): this tab forgets the login at once and goes home, instead of
// failing on its next call with a session the server has already revoked.
import { type AnyRouter, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { filter } from 'rxjs';
import { channels } from '../../../contract/channels';
import { channel$ } from '../../../streams/channel';
import { showToast } from '../login/toast';
import { reset } from './session';

export function leaveDeletedAccount(router: AnyRouter) {
  reset();
  showToast('账号已注销', 'success');
  void router.navigate({ to: '/' });
}

export function useAccountDeletedLogout(userId: number | undefined) {
  const router = useRouter();
  useEffect(() => {
    if (!userId) return;
    const sub = channel$(channels.user(userId))
      .pipe(filter((s) => s.kind === 'event' && s.event.type === 'account.deleted'))
      .subscribe(() => leaveDeletedAccount(router));
    return () => sub.unsubscribe();
  }, [userId, router]);
}
