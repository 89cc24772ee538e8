// Keeps the shown roles current: a user.role push on user:<id> (an operator passed an anchor or expert
// application) updates the login's user info, so the header shows 主播/专家 and the menus change at once.
import { useEffect } from 'react';
import { filter } from 'rxjs';
import { channels } from '../../../contract/channels';
import { channel$ } from '../../../streams/channel';
import { currentSession, loadExpertInfo, storeUserInfo } from './session';

export function useRoleSync(userId: number | undefined) {
  useEffect(() => {
    if (!userId) return;
    const sub = channel$(channels.user(userId))
      .pipe(filter((s) => s.kind === 'event' && s.event.type === 'user.role'))
      .subscribe((s) => {
        if (s.kind !== 'event' || s.event.type !== 'user.role') return;
        const info = currentSession().userInfo;
        if (!info || info.id !== userId) return;
        const { isAnchor, isExpert } = s.event.data;
        if (info.isAnchor === isAnchor && info.isExpert === isExpert) return;
        storeUserInfo({ ...info, isAnchor, isExpert });
        if (isExpert !== info.isExpert) void loadExpertInfo();
      });
    return () => sub.unsubscribe();
  }, [userId]);
}
