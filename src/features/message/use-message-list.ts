// One tab's messages for /v/message: pages of 30 (加载更多), new ones from message.new pushes put on top without
// a reload, and the local edits of read and delete.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageItem, MessageTab } from '../../../contract/calls/message';
import { MESSAGE_PAGE_SIZE } from '../../../contract/calls/message';
import { getMessages } from '../../api/message';
import { newMessages$ } from './unread';

export interface MessageListState {
  items: MessageItem[];
  total: number;
  /** The last page loaded; 0 before the first. */
  page: number;
  loading: boolean;
  error: string | null;
}

const empty: MessageListState = { items: [], total: 0, page: 0, loading: true, error: null };

/** Merges by id, newest first (a page loaded after pushes may repeat what is already shown). */
const merged = (a: MessageItem[], b: MessageItem[]) => {
  const byId = new Map<number, MessageItem>();
  for (const m of [...a, ...b]) if (!byId.has(m.id)) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => y.createdAt - x.createdAt || y.id - x.id);
};

export function useMessageList(tab: MessageTab) {
  const [state, setState] = useState<MessageListState>(empty);
  const generation = useRef(0);

  const load = useCallback(
    async (page: number) => {
      const mine = generation.current;
      setState((s) => ({ ...s, loading: true, error: null }));
      const answer = await getMessages({ tab, page, pageSize: MESSAGE_PAGE_SIZE });
      if (mine !== generation.current) return;
      setState((s) =>
        answer.success
          ? {
              items: page === 1 ? answer.data.list : merged(s.items, answer.data.list),
              total: answer.data.total,
              page,
              loading: false,
              error: null,
            }
          : { ...s, loading: false, error: answer.msg },
      );
    },
    [tab],
  );

  useEffect(() => {
    generation.current += 1;
    setState(empty);
    void load(1);
  }, [load]);

  useEffect(() => {
    const sub = newMessages$.subscribe((m) => {
      if (m.tab !== tab) return;
      setState((s) =>
        s.items.some((x) => x.id === m.id)
          ? s
          : { ...s, items: merged([m], s.items), total: s.total + 1 },
      );
    });
    return () => sub.unsubscribe();
  }, [tab]);

  const markRead = (ids: number[] | 'all') =>
    setState((s) => ({
      ...s,
      items: s.items.map((m) => (ids === 'all' || ids.includes(m.id) ? { ...m, read: true } : m)),
    }));
  const removed = (id: number) =>
    setState((s) => ({
      ...s,
      items: s.items.filter((m) => m.id !== id),
      total: Math.max(0, s.total - 1),
    }));

  return {
    state,
    more: () => void load(state.page + 1),
    retry: () => void load(Math.max(1, state.page)),
    markRead,
    removed,
  };
}
