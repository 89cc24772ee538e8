// The login dialog (spec §4): closed or open; password login (default) or code login; the login captcha; submitting and its failures.
import { assign, emit, fromPromise, setup } from 'xstate';
import { errors } from '../contract/errors';
import {
  CODE_LOGIN,
  type LoginForm,
  type LoginType,
  loginButtonEnabled,
  normalizeCode,
  normalizePhone,
  PASSWORD_LOGIN,
  PASSWORD_MAX,
} from '../contract/login-rules';

/** Spec §8: how long 登录失败 shows after a network failure. */
export const NETWORK_ERROR_MS = 3_000;
export const MSG_LOGIN_FAILED = '登录失败';
/** Spec §8: wrong credentials; the server's own text is shown, this when it sent none. */
export const WRONG_CREDENTIALS_CODE = 10011;
export const MSG_WRONG_CREDENTIALS = '用户名或密码输入错误，超过五次将被锁定！';
/** The server wants a passed captcha for this phone before the next password try (11002). */
export const CAPTCHA_REQUIRED_CODE = errors.captchaRequired.code;
export const MSG_CAPTCHA_REQUIRED = errors.captchaRequired.msg;

/** What a login attempt needs; the host's `login` actor turns it into POST /user/login. */
export interface LoginRequest {
  loginType: LoginType;
  mobile: string;
  password: string;
  verifyCode: string;
  /** 1: keep the login for a month (spec §9). */
  auto: boolean;
  /** Password login after three failures: a passed login captcha's verification (one use). */
  captchaVerification?: string;
}

/** code 0 means no answer arrived (network failure); any other code is the server's. */
export type LoginOutcome = { ok: true; token: string } | { ok: false; code: number; msg: string };

export interface LoginDialogContext extends LoginForm {
  auto: boolean;
  /** The message under the form; null when there is none. */
  error: string | null;
  /** The server asked for a captcha before password tries at this phone: each SUBMIT solves one first. */
  loginCaptcha: boolean;
  /** The verification the passed login captcha gave, waiting for its one try. */
  captchaVerification: string | null;
}

export type LoginField = 'mobile' | 'password' | 'code';

export type LoginDialogEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'SWITCH'; loginType: LoginType }
  | { type: 'EDIT'; field: LoginField; value: string }
  | { type: 'SET_AUTO'; auto: boolean }
  /** The captcha step of the code button passed. */
  | { type: 'CAPTCHA_PASSED' }
  /** Spec §8: the SMS send failed, so the slider starts over. */
  | { type: 'CAPTCHA_RESET' }
  /** The login captcha (password login) passed: the login is tried with its verification. */
  | { type: 'VERIFIED'; captchaVerification: string }
  /** The login captcha was closed without passing. */
  | { type: 'VERIFY_CANCELLED' }
  | { type: 'SUBMIT' };

export type LoginDialogEmitted = { type: 'loggedIn'; token: string; auto: boolean };

/** Spec §8: 10011 shows its message; any other code the server message or 'error'. */
export function loginFailureMessage(code: number, msg: string): string {
  if (code === 0) return MSG_LOGIN_FAILED;
  if (code === WRONG_CREDENTIALS_CODE) return msg || MSG_WRONG_CREDENTIALS;
  return msg || 'error';
}

const blankForm = (): LoginDialogContext => ({
  loginType: PASSWORD_LOGIN,
  mobile: '',
  password: '',
  code: '',
  captchaPassed: false,
  auto: true,
  error: null,
  loginCaptcha: false,
  captchaVerification: null,
});

const cleaned = (field: LoginField, value: string) => {
  if (field === 'mobile') return normalizePhone(value);
  if (field === 'code') return normalizeCode(value);
  return value.slice(0, PASSWORD_MAX);
};

/**
 * The login dialog. Its visibility follows the session store's showLoginModel (the host sends OPEN
 * and CLOSE); on success it closes itself and emits loggedIn for the host to finish the login.
 *
 * Example transitions (machines/login-dialog.test.ts):
 * - closed + OPEN → open.editing, loginType 2 (password), auto on, empty form
 * - editing + EDIT mobile '138-0000-0001' → mobile '13800000001'; EDIT password 'a'.repeat(25) → 20 long
 * - editing + SUBMIT with password 'abc' → no change (the button is disabled)
 * - editing + SUBMIT (phone valid, password 6-20) → submitting; + token → closed, emits loggedIn
 * - submitting + 10011 → editing, error 用户名或密码输入错误，超过五次将被锁定！
 * - submitting + code 500 '' → editing, error 'error'; + no answer → networkError (登录失败) → 3 s → editing
 * - editing + SWITCH 1 → code login: SUBMIT needs CAPTCHA_PASSED and a 6-long code
 * - submitting (password) + 11002 → verifying (the slider shows); + VERIFIED v → submitting with
 *   captchaVerification v; later password SUBMITs go through verifying first; VERIFY_CANCELLED → editing
 * - EDIT mobile to another phone → no captcha first (the server asks again if it wants one)
 * - open + CLOSE → closed
 */
