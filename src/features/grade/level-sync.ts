// Keeps the shown level current: a level.up push on user:<id> updates the login's user info, so the header,
// the centre's menu and every page reading it show the new level at once.
import { useEffect } from 'react';
import { filter } from 'rxjs';
import { channels } from '../../../contract/channels';
import { channel$ } from '../../../streams/channel';
import { showToast } from '../login/toast';
import { currentSession, storeUserInfo } from '../user/session';

export function useLevelSync(userId: number | undefined) {
  useEffect(() => {
    if (!userId) return;
    const sub = channel$(channels.user(userId))
      .pipe(filter((s) => s.kind === 'event' && s.event.type === 'level.up'))
      .subscribe((s) => {
        if (s.kind !== 'event' || s.event.type !== 'level.up') return;
        const info = currentSession().userInfo;
        if (!info || info.id !== userId || (info.level ?? 0) >= s.event.data.level) return;
        storeUserInfo({ ...info, level: s.event.data.level });
        showToast(`恭喜升级到 Lv.${s.event.data.level}`, 'success');
      });
    return () => sub.unsubscribe();
  }, [userId]);
}
