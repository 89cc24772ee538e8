// The match centre's 聊球室: who is here, the pinned notice, the lines (as text, never as HTML) with level
// badge, nick name and time, older pages on demand, and the input — a login prompt for visitors and a
// closed sign once the match is over.
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { MatchChatChannel, MatchChatLine } from '../../../contract/calls/match-chat';
import { formatShort } from '../../../contract/format/dates';
import { ChatLevel } from '../room/chat/badges';
import { useSiteMute } from '../user/site-mute';
import { MatchChatInput } from './match-chat-input';
import { useMatchChat } from './use-match-chat';

function Line({ line, mine }: { line: MatchChatLine; mine: boolean }) {
  return (
    <li data-testid="match-chat-line" className="px-3 py-1.5 leading-6 break-all">
      <div className="flex items-center gap-1 text-xs">
        <ChatLevel level={line.level} />
        <span className={mine ? 'font-medium text-brand-600' : 'text-sky-700'}>
          {line.nickName}
        </span>
        <time className="ml-auto text-neutral-400" dateTime={new Date(line.at).toISOString()}>
          {formatShort(line.at).slice(6)}
        </time>
      </div>
      <p data-testid="match-chat-content" className="text-sm text-neutral-800">
        {line.content}
      </p>
    </li>
  );
}

export function MatchChatPanel({
  channel,
  matchId,
  finished,
  myId,
}: {
  channel: MatchChatChannel;
  matchId: number;
  /** The centre's own view of the match: it may end while the page is open. */
  finished: boolean;
  myId: number | null;
}) {
  const { head, lines, hasMore, loadingOlder, loadOlder, send, mutedUntil } = useMatchChat(
    channel,
    matchId,
    myId,
  );
  const closed = finished || head?.closed === true;
  // A push (user.sanction) overrides what the token's answer said when the page opened.
  const siteMute = useSiteMute(myId);
  const muted = siteMute ?? (mutedUntil !== null && (mutedUntil < 0 || mutedUntil > Date.now()));
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const newest = lines.at(-1)?.id;
  const oldest = lines[0]?.id;
  /** Set before an older page is asked for: the reader's distance from the bottom, kept when it lands. */
  const fromBottom = useRef<number | null>(null);

  useLayoutEffect(() => {
    const box = list.current;
    if (box && oldest !== undefined && fromBottom.current !== null) {
      box.scrollTop = box.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    }
  }, [oldest]);

  // A box shown (the phone's 聊球 switch) or resized opens at the newest line unless the reader scrolled up.
  useEffect(() => {
    const box = list.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // Follows new lines while the reader is at the bottom; a reader scrolled up keeps their place.
  useEffect(() => {
    const box = list.current;
    if (box && newest !== undefined && atBottom.current) box.scrollTop = box.scrollHeight;
  }, [newest]);

  return (
    <section
      data-testid="match-chat"
      data-closed={closed}
      aria-label="聊球室"
      className="flex h-full min-h-0 flex-col overflow-hidden bg-white lg:rounded-lg lg:shadow-sm"
    >
      <header className="flex items-center gap-2 border-b border-neutral-100 px-3 py-2.5">
        <h2 className="text-[15px] font-semibold text-neutral-900">聊球室</h2>
        {head && (
          <span
            data-testid="match-chat-online"
            className="flex items-center gap-1 text-xs text-neutral-500"
          >
            <i
              className={`size-1.5 rounded-full ${closed ? 'bg-neutral-300' : 'bg-emerald-500'}`}
            />
            {head.online} 人在线
          </span>
        )}
      </header>
      {head && (
        <div
          data-testid="match-chat-notice"
          className="bg-amber-50 px-3 py-2 text-xs leading-5 text-amber-800"
        >
          <p>
            <b className="mr-1 rounded bg-amber-500 px-1 text-[11px] text-white">公告</b>
            {head.notice}
          </p>
          <p className="text-amber-700/80">{head.rules}</p>
        </div>
      )}
      <div
        ref={list}
        data-testid="match-chat-lines"
        onScroll={(e) => {
          const box = e.currentTarget;
          atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
        }}
        className="flex min-h-0 flex-1 flex-col overflow-y-auto py-1"
      >
        {/* Few lines sit by the input, as in any chat; many scroll. */}
        <div className="mt-auto">
          {hasMore && (
            <button
              type="button"
              data-testid="match-chat-older"
              onClick={() => {
                const box = list.current;
                if (box) fromBottom.current = box.scrollHeight - box.scrollTop;
                loadOlder();
              }}
              disabled={loadingOlder}
              className="mx-auto block min-h-9 px-3 text-xs text-sky-700 hover:underline"
            >
              {loadingOlder ? '加载中…' : '查看更早的消息'}
            </button>
          )}
          {head && <p className="px-3 py-1 text-center text-xs text-neutral-400">{head.text}</p>}
          {lines.length === 0 && head && (
            <p
              data-testid="match-chat-empty"
              className="px-3 py-6 text-center text-sm text-neutral-400"
            >
              {closed ? '本场没有聊天记录' : '还没有人发言，来说第一句吧'}
            </p>
          )}
          <ul>
            {lines.map((l) => (
              <Line key={l.id} line={l} mine={l.userId === myId} />
            ))}
          </ul>
        </div>
      </div>
      <MatchChatInput
        closed={closed}
        muted={muted}
        loggedIn={myId !== null}
        onSend={async (content) => {
          atBottom.current = true;
          return send(content);
        }}
      />
    </section>
  );
}
