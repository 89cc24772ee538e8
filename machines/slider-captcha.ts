// The slider (blockPuzzle) captcha: load a challenge, drag the piece, check it, then pass (green) or fail (red) (spec §4).
import { assign, emit, fromPromise, setup } from 'xstate';
import { REP_TOO_MANY_GETS } from '../contract/calls/captcha';
import type { TrackPoint } from '../contract/captcha-answer';
import { captchaAnswer, sliderPoint, sliderTrack } from './captcha-answer';
import {
  type CaptchaChallenge,
  type ChallengeOutcome,
  type CheckInput,
  type CheckOutcome,
  MSG_CAPTCHA_LOAD_FAILED,
  MSG_CHECK_FAILED,
} from './captcha-protocol';

/** Spec §4: success stays green this long, then the captcha closes and hands on its verification. */
export const SLIDER_SUCCESS_CLOSE_MS = 1_000;
/** Spec §4: failure stays red this long, then a new challenge is loaded. */
export const SLIDER_FAILURE_REFRESH_MS = 1_000;

export interface SliderCaptchaContext {
  /** The width the background is shown at (310, or 330 at the login step); answers scale from it. */
  shownWidth: number;
  challenge: CaptchaChallenge | null;
  /** How far the piece has moved, in shown pixels. */
  moved: number;
  startedAt: number;
  endedAt: number;
  /** The drag so far: [ms since DRAG_START, moved in shown px], sent with the answer. */
  track: TrackPoint[];
  /** The line under the image: success time, 验证失败, or the server's repMsg. */
  tip: string;
  captchaVerification: string | null;
}

export type SliderCaptchaEvent =
  | { type: 'DRAG_START'; at: number }
  | { type: 'DRAG_MOVE'; moved: number; at: number }
  | { type: 'DRAG_END'; at: number }
  | { type: 'REFRESH' };

export type SliderCaptchaEmitted =
  | { type: 'verified'; captchaVerification: string }
  /** The host (pop-up or captcha step) hides the captcha now. */
  | { type: 'closed' };

/** Spec §4: "shows elapsed seconds plus a success text", as AJ-Captcha words it. */
export const successTip = (startedAt: number, endedAt: number) =>
  `${(Math.max(0, endedAt - startedAt) / 1000).toFixed(2)}s验证成功`;

const answerOf = (context: SliderCaptchaContext) => {
  const { token, secretKey } = context.challenge as CaptchaChallenge;
  return captchaAnswer(
    sliderPoint(context.moved, context.shownWidth),
    token,
    secretKey,
    sliderTrack(context.track, context.shownWidth),
  );
};

/**
 * One slider captcha. The host provides `fetchChallenge` and `checkAnswer` (the captcha host's get
 * and check, with the phone and action the verification is bound to).
 *
 * Example transitions (machines/slider-captcha.test.ts):
 * - loading + challenge → idle, moved 0; loading + repCode 6201 → unavailable, images cleared, tip repMsg
 * - idle + DRAG_START {at: 0} → dragging, track [[0, 0]]; DRAG_MOVE {moved: 150, at: 16} → moved
 *   150, track [[0, 0], [16, 150]]
 * - dragging + DRAG_END {at: 1230} → checking: pointJson = AES({"x":150*310/shownWidth,"y":5}),
 *   trackJson = AES([[0,0],[16,x],…,[1230,x]] in 310-wide units), which our server requires
 * - checking + 0000 → success, tip '1.23s验证成功'; + 1 s → verified, emits verified and closed
 * - checking + any other code → failure, tip 验证失败; + 1 s → loading (a new challenge)
 * - dragging + DRAG_END without having moved → idle (the token is not spent on a click)
 * - idle | unavailable | verified + REFRESH → loading
 */
