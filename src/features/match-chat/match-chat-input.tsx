// The 聊球室 input: a length counter, Enter to send, the server's refusals under it (too fast, repeated,
// banned…); a visitor gets a login button instead, a user muted site-wide a locked sign, and a finished
// match a closed sign.
import { type FormEvent, useState } from 'react';
import { MATCH_CHAT_CONTENT_MAX } from '../../../contract/calls/match-chat';
import { openLogin } from '../user/session';

export function MatchChatInput({
  closed,
  muted,
  loggedIn,
  onSend,
}: {
  closed: boolean;
  /** Muted site-wide by the operators: the input is locked until the mute ends or is lifted. */
  muted: boolean;
  loggedIn: boolean;
  /** Answers null when sent, else the message to show. */
  onSend: (content: string) => Promise<string | null>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const frame =
    'border-t border-neutral-100 bg-white px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] lg:pb-3';

  if (closed)
    return (
      <div
        data-testid="match-chat-closed"
        className={`${frame} text-center text-sm text-neutral-400`}
      >
        比赛已结束，聊天室已关闭
      </div>
    );
  if (muted)
    return (
      <div
        data-testid="match-chat-muted"
        className={`${frame} text-center text-sm text-neutral-400`}
      >
        您已被全站禁言，暂时无法发言
      </div>
    );
  if (!loggedIn)
    return (
      <div className={frame}>
        <button
          type="button"
          data-testid="match-chat-login"
          onClick={openLogin}
          className="min-h-10 w-full rounded-full bg-neutral-100 text-sm text-neutral-500 hover:bg-neutral-200"
        >
          登录后参与聊球
        </button>
      </div>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content || sending) return;
    setSending(true);
    setError(null);
    void onSend(content).then((problem) => {
      setSending(false);
      if (problem === null) setText('');
      else setError(problem);
    });
  };

  return (
    <form onSubmit={submit} className={frame}>
      <div className="flex items-center gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            data-testid="match-chat-text"
            value={text}
            maxLength={MATCH_CHAT_CONTENT_MAX}
            onChange={(e) => setText(e.target.value)}
            placeholder="文明观球，说点什么…"
            enterKeyHint="send"
            aria-label="聊球内容"
            className="h-10 w-full rounded-full bg-neutral-100 pr-12 pl-4 text-sm outline-none focus:ring-2 focus:ring-brand-500/40"
          />
          <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-[11px] text-neutral-400">
            {[...text].length}/{MATCH_CHAT_CONTENT_MAX}
          </span>
        </div>
        <button
          type="submit"
          data-testid="match-chat-send"
          disabled={sending || text.trim() === ''}
          className="h-10 shrink-0 rounded-full bg-brand-500 px-4 text-sm font-medium text-white disabled:opacity-50"
        >
          发送
        </button>
      </div>
      {error && (
        <p data-testid="match-chat-error" role="alert" className="mt-1 text-xs text-red-500">
          {error}
        </p>
      )}
    </form>
  );
}
