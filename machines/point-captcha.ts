// The point-click (clickWord) captcha: three clicks in order, checked 0.4 s after the third; pop mode closes 1.5 s after a pass (spec §4).
import { assign, emit, fromPromise, setup } from 'xstate';
import { REP_TOO_MANY_GETS } from '../contract/calls/captcha';
import type { Point } from '../contract/captcha-answer';
import { captchaAnswer, scaledClick } from './captcha-answer';
import {
  type CaptchaChallenge,
  type ChallengeOutcome,
  type CheckInput,
  type CheckOutcome,
  MSG_CAPTCHA_LOAD_FAILED,
  MSG_CHECK_FAILED,
  MSG_CHECK_PASSED,
} from './captcha-protocol';

/** Spec §9: three characters to click. */
export const POINT_CLICKS = 3;
/** Spec §4: the answer is checked this long after the third click (the third marker shows first). */
export const POINT_AUTO_CHECK_MS = 400;
/** Spec §4: a failure refreshes after this long. */
export const POINT_FAILURE_REFRESH_MS = 700;
/** Spec §4: in pop mode a pass closes the pop-up after this long. */
export const POP_CLOSE_MS = 1_500;

/** pop: shown in a pop-up that closes itself after a pass; fixed: part of a page, it stays. */
export type CaptchaMode = 'pop' | 'fixed';

export interface PointCaptchaContext {
  mode: CaptchaMode;
  /** The size the background is shown at; clicks scale from it to 310x155. */
  shown: { width: number; height: number };
  challenge: CaptchaChallenge | null;
  /** Clicks so far, in shown pixels (where the numbered markers go). */
  clicks: Point[];
  tip: string;
  captchaVerification: string | null;
}

export type PointCaptchaEvent = { type: 'CLICK'; x: number; y: number } | { type: 'REFRESH' };

export type PointCaptchaEmitted =
  | { type: 'verified'; captchaVerification: string }
  | { type: 'closed' };

const answerOf = (context: PointCaptchaContext) => {
  const { token, secretKey } = context.challenge as CaptchaChallenge;
  const points = context.clicks.map((click) => scaledClick(click, context.shown));
  return captchaAnswer(points, token, secretKey);
};

/**
 * One point-click captcha; the host provides `fetchChallenge` and `checkAnswer`.
 *
 * Example transitions (machines/point-captcha.test.ts):
 * - loading + challenge (wordList 球,直,播) → collecting, no clicks
 * - collecting + CLICK ×2 → collecting with 2 markers; + CLICK → waiting (3 markers)
 * - waiting + 0.4 s → checking: pointJson = AES([{x,y}×3] scaled to 310x155)
 * - checking + 0000 → success, tip 验证成功, emits verified at once
 * - success (pop) + 1.5 s → closed, emits closed; success (fixed) stays
 * - checking + other code → failure, tip 验证失败; + 0.7 s → loading a new challenge
 * - collecting + REFRESH → loading; loading + repCode 6201 → unavailable, images cleared
 */
export const pointCaptchaMachine = setup({
  types: {
    context: {} as PointCaptchaContext,
    events: {} as PointCaptchaEvent,
    emitted: {} as PointCaptchaEmitted,
    input: {} as { mode: CaptchaMode; shown: { width: number; height: number } },
  },
  actors: {
    fetchChallenge: fromPromise<ChallengeOutcome, void>(async () => {
      throw new Error('pointCaptchaMachine: provide fetchChallenge');
    }),
    checkAnswer: fromPromise<CheckOutcome, CheckInput>(async () => {
      throw new Error('pointCaptchaMachine: provide checkAnswer');
    }),
  },
  guards: {
    lastClick: ({ context }) => context.clicks.length === POINT_CLICKS - 1,
    pop: ({ context }) => context.mode === 'pop',
  },
  actions: {
    addClick: assign({
      clicks: ({ context, event }) =>
        event.type === 'CLICK' ? [...context.clicks, { x: event.x, y: event.y }] : context.clicks,
    }),
  },
  delays: {
    autoCheck: POINT_AUTO_CHECK_MS,
    failureRefresh: POINT_FAILURE_REFRESH_MS,
    popClose: POP_CLOSE_MS,
  },
}).createMachine({
  id: 'pointCaptcha',
  context: ({ input }) => ({
    mode: input.mode,
    shown: input.shown,
    challenge: null,
    clicks: [],
    tip: '',
    captchaVerification: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ clicks: [], tip: '', captchaVerification: null }),
      invoke: {
        src: 'fetchChallenge',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'collecting',
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
    collecting: {
      on: {
        CLICK: [
          { guard: 'lastClick', target: 'waiting', actions: 'addClick' },
          { actions: 'addClick' },
        ],
        REFRESH: 'loading',
      },
    },
    waiting: {
      after: { autoCheck: 'checking' },
    },
    checking: {
      invoke: {
        src: 'checkAnswer',
        input: ({ context }) => ({
          captchaType: 'clickWord' as const,
          token: (context.challenge as CaptchaChallenge).token,
          pointJson: answerOf(context).pointJson,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'success',
            actions: assign(({ context }) => ({
              tip: MSG_CHECK_PASSED,
              captchaVerification: answerOf(context).captchaVerification,
            })),
          },
          { target: 'failure' },
        ],
        onError: { target: 'failure' },
      },
    },
    success: {
      entry: emit(({ context }) => ({
        type: 'verified' as const,
        captchaVerification: context.captchaVerification as string,
      })),
      after: { popClose: { guard: 'pop', target: 'closed' } },
    },
    closed: {
      entry: emit({ type: 'closed' as const }),
      // The pop-up opens again with a new challenge.
      on: { REFRESH: 'loading' },
    },
    failure: {
      entry: assign({ tip: MSG_CHECK_FAILED }),
      after: { failureRefresh: 'loading' },
    },
  },
});
