// One tab's list: rows, 加载更多, the empty state, and the actions that mark read and delete.
import { useEffect, useState } from 'react';
import type { MessageItem, MessageTab } from '../../../contract/calls/message';
import { deleteMessage, readMessages } from '../../api/message';
import { showToast } from '../login/toast';
import { LoadState } from '../user-centre/centre-frame';
import { EmptyNote } from '../user-centre/centre-pager';
import { MessageRow } from './message-row';
import type { useMessageList } from './use-message-list';

const emptyText: Record<MessageTab, string> = {
  reply: '还没有人回复你，去社区发帖聊聊球吧',
  like: '还没有收到赞，发个帖子说说你的看法吧',
  follow: '还没有新粉丝',
  live: '关注的主播开播、预约的比赛开赛时，会在这里提醒你',
  system: '暂无系统通知',
};

/** Re-renders each minute so 刚刚 / N分钟前 stay true. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function MessageList({
  tab,
  list,
}: {
  tab: MessageTab;
  list: ReturnType<typeof useMessageList>;
}) {
  const now = useNow();
  const [busy, setBusy] = useState<number | null>(null);
  const { state } = list;
  const open = (m: MessageItem) => {
    if (m.read) return;
    list.markRead([m.id]);
    void readMessages({ id: m.id });
  };
  const remove = async (m: MessageItem) => {
    setBusy(m.id);
    const answer = await deleteMessage(m.id);
    setBusy(null);
    if (answer.success) list.removed(m.id);
    else showToast(answer.msg, 'error');
  };

  if (state.page === 0) {
    return <LoadState error={state.loading ? null : state.error} onRetry={list.retry} />;
  }
  if (state.items.length === 0) {
    return <EmptyNote testId="message-empty" text={emptyText[tab]} />;
  }
  const more = state.items.length < state.total;
  return (
    <div>
      <ul data-testid="message-list" className="divide-y divide-neutral-100">
        {state.items.map((m) => (
          <MessageRow
            key={m.id}
            message={m}
            now={now}
            busy={busy === m.id}
            onOpen={open}
            onDelete={(x) => void remove(x)}
          />
        ))}
      </ul>
      <div className="pt-4 text-center">
        {more ? (
          <button
            type="button"
            data-testid="message-more"
            disabled={state.loading}
            onClick={list.more}
            className="rounded-full border border-neutral-200 px-6 py-1.5 text-sm text-neutral-600 hover:border-brand-300 hover:text-brand-600 disabled:opacity-60"
          >
            {state.loading ? '加载中…' : '加载更多'}
          </button>
        ) : (
          <p className="text-xs text-neutral-300">没有更多了</p>
        )}
        {state.error && <p className="mt-2 text-xs text-red-500">{state.error}</p>}
      </div>
    </div>
  );
}
