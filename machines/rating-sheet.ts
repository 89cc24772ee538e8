// A fan's scores on a match's rating sheet (赛后评分): pick 1–10 for each player, 提交评分 sends them all at once,
// then they are locked. A refusal (already rated elsewhere, sheet gone) is shown as the server says it and the picks
// are kept, so a network blip costs nothing.
import { assign, emit, fromPromise, setup } from 'xstate';

export type RatingOutcome = { ok: true } | { ok: false; msg: string };

/** Shown when no answer came at all. */
export const MSG_RATE_FAILED = '提交失败，请检查网络后重试';

export interface RatingContext {
  /** playerId → score picked (1–10). */
  picks: Record<number, number>;
  error: string | null;
}

export type RatingEvent =
  | { type: 'PICK'; playerId: number; score: number }
  | { type: 'SUBMIT' }
  /** The sheet says this fan has already rated (another tab, an earlier visit): nothing left to pick. */
  | { type: 'LOCK' };

export const pickedRatings = (picks: Record<number, number>) =>
  Object.entries(picks).map(([playerId, score]) => ({ playerId: Number(playerId), score }));

/**
 * Example transitions (machines/rating-sheet.test.ts):
 * - picking + PICK 7 for player 1 → picks {1: 7}; SUBMIT with no picks does nothing
 * - picking + SUBMIT → submitting; ok → locked, emits rated
 * - submitting + PICK → ignored (what is being sent does not change under it)
 * - submitting + refused '你已经给这名球员评过分了' → picking, picks kept, error shown; PICK clears it
 * - submitting + no answer → picking, error 提交失败…
 * - picking + LOCK → locked
 */
export const ratingSheetMachine = setup({
  types: {
    context: {} as RatingContext,
    events: {} as RatingEvent,
    emitted: {} as { type: 'rated' },
  },
  actors: {
    submit: fromPromise<RatingOutcome, { ratings: { playerId: number; score: number }[] }>(
      async () => {
        throw new Error('ratingSheetMachine: provide submit');
      },
    ),
  },
  guards: {
    hasPicks: ({ context }) => Object.keys(context.picks).length > 0,
  },
}).createMachine({
  id: 'ratingSheet',
  context: { picks: {}, error: null },
  initial: 'picking',
  states: {
    picking: {
      on: {
        PICK: {
          guard: ({ event }) =>
            Number.isInteger(event.score) && event.score >= 1 && event.score <= 10,
          actions: assign({
            picks: ({ context, event }) => ({ ...context.picks, [event.playerId]: event.score }),
            error: null,
          }),
        },
        SUBMIT: { guard: 'hasPicks', target: 'submitting', actions: assign({ error: null }) },
        LOCK: 'locked',
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ ratings: pickedRatings(context.picks) }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'locked',
            actions: emit({ type: 'rated' as const }),
          },
          {
            target: 'picking',
            actions: assign({
              error: ({ event }) => (event.output.ok ? null : event.output.msg || MSG_RATE_FAILED),
            }),
          },
        ],
        onError: { target: 'picking', actions: assign({ error: MSG_RATE_FAILED }) },
      },
    },
    locked: { type: 'final' },
  },
});
