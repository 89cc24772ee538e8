// /v/message (消息中心): every notice to me in tabs with unread badges — replies, likes, new fans, live and
// reserve reminders, the site's notices — arriving live; 全部已读, delete, and a switch per kind (消息设置).
import { useEffect, useState } from 'react';
import type { MessageTab } from '../../../contract/calls/message';
import { messageTabs } from '../../../contract/calls/message';
import { readMessages } from '../../api/message';
import { showToast } from '../../features/login/toast';
import { MessageList } from '../../features/message/message-list';
import { MessageSettings } from '../../features/message/message-settings';
import { type MessagePageTab, MessageTabs } from '../../features/message/message-tabs';
import { useUnread } from '../../features/message/unread';
import { useMessageList } from '../../features/message/use-message-list';
import { CentreCard, UserCentreFrame } from '../../features/user-centre/centre-frame';

function TabList({ tab }: { tab: MessageTab }) {
  const list = useMessageList(tab);
  return <MessageList tab={tab} list={list} key={tab} />;
}

export function VMessagePage() {
  const unread = useUnread();
  const [chosen, setChosen] = useState<MessagePageTab | null>(null);
  // Opens on the first tab with something unread, once the counts are known; then stays where the user is.
  useEffect(() => {
    if (chosen || !unread) return;
    setChosen(messageTabs.find((t) => unread.tabs[t] > 0) ?? 'reply');
  }, [chosen, unread]);
  const tab = chosen ?? 'reply';
  const [busy, setBusy] = useState(false);
  const [readEpoch, setReadEpoch] = useState(0);

  const readAll = async () => {
    setBusy(true);
    const answer = await readMessages({});
    setBusy(false);
    if (answer.success) {
      setReadEpoch((n) => n + 1);
      showToast('已全部标为已读', 'success');
    } else showToast(answer.msg, 'error');
  };

  return (
    <UserCentreFrame active="message" testId="v-message">
      <CentreCard
        title="消息中心"
        note={unread && unread.total > 0 ? `${unread.total} 条未读` : undefined}
        extra={
          tab === 'settings' ? undefined : (
            <button
              type="button"
              data-testid="message-read-all"
              disabled={busy || !unread || unread.total === 0}
              onClick={() => void readAll()}
              className="rounded-full border border-brand-300 px-4 py-1 text-xs text-brand-600 hover:bg-brand-50 disabled:border-neutral-200 disabled:text-neutral-300 disabled:hover:bg-transparent"
            >
              全部已读
            </button>
          )
        }
      >
        <MessageTabs active={tab} unread={unread} onChange={setChosen} />
        <div className="mt-2">
          {tab === 'settings' ? (
            <MessageSettings />
          ) : (
            // A new epoch after 全部已读 reloads the tab with everything read.
            <TabList key={`${tab}:${readEpoch}`} tab={tab} />
          )}
        </div>
      </CentreCard>
    </UserCentreFrame>
  );
}
