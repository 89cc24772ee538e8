// The moderation console's live chat: the room's lines as they arrive, each with one-click 禁言.
import { useEffect, useRef, useState } from 'react';
import { chinaClock } from '../../../contract/format/china-day';
import { addMember } from '../../api/chat';
import { showToast } from '../login/toast';
import { type FeedLine, useChatFeed } from './chat-feed';

const roleBadge = { anchor: '主播', manager: '房管' } as const;

export function LiveChatPanel({ roomId, onBanned }: { roomId: number; onBanned(): void }) {
  const lines = useChatFeed(roomId, true);
  const [banned, setBanned] = useState<Set<number>>(new Set());
  const list = useRef<HTMLUListElement>(null);

  // Follow the newest line, as a chat does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when lines change
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [lines]);

  const ban = async (line: FeedLine) => {
    const answer = await addMember(1, { nickName: line.nickName });
    if (!answer.success) return showToast(answer.msg, 'error');
    setBanned((s) => new Set(s).add(line.userId));
    showToast(`已禁言：${line.nickName}`, 'success');
    onBanned();
  };

  return (
    <section
      data-testid="live-chat"
      className="flex h-[560px] flex-col rounded-lg bg-white shadow-sm"
    >
      <header className="flex items-center gap-2 border-b border-neutral-100 px-5 py-3">
        <span className="h-4 w-1 rounded-full bg-brand-500" />
        <h2 className="text-base font-semibold text-neutral-900">实时聊天</h2>
        <span className="text-xs text-neutral-400">点击「禁言」立即禁止该观众在本房间发言</span>
      </header>
      <ul
        ref={list}
        data-testid="live-chat-lines"
        className="flex-1 space-y-1 overflow-y-auto px-4 py-3"
      >
        {lines.length === 0 && (
          <li className="py-20 text-center text-sm text-neutral-400">暂无聊天消息</li>
        )}
        {lines.map((line) => {
          const badge =
            line.role === 'anchor' || line.role === 'manager' ? roleBadge[line.role] : null;
          return (
            <li
              key={`${line.kind}:${line.id}`}
              data-testid="live-chat-line"
              className="group flex items-start gap-2 rounded px-2 py-1 text-sm hover:bg-neutral-50"
            >
              <span className="shrink-0 pt-px font-mono text-xs text-neutral-300">
                {chinaClock(line.at)}
              </span>
              {badge && (
                <span className="shrink-0 rounded bg-brand-50 px-1 text-[11px] text-brand-600">
                  {badge}
                </span>
              )}
              <span className="shrink-0 text-neutral-500">{line.nickName}：</span>
              <span
                className={`min-w-0 flex-1 break-all ${line.kind === 'gift' ? 'text-accent-600' : 'text-neutral-800'}`}
              >
                {line.content}
              </span>
              {!badge && line.kind !== 'gift' && (
                <button
                  type="button"
                  data-testid="live-chat-ban"
                  disabled={banned.has(line.userId)}
                  onClick={() => ban(line)}
                  className="shrink-0 rounded border border-brand-200 px-2 text-xs text-brand-600 opacity-0 transition group-hover:opacity-100 focus:opacity-100 disabled:border-neutral-200 disabled:text-neutral-400 disabled:opacity-100"
                >
                  {banned.has(line.userId) ? '已禁言' : '禁言'}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
