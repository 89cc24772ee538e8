// The logged-in user's unread message counts and new messages, live (streams/messages.ts over the real calls).
import { map } from 'rxjs';
import type { UnreadCounts } from '../../../contract/calls/message';
import { newMessagesStream, unreadStream } from '../../../streams/messages';
import { siteLogin$ } from '../../../streams/site';
import { getUnread } from '../../api/message';
import { useObservable } from '../../lib/use-observable';

const userId$ = siteLogin$.pipe(map((login) => login.userId));

export const unread$ = unreadStream({
  userId$,
  async loadUnread() {
    const answer = await getUnread();
    return answer.success ? { success: true, data: answer.data, seq: answer.data.seq } : answer;
  },
});

export const newMessages$ = newMessagesStream(userId$);

/** null while logged out or loading. */
export const useUnread = (): UnreadCounts | null => useObservable(unread$, null);

/** 99+ past 99, as badges do. */
export const badgeText = (n: number) => (n > 99 ? '99+' : String(n));
