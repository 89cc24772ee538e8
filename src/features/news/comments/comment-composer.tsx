// Writing a comment or a reply: a text box with its 0/500 counter and 发表, the server's refusal (too fast,
// article gone …) under it as the server says it; a visitor gets the login dialog instead of the box.
import { useMachine } from '@xstate/react';
import { type KeyboardEvent, useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { COMMENT_MAX_LENGTH } from '../../../../contract/calls/comment';
import {
  commentComposerMachine,
  type PostOutcome,
  postable,
  typedLength,
} from '../../../../machines/comment-composer';
import { writeComment } from '../../../api/comment';
import { useObservable } from '../../../lib/use-observable';
import { currentSession, openLogin, select } from '../../user/session';
import type { CommentReply } from './comment-queries';
import { useCommentTarget } from './comment-target';

const auth$ = select((s) => s.auth);

export function CommentComposer({
  postId,
  parentId,
  placeholder = '说说你的看法…',
  autoFocus = false,
  onPosted,
  onCancel,
  testId = 'comment-composer',
}: {
  postId: number;
  /** Set for a reply: the comment (or reply) it answers. */
  parentId?: number;
  placeholder?: string;
  autoFocus?: boolean;
  onPosted(comment: CommentReply): void;
  onCancel?(): void;
  testId?: string;
}) {
  const type = useCommentTarget();
  const loggedIn = useObservable(auth$, currentSession().auth) !== '';
  const machine = useMemo(
    () =>
      commentComposerMachine.provide({
        actors: {
          post: fromPromise<PostOutcome<unknown>, { content: string }>(async ({ input }) => {
            const answer = await writeComment({ postId, type, content: input.content, parentId });
            if (answer.success) return { ok: true, comment: answer.data };
            return { ok: false, msg: answer.code === 0 ? '' : answer.msg };
          }),
        },
      }),
    [postId, parentId, type],
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { max: COMMENT_MAX_LENGTH } });
  const posted = useRef(onPosted);
  posted.current = onPosted;
  useEffect(() => {
    const sub = actor.on('posted', (e) => posted.current(e.comment as CommentReply));
    return () => sub.unsubscribe();
  }, [actor]);

  const { text, error, max } = snapshot.context;
  const sending = snapshot.matches('sending');
  const count = typedLength(text);
  const submit = () => {
    if (!currentSession().auth) openLogin();
    else send({ type: 'SUBMIT' });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Ctrl/⌘+Enter sends; a bare Enter is a new line (and picks a word in a Chinese input method).
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  if (!loggedIn)
    return (
      <button
        type="button"
        data-testid={`${testId}-login`}
        onClick={openLogin}
        className="flex min-h-11 w-full items-center rounded-full bg-neutral-100 px-4 text-left text-sm text-neutral-400 hover:bg-neutral-200/70"
      >
        登录后参与评论
      </button>
    );
  return (
    <div data-testid={testId} className="w-full">
      <div className="rounded-lg border border-neutral-200 bg-neutral-50 focus-within:border-brand-300 focus-within:bg-white">
        <textarea
          data-testid={`${testId}-input`}
          value={text}
          rows={2}
          // biome-ignore lint/a11y/noAutofocus: a reply box opens because the reader asked to reply
          autoFocus={autoFocus}
          placeholder={placeholder}
          aria-label={placeholder}
          onChange={(e) => send({ type: 'TYPE', text: e.target.value })}
          onKeyDown={onKeyDown}
          className="block max-h-40 min-h-[3.25rem] w-full resize-none bg-transparent px-3 pt-2 text-[15px] leading-6 text-neutral-800 outline-none placeholder:text-neutral-400"
        />
        <div className="flex items-center justify-end gap-2 px-2 pb-2">
          <span
            data-testid={`${testId}-count`}
            className={`mr-auto pl-1 font-mono text-xs ${count >= max ? 'text-brand-600' : 'text-neutral-400'}`}
          >
            {count}/{max}
          </span>
          {onCancel && (
            <button
              type="button"
              onClick={onCancel}
              className="min-h-9 rounded-full px-3 text-sm text-neutral-500 hover:bg-neutral-100"
            >
              取消
            </button>
          )}
          <button
            type="button"
            data-testid={`${testId}-send`}
            disabled={!postable(snapshot.context) || sending}
            onClick={submit}
            className="min-h-9 rounded-full bg-brand-600 px-4 text-sm font-medium text-white transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-neutral-300"
          >
            {sending ? '发送中…' : parentId ? '回复' : '发表'}
          </button>
        </div>
      </div>
      {error && (
        <p data-testid={`${testId}-error`} role="alert" className="mt-1.5 text-xs text-brand-600">
          {error}
        </p>
      )}
    </div>
  );
}
