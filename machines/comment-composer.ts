// The comment composer (评论 and 回复): 1–500 字 with a counter, one post at a time, the server's refusal
// (too fast, article gone …) shown as it says; the text is kept until a post succeeds.
import { assign, emit, fromPromise, setup } from 'xstate';

/** What a post gives back: the stored comment, or the server's message. */
export type PostOutcome<C> = { ok: true; comment: C } | { ok: false; msg: string };

/** Shown when no answer came at all. */
export const MSG_POST_FAILED = '发送失败，请检查网络后重试';

export interface ComposerContext {
  text: string;
  max: number;
  error: string | null;
}

export type ComposerEvent =
  | { type: 'TYPE'; text: string }
  | { type: 'SUBMIT' }
  /** Cleared from outside (the reply box closed, another thread opened). */
  | { type: 'RESET' };

/** The text as it will be sent, and whether the button may send it. */
export const postable = (c: Pick<ComposerContext, 'text' | 'max'>) => {
  const length = [...c.text.trim()].length;
  return length >= 1 && length <= c.max;
};

/** Characters typed, as the counter shows them (an emoji counts once, as the server counts it). */
export const typedLength = (text: string) => [...text].length;

/**
 * Example transitions (machines/comment-composer.test.ts):
 * - editing + TYPE '  ' → editing, SUBMIT does nothing (postable false)
 * - editing + TYPE 'x'.repeat(600) → text clipped to max
 * - editing + TYPE '好球' + SUBMIT → sending; post ok → editing, text '', emits posted
 * - sending + TYPE → ignored (the text being sent does not change under it)
 * - sending + post refused '评论太频繁了' → editing, text kept, error shown; TYPE clears the error
 * - sending + no answer → editing, error 发送失败…
 */
export const commentComposerMachine = setup({
  types: {
    context: {} as ComposerContext,
    events: {} as ComposerEvent,
    input: {} as { max: number },
    emitted: {} as { type: 'posted'; comment: unknown },
  },
  actors: {
    post: fromPromise<PostOutcome<unknown>, { content: string }>(async () => {
      throw new Error('commentComposerMachine: provide post');
    }),
  },
  guards: {
    canPost: ({ context }) => postable(context),
  },
}).createMachine({
  id: 'commentComposer',
  context: ({ input }) => ({ text: '', max: input.max, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        TYPE: {
          actions: assign({
            text: ({ event, context }) => [...event.text].slice(0, context.max).join(''),
            error: null,
          }),
        },
        SUBMIT: { guard: 'canPost', target: 'sending', actions: assign({ error: null }) },
        RESET: { actions: assign({ text: '', error: null }) },
      },
    },
    sending: {
      invoke: {
        src: 'post',
        input: ({ context }) => ({ content: context.text.trim() }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'editing',
            actions: [
              assign({ text: '' }),
              emit(({ event }) => ({
                type: 'posted' as const,
                comment: event.output.ok ? event.output.comment : null,
              })),
            ],
          },
          {
            target: 'editing',
            actions: assign({
              error: ({ event }) => (event.output.ok ? null : event.output.msg || MSG_POST_FAILED),
            }),
          },
        ],
        onError: { target: 'editing', actions: assign({ error: MSG_POST_FAILED }) },
      },
    },
  },
});
