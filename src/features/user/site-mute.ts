// A site-wide mute or ban set by the operators reaches the user's open pages on their own channel
// (user.sanction): the room's and the match's chat inputs lock or unlock at once, without a reload.
import { useEffect, useState } from 'react';
import { filter } from 'rxjs';
import { channels } from '../../../contract/channels';
import { channel$ } from '../../../streams/channel';

/** true locked, false lifted since the page opened, null nothing heard (the room snapshot's flag stands). */
export function useSiteMute(userId: number | null): boolean | null {
  const [muted, setMuted] = useState<boolean | null>(null);
  useEffect(() => {
    setMuted(null);
    if (!userId) return;
    const sub = channel$(channels.user(userId))
      .pipe(filter((s) => s.kind === 'event' && s.event.type === 'user.sanction'))
      .subscribe((s) => {
        if (s.kind !== 'event' || s.event.type !== 'user.sanction') return;
        const { active, until } = s.event.data;
        setMuted(active && (until === null || until > Date.now()));
      });
    return () => sub.unsubscribe();
  }, [userId]);
  return muted;
}
