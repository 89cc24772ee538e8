// The 获取验证码 button: phone check, the captcha step, the SMS send, then a 60 s countdown (spec §4, §5, §8, §9).
import { assign, emit, fromPromise, setup } from 'xstate';
import { captchaPhoneError } from '../contract/login-rules';

/** Spec §9: the resend countdown. */
export const SMS_COUNTDOWN_S = 60;
const TICK_MS = 1_000;

/** Spec §8: what a failed send shows when the server gave no message. */
export const MSG_SMS_FAILED = '验证码获取失败';
/** Spec §8: the toast of a sent code. */
export const MSG_SMS_SENT = '已发送';

export type SendOutcome = { ok: true } | { ok: false; msg: string };

export interface SendInput {
  mobile: string;
  captchaVerification: string;
}

export interface CodeButtonContext {
  mobile: string;
  /** Seconds left before another code may be asked for. */
  remaining: number;
  /** The phone or send error to show; null when there is none. */
  error: string | null;
  captchaVerification: string | null;
}

export type CodeButtonEvent =
  /** The button was pressed for this phone. */
  | { type: 'REQUEST'; mobile: string }
  /** The captcha step passed. */
  | { type: 'CAPTCHA_PASSED'; captchaVerification: string }
  /** The captcha step was closed without passing. */
  | { type: 'CAPTCHA_CANCELLED' }
  /** Back to available, countdown dropped (the form was reset or closed). */
  | { type: 'RESET' };

export type CodeButtonEmitted =
  /** Show the 已发送 toast. */
  | { type: 'sent'; msg: string }
  /** Spec §8: the send failed; the host resets the slider (a new verification is needed). */
  | { type: 'failed'; msg: string };

const failureMsg = (outcome: SendOutcome) => (outcome.ok ? '' : outcome.msg) || MSG_SMS_FAILED;

/** The button's text: 获取验证码, or 重新获取(59s) while counting down. */
export const codeButtonLabel = (state: string, remaining: number) => {
  if (state === 'sending') return '发送中…';
  if (state === 'counting') return `重新获取(${remaining}s)`;
  return '获取验证码';
};

/**
 * One SMS code button. The host provides `sendCode` (POST /inform/send/sms with its own type) and
 * shows the captcha while the machine is in `captcha`.
 *
 * Example transitions (machines/code-button.test.ts):
 * - available + REQUEST {mobile '12345678901'} → available, error 请输入正确的手机号
 * - available + REQUEST {mobile '13800000001'} → captcha (the slider shows)
 * - captcha + CAPTCHA_CANCELLED → available; captcha + CAPTCHA_PASSED {v} → sending
 * - sending + sent → counting, remaining 60, emits sent (toast 已发送); each 1 s remaining - 1
 * - counting after 60 s → available; counting + REQUEST → no change
 * - sending + refused 'x' → available, error 'x', emits failed (spec §8: the slider is reset too)
 * - sending + no answer → available, error 验证码获取失败; any state + RESET → available
 */
export const codeButtonMachine = setup({
  types: {
    context: {} as CodeButtonContext,
    events: {} as CodeButtonEvent,
    emitted: {} as CodeButtonEmitted,
  },
  actors: {
    sendCode: fromPromise<SendOutcome, SendInput>(async () => {
      throw new Error('codeButtonMachine: provide sendCode');
    }),
  },
  guards: {
    phoneOk: ({ event }) => event.type === 'REQUEST' && captchaPhoneError(event.mobile) === null,
    timeUp: ({ context }) => context.remaining <= 0,
  },
  delays: { tick: TICK_MS },
}).createMachine({
  id: 'codeButton',
  context: { mobile: '', remaining: 0, error: null, captchaVerification: null },
  initial: 'available',
  on: {
    RESET: { target: '.available', actions: assign({ remaining: 0, error: null }) },
  },
  states: {
    available: {
      entry: assign({ remaining: 0, captchaVerification: null }),
      on: {
        REQUEST: [
          {
            guard: 'phoneOk',
            target: 'captcha',
            actions: assign({ mobile: ({ event }) => event.mobile, error: null }),
          },
          { actions: assign({ error: ({ event }) => captchaPhoneError(event.mobile) }) },
        ],
      },
    },
    captcha: {
      on: {
        CAPTCHA_PASSED: {
          target: 'sending',
          actions: assign({ captchaVerification: ({ event }) => event.captchaVerification }),
        },
        CAPTCHA_CANCELLED: 'available',
      },
    },
    sending: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({
          mobile: context.mobile,
          captchaVerification: context.captchaVerification as string,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'counting',
            actions: [
              assign({ remaining: SMS_COUNTDOWN_S }),
              emit({ type: 'sent' as const, msg: MSG_SMS_SENT }),
            ],
          },
          {
            target: 'available',
            actions: [
              assign({ error: ({ event }) => failureMsg(event.output) }),
              emit(({ event }) => ({ type: 'failed' as const, msg: failureMsg(event.output) })),
            ],
          },
        ],
        onError: {
          target: 'available',
          actions: [
            assign({ error: MSG_SMS_FAILED }),
            emit({ type: 'failed' as const, msg: MSG_SMS_FAILED }),
          ],
        },
      },
    },
    counting: {
      always: { guard: 'timeUp', target: 'available' },
      after: {
        tick: {
          target: 'counting',
          reenter: true,
          actions: assign({ remaining: ({ context }) => context.remaining - 1 }),
        },
      },
    },
  },
});