export const loginDialogMachine = setup({
  types: {
    context: {} as LoginDialogContext,
    events: {} as LoginDialogEvent,
    emitted: {} as LoginDialogEmitted,
  },
  actors: {
    login: fromPromise<LoginOutcome, LoginRequest>(async () => {
      throw new Error('loginDialogMachine: provide login');
    }),
  },
  guards: {
    canSubmit: ({ context }) => loginButtonEnabled(context),
    /** Password login at a phone the server wants a captcha for: solve it before sending. */
    captchaFirst: ({ context }) =>
      loginButtonEnabled(context) && context.loginType === PASSWORD_LOGIN && context.loginCaptcha,
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const value = cleaned(event.field, event.value);
      // The captcha is owed per phone: another phone starts without one.
      const otherPhone = event.field === 'mobile' && value !== context.mobile;
      return { [event.field]: value, ...(otherPhone ? { loginCaptcha: false } : {}) };
    }),
    clearError: assign({ error: null }),
  },
  delays: { networkErrorShown: NETWORK_ERROR_MS },
}).createMachine({
  id: 'loginDialog',
  context: blankForm,
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'open', actions: assign(blankForm) } },
    },
    open: {
      initial: 'editing',
      on: {
        CLOSE: 'closed',
        SET_AUTO: { actions: assign({ auto: ({ event }) => event.auto }) },
        CAPTCHA_PASSED: { actions: assign({ captchaPassed: true }) },
        CAPTCHA_RESET: { actions: assign({ captchaPassed: false }) },
      },
      states: {
        editing: {
          on: {
            EDIT: { actions: ['edit', 'clearError'] },
            SWITCH: {
              actions: assign({ loginType: ({ event }) => event.loginType, error: null }),
            },
            SUBMIT: [
              { guard: 'captchaFirst', target: 'verifying', actions: 'clearError' },
              { guard: 'canSubmit', target: 'submitting', actions: 'clearError' },
            ],
          },
        },
        verifying: {
          on: {
            VERIFIED: {
              target: 'submitting',
              actions: assign({
                captchaVerification: ({ event }) => event.captchaVerification,
                error: null,
              }),
            },
            VERIFY_CANCELLED: {
              target: 'editing',
              actions: assign({ error: MSG_CAPTCHA_REQUIRED }),
            },
          },
        },
        submitting: {
          // A verification works once: whatever the answer, the next try needs a new one.
          exit: assign({ captchaVerification: null }),
          invoke: {
            src: 'login',
            input: ({ context }) => ({
              loginType: context.loginType,
              mobile: context.mobile,
              password: context.loginType === PASSWORD_LOGIN ? context.password : '',
              verifyCode: context.loginType === CODE_LOGIN ? context.code : '',
              auto: context.auto,
              ...(context.loginType === PASSWORD_LOGIN && context.captchaVerification
                ? { captchaVerification: context.captchaVerification }
                : {}),
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: '#loginDialog.closed',
                actions: emit(({ context, event }) => ({
                  type: 'loggedIn' as const,
                  token: event.output.ok ? event.output.token : '',
                  auto: context.auto,
                })),
              },
              {
                guard: ({ event }) => !event.output.ok && event.output.code === 0,
                target: 'networkError',
              },
              {
                guard: ({ context, event }) =>
                  !event.output.ok &&
                  event.output.code === CAPTCHA_REQUIRED_CODE &&
                  context.loginType === PASSWORD_LOGIN,
                target: 'verifying',
                actions: assign({ loginCaptcha: true }),
              },
              {
                target: 'editing',
                actions: assign({
                  error: ({ event }) =>
                    event.output.ok
                      ? null
                      : loginFailureMessage(event.output.code, event.output.msg),
                }),
              },
            ],
            onError: 'networkError',
          },
        },
        networkError: {
          entry: assign({ error: MSG_LOGIN_FAILED }),
          exit: 'clearError',
          after: { networkErrorShown: 'editing' },
          // Typing goes on while the message shows; it leaves on its own after 3 s.
          on: {
            EDIT: { actions: 'edit' },
            SWITCH: { actions: assign({ loginType: ({ event }) => event.loginType }) },
            SUBMIT: [
              { guard: 'captchaFirst', target: 'verifying' },
              { guard: 'canSubmit', target: 'submitting' },
            ],
          },
        },
      },
    },
  },
});
