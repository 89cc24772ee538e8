// The room's chat panel: notice, the welcome line, history (older pages on scroll-up), live lines and the
// input. Lines stick to the bottom while the viewer is there, and stay put while they read older ones.
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChatLine } from '../../../../contract/calls/chat';
import type { LiveRoom, RoomLine } from '../../../../streams/live-room';
import { getChatPage } from '../../../api/chat';
import { ChatInput } from './chat-input';
import { RoomLineView } from './chat-line';
import { useBubbles } from './use-bubbles';

/** Within this many px of the bottom counts as "at the bottom" (new lines scroll into view). */
const STICK_PX = 40;

const asLine = (line: ChatLine): RoomLine => ({ kind: 'chat', key: `c${line.id}`, line });

/** The lines to show: older pages, the room's lines, then my sends the push has not brought yet. */
export function mergeLines(older: ChatLine[], lines: RoomLine[], sent: ChatLine[]): RoomLine[] {
  const keys = new Set(lines.map((l) => l.key));
  const before = older.filter((l) => !keys.has(`c${l.id}`)).map(asLine);
  const mine = sent.filter((l) => !keys.has(`c${l.id}`)).map(asLine);
  return [...before, ...lines, ...mine];
}

export function ChatPanel({
  room,
  welcome,
  myId,
  beside,
}: {
  room: LiveRoom;
  /** The entry's welcome line; undefined while it is asked (its place is kept, so the lines do not move). */
  welcome: string | null | undefined;
  myId: number | null;
  /** Beside the send button (the phone's gift button). */
  beside?: ReactNode;
}) {
  const bubbles = useBubbles();
  const roomId = room.detail.roomId;
  const [older, setOlder] = useState<ChatLine[]>([]);
  const [hasMore, setHasMore] = useState(room.hasMore);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [sent, setSent] = useState<ChatLine[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBefore = useRef<number | null>(null);

  const lines = useMemo(() => mergeLines(older, room.lines, sent), [older, room.lines, sent]);

  const loadOlder = useCallback(() => {
    const first = lines.find((l) => l.kind === 'chat');
    if (!hasMore || loadingOlder || first?.kind !== 'chat') return;
    setLoadingOlder(true);
    void getChatPage(roomId, first.line.id).then((answer) => {
      setLoadingOlder(false);
      if (!answer.success) return;
      heightBefore.current = list.current?.scrollHeight ?? null;
      setOlder((was) => [...answer.data.list, ...was]);
      setHasMore(answer.data.hasMore);
    });
  }, [lines, hasMore, loadingOlder, roomId]);

  const onScroll = () => {
    const el = list.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
    if (el.scrollTop < STICK_PX) loadOlder();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the lines
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (heightBefore.current !== null) {
      // Older lines came in above: keep what the viewer was reading where it was.
      el.scrollTop += el.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else if (atBottom.current) el.scrollTop = el.scrollHeight;
  }, [lines]);

  return (
    <aside
      data-testid="chat-panel"
      className="flex h-full w-full min-w-0 flex-col bg-white lg:w-[340px] lg:shrink-0 lg:border-l lg:border-neutral-100"
    >
      <h2 className="hidden border-b border-neutral-100 px-4 py-2.5 text-sm font-bold text-neutral-800 lg:block">
        聊天
      </h2>
      {room.detail.notice && (
        <p
          data-testid="chat-notice"
          className="border-b border-amber-100 bg-amber-50 px-4 py-2 text-xs leading-5 text-amber-700"
        >
          【公告】{room.detail.notice}
        </p>
      )}
      {welcome === undefined ? (
        <p aria-hidden="true" className="border-b border-neutral-100 px-4 py-1.5 text-xs">
          {'\u00a0'}
        </p>
      ) : (
        welcome && (
          <p
            data-testid="chat-welcome"
            className="border-b border-neutral-100 px-4 py-1.5 text-xs text-emerald-600"
          >
            {welcome}
          </p>
        )
      )}
      <div
        ref={list}
        onScroll={onScroll}
        data-testid="chat-lines"
        className="min-h-0 flex-1 overflow-y-auto px-2 py-2 text-[13px] text-neutral-700"
      >
        {hasMore && (
          <button
            type="button"
            onClick={loadOlder}
            className="block w-full py-1 text-center text-xs text-neutral-400 hover:text-brand-500"
          >
            {loadingOlder ? '加载中…' : '查看更早的消息'}
          </button>
        )}
        <ul>
          {lines.map((line) => (
            <RoomLineView key={line.key} line={line} bubbles={bubbles} />
          ))}
        </ul>
      </div>
      <ChatInput
        room={room}
        myId={myId}
        beside={beside}
        onSent={(line) => {
          atBottom.current = true;
          setSent((was) => [...was.slice(-20), line]);
        }}
      />
    </aside>
  );
}
