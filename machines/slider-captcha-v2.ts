// Slider variant 2 (spec §3 slider data, §4): the target comes with the images and the client judges the drag itself.
import { assign, emit, fromPromise, setup } from 'xstate';
import { REFERENCE_WIDTH } from '../src/features/captcha/answer';
import { MSG_CAPTCHA_LOAD_FAILED } from '../src/features/captcha/protocol';

/** Spec §9: how far from the target a drag may end, in units of the 310-wide reference image. */
export const SLIDER_TOLERANCE = 6;
/** Spec §4: after a miss the puzzle reloads after this long. */
export const SLIDER_V2_RELOAD_MS = 1_500;
export const MSG_V2_PASSED = '验证通过';
export const MSG_V2_FAILED = '验证失败：请正确拼合图像';

/** Spec §3 slider data: background, piece, and where the piece belongs (reference units). */
export interface SlidingPuzzle {
  tari: string;
  slii: string;
  coox: number;
  cooy: number;
}

export type SlidingOutcome = { ok: true; puzzle: SlidingPuzzle } | { ok: false; msg: string };

export interface SlidingContext {
  shownWidth: number;
  puzzle: SlidingPuzzle | null;
  /** How far the piece moved, in shown pixels. */
  moved: number;
  tip: string;
}

export type SlidingEvent =
  | { type: 'DRAG_START' }
  | { type: 'DRAG_MOVE'; moved: number }
  | { type: 'DRAG_END' }
  | { type: 'REFRESH' };

export type SlidingEmitted = { type: 'passed' };

/** Spec §4: within 6 units of the target, measured on the 310-wide reference. */
export const withinTolerance = (moved: number, shownWidth: number, coox: number) =>
  Math.abs((moved * REFERENCE_WIDTH) / shownWidth - coox) <= SLIDER_TOLERANCE;

/**
 * Slider variant 2; the host provides `fetchPuzzle` (GET /user/verification/sliding-verification).
 *
 * Example transitions (machines/slider-captcha-v2.test.ts):
 * - loading + puzzle {coox 120} → idle; idle + DRAG_START → dragging
 * - dragging + DRAG_MOVE 125 + DRAG_END (shown at 310) → passed, tip 验证通过, emits passed
 * - dragging + DRAG_MOVE 127 + DRAG_END → failed, tip 验证失败：请正确拼合图像; + 1.5 s → loading
 * - loading + no answer → unavailable; + REFRESH → loading
 */
export const slidingVerificationMachine = setup({
  types: {
    context: {} as SlidingContext,
    events: {} as SlidingEvent,
    emitted: {} as SlidingEmitted,
    input: {} as { shownWidth: number },
  },
  actors: {
    fetchPuzzle: fromPromise<SlidingOutcome, void>(async () => {
      throw new Error('slidingVerificationMachine: provide fetchPuzzle');
    }),
  },
  guards: {
    onTarget: ({ context }) =>
      context.puzzle !== null &&
      withinTolerance(context.moved, context.shownWidth, context.puzzle.coox),
  },
  delays: { reload: SLIDER_V2_RELOAD_MS },
}).createMachine({
  id: 'slidingVerification',
  context: ({ input }) => ({ shownWidth: input.shownWidth, puzzle: null, moved: 0, tip: '' }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ moved: 0, tip: '' }),
      invoke: {
        src: 'fetchPuzzle',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'idle',
            actions: assign({
              puzzle: ({ event }) => (event.output.ok ? event.output.puzzle : null),
            }),
          },
          {
            target: 'unavailable',
            actions: assign({
              tip: ({ event }) =>
                (event.output.ok ? '' : event.output.msg) || MSG_CAPTCHA_LOAD_FAILED,
            }),
          },
        ],
        onError: { target: 'unavailable', actions: assign({ tip: MSG_CAPTCHA_LOAD_FAILED }) },
      },
    },
    unavailable: { on: { REFRESH: 'loading' } },
    idle: {
      on: { DRAG_START: 'dragging', REFRESH: 'loading' },
    },
    dragging: {
      on: {
        DRAG_MOVE: {
          actions: assign({
            moved: ({ context, event }) => Math.min(Math.max(0, event.moved), context.shownWidth),
          }),
        },
        DRAG_END: [{ guard: 'onTarget', target: 'passed' }, { target: 'failed' }],
      },
    },
    passed: {
      entry: [assign({ tip: MSG_V2_PASSED }), emit({ type: 'passed' as const })],
      on: { REFRESH: 'loading' },
    },
    failed: {
      entry: assign({ tip: MSG_V2_FAILED }),
      after: { reload: 'loading' },
    },
  },
});
