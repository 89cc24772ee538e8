// The chat input: length counter, emoji, @主播, send with Enter (as chat or as barrage in an allowed
// colour), the server's refusals shown under it (banned, slow mode, too fast…), disabled when banned.
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { CHAT_CONTENT_MAX, type ChatLine, nobilityBag } from '../../../../contract/calls/chat';
import { isBanned, type LiveRoom } from '../../../../streams/live-room';
import { sendChat } from '../../../api/chat';
import { callQuery } from '../../../lib/query';
import { currentSession, openLogin } from '../../user/session';
import { useSiteMute } from '../../user/site-mute';
import { barrageStyles, useCatalogue } from '../catalogues';
import { EmojiPicker } from './emoji-picker';
import { useKeepInView } from './keep-in-view';

/** The viewer's nobility tier (0 without one), for the barrage colours it allows. */
function useMyNobility(myId: number | null): number {
  const { data } = useQuery({
    ...callQuery(nobilityBag, undefined, { progress: false }),
    enabled: myId !== null,
  });
  return myId !== null && data?.success ? (data.data.nobility ?? 0) : 0;
}

export function ChatInput({
  room,
  myId,
  onSent,
  beside,
}: {
  room: LiveRoom;
  myId: number | null;
  onSent: (line: ChatLine) => void;
  /** Beside the send button (the phone's gift button). */
  beside?: ReactNode;
}) {
  const { detail } = room;
  const siteMute = useSiteMute(myId);
  // A site-wide mute heard on the user's channel decides; a lift leaves only this room's own ban.
  const banned =
    siteMute === true ||
    (siteMute === false ? myId !== null && room.bans[myId] === true : isBanned(room, myId));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [asBarrage, setAsBarrage] = useState(false);
  const [styleId, setStyleId] = useState<number | null>(null);
  const tier = useMyNobility(myId);
  const styles = (useCatalogue(barrageStyles) ?? []).filter((s) => s.nobility <= tier);
  const keepInView = useKeepInView<HTMLDivElement>();

  const send = () => {
    if (!currentSession().auth) {
      openLogin();
      return;
    }
    const content = text.trim();
    if (!content || sending || banned) return;
    setSending(true);
    setError(null);
    void sendChat({
      roomId: detail.roomId,
      content,
      kind: asBarrage ? 'barrage' : 'chat',
      barrageId: asBarrage && styleId !== null ? styleId : undefined,
    }).then((answer) => {
      setSending(false);
      if (answer.success) {
        setText('');
        onSent(answer.data);
      } else setError(answer.msg);
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter picking a word in a Chinese input method is not a send.
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  const insert = (s: string) => setText((t) => (t + s).slice(0, CHAT_CONTENT_MAX));

  return (
    <div
      ref={keepInView}
      data-testid="chat-input"
      className="sticky bottom-0 border-t border-neutral-100 bg-white px-3 pt-2 pb-[calc(0.75rem+env(safe-area-inset-bottom))] lg:static lg:pb-3"
    >
      <div className="mb-1 flex items-center gap-2 text-xs text-neutral-500 lg:mb-2">
        <EmojiPicker onPick={insert} />
        <button
          type="button"
          data-testid="mention-anchor"
          disabled={banned}
          onClick={() => insert(`@${detail.anchor.nickName} `)}
          className="min-h-11 rounded px-2 py-1 hover:bg-neutral-100 lg:min-h-0"
        >
          @主播
        </button>
        <label className="flex min-h-11 cursor-pointer items-center gap-1 px-1 lg:min-h-0 lg:px-0">
          <input
            type="checkbox"
            data-testid="send-as-barrage"
            checked={asBarrage}
            onChange={(e) => setAsBarrage(e.target.checked)}
            className="accent-brand-500"
          />
          弹幕
        </label>
        {asBarrage && styles.length > 0 && (
          <div className="flex items-center gap-1" data-testid="barrage-colours">
            {styles.map((s) => (
              <button
                key={s.id}
                type="button"
                title={s.name}
                aria-pressed={styleId === s.id}
                onClick={() => setStyleId(styleId === s.id ? null : s.id)}
                className={`size-4 rounded-full ring-offset-1 ${styleId === s.id ? 'ring-2 ring-brand-500' : ''}`}
                style={{ backgroundColor: s.color }}
              />
            ))}
          </div>
        )}
        {detail.slowModeSeconds > 0 && (
          <span className="ml-auto text-amber-600">慢速 {detail.slowModeSeconds} 秒</span>
        )}
      </div>
      <div className="flex items-center gap-2">
        <div className="relative flex-1">
          <input
            data-testid="chat-text"
            value={banned ? '' : text}
            disabled={banned}
            maxLength={CHAT_CONTENT_MAX}
            placeholder={banned ? '您已被禁言' : '发个弹幕，聊聊比赛吧～'}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            className="h-11 w-full rounded-md border border-neutral-200 bg-neutral-50 pr-12 pl-3 text-base lg:h-9 lg:text-sm outline-none focus:border-brand-400 disabled:cursor-not-allowed disabled:text-neutral-400"
          />
          <span
            data-testid="chat-counter"
            className={`absolute top-1/2 right-2 -translate-y-1/2 text-xs ${
              text.length >= CHAT_CONTENT_MAX ? 'text-brand-500' : 'text-neutral-400'
            }`}
          >
            {text.length}/{CHAT_CONTENT_MAX}
          </span>
        </div>
        <button
          type="button"
          data-testid="chat-send"
          disabled={banned || sending || !text.trim()}
          onClick={send}
          className="h-11 shrink-0 rounded-md bg-brand-500 px-3 text-sm font-semibold lg:h-9 lg:px-4 text-white hover:bg-brand-600 disabled:bg-neutral-300"
        >
          发送
        </button>
        {beside}
      </div>
      {(banned || error) && (
        <p data-testid="chat-error" role="alert" className="mt-1.5 text-xs text-brand-600">
          {banned ? '您已被禁言' : error}
        </p>
      )}
    </div>
  );
}