export const sliderCaptchaMachine = setup({
  types: {
    context: {} as SliderCaptchaContext,
    events: {} as SliderCaptchaEvent,
    emitted: {} as SliderCaptchaEmitted,
    input: {} as { shownWidth: number },
  },
  actors: {
    fetchChallenge: fromPromise<ChallengeOutcome, void>(async () => {
      throw new Error('sliderCaptchaMachine: provide fetchChallenge');
    }),
    checkAnswer: fromPromise<CheckOutcome, CheckInput>(async () => {
      throw new Error('sliderCaptchaMachine: provide checkAnswer');
    }),
  },
  guards: {
    moved: ({ context }) => context.moved > 0,
  },
  delays: {
    successClose: SLIDER_SUCCESS_CLOSE_MS,
    failureRefresh: SLIDER_FAILURE_REFRESH_MS,
  },
}).createMachine({
  id: 'sliderCaptcha',
  context: ({ input }) => ({
    shownWidth: input.shownWidth,
    challenge: null,
    moved: 0,
    startedAt: 0,
    endedAt: 0,
    track: [],
    tip: '',
    captchaVerification: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ moved: 0, tip: '', captchaVerification: null }),
      invoke: {
        src: 'fetchChallenge',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'idle',
            actions: assign({
              challenge: ({ event }) => (event.output.ok ? event.output.challenge : null),
            }),
          },
          {
            target: 'unavailable',
            actions: assign(({ context, event }) => {
              const out = event.output as Extract<ChallengeOutcome, { ok: false }>;
              return {
                tip: out.repMsg || MSG_CAPTCHA_LOAD_FAILED,
                // Spec §8: 6201 clears the images; other refusals leave the last ones showing.
                challenge: out.repCode === REP_TOO_MANY_GETS ? null : context.challenge,
              };
            }),
          },
        ],
        onError: { target: 'unavailable', actions: assign({ tip: MSG_CAPTCHA_LOAD_FAILED }) },
      },
    },
    unavailable: {
      on: { REFRESH: 'loading' },
    },
    idle: {
      on: {
        DRAG_START: {
          target: 'dragging',
          actions: assign({
            startedAt: ({ event }) => event.at,
            moved: 0,
            track: (): TrackPoint[] => [[0, 0]],
          }),
        },
        REFRESH: 'loading',
      },
    },
    dragging: {
      on: {
        DRAG_MOVE: {
          actions: assign(({ context, event }) => {
            const moved = Math.min(Math.max(0, event.moved), context.shownWidth);
            return {
              moved,
              track: [...context.track, [event.at - context.startedAt, moved] as TrackPoint],
            };
          }),
        },
        DRAG_END: [
          {
            guard: 'moved',
            target: 'checking',
            // The last sample is where the piece was let go: the answer's own x.
            actions: assign(({ context, event }) => ({
              endedAt: event.at,
              track: [
                ...context.track,
                [event.at - context.startedAt, context.moved] as TrackPoint,
              ],
            })),
          },
          { target: 'idle' },
        ],
      },
    },
    checking: {
      invoke: {
        src: 'checkAnswer',
        input: ({ context }) => {
          const { pointJson, trackJson } = answerOf(context);
          return {
            captchaType: 'blockPuzzle' as const,
            token: (context.challenge as CaptchaChallenge).token,
            pointJson,
            ...(trackJson ? { trackJson } : {}),
          };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'success',
            actions: assign(({ context }) => ({
              tip: successTip(context.startedAt, context.endedAt),
              captchaVerification: answerOf(context).captchaVerification,
            })),
          },
          { target: 'failure' },
        ],
        onError: { target: 'failure' },
      },
    },
    success: {
      after: { successClose: 'verified' },
    },
    verified: {
      entry: [
        assign({ tip: '' }),
        emit(({ context }) => ({
          type: 'verified' as const,
          captchaVerification: context.captchaVerification as string,
        })),
        emit({ type: 'closed' as const }),
      ],
      on: { REFRESH: 'loading' },
    },
    failure: {
      // Spec §8: a failed check shows 验证失败 whatever the code, then a new challenge loads.
      entry: assign({ tip: MSG_CHECK_FAILED }),
      after: { failureRefresh: 'loading' },
    },
  },
});
