// The login dialog (spec §4): closed or open; password login (default) or code login; submitting and its failures.
import { assign, emit, fromPromise, setup } from 'xstate';
import {
  CODE_LOGIN,
  type LoginForm,
  type LoginType,
  loginButtonEnabled,
  normalizeCode,
  normalizePhone,
  PASSWORD_LOGIN,
  PASSWORD_MAX,
} from '../src/lib/login-rules';

/** Spec §8: how long 登录失败 shows after a network failure. */
export const NETWORK_ERROR_MS = 3_000;
export const MSG_LOGIN_FAILED = '登录失败';
/** Spec §8: wrong credentials; the server's own text is shown, this when it sent none. */
export const WRONG_CREDENTIALS_CODE = 10011;
export const MSG_WRONG_CREDENTIALS = '用户名或密码输入错误，超过五次将被锁定！';

/** What a login attempt needs; the host's `login` actor turns it into POST /user/login. */
export interface LoginRequest {
  loginType: LoginType;
  mobile: string;
  password: string;
  verifyCode: string;
  /** 1: keep the login for a month (spec §9). */
  auto: boolean;
}

/** code 0 means no answer arrived (network failure); any other code is the server's. */
export type LoginOutcome = { ok: true; token: string } | { ok: false; code: number; msg: string };

export interface LoginDialogContext extends LoginForm {
  auto: boolean;
  /** The message under the form; null when there is none. */
  error: string | null;
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
  },
  actions: {
    edit: assign(({ event }) =>
      event.type === 'EDIT' ? { [event.field]: cleaned(event.field, event.value) } : {},
    ),
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
            SUBMIT: { guard: 'canSubmit', target: 'submitting', actions: 'clearError' },
          },
        },
        submitting: {
          invoke: {
            src: 'login',
            input: ({ context }) => ({
              loginType: context.loginType,
              mobile: context.mobile,
              password: context.loginType === PASSWORD_LOGIN ? context.password : '',
              verifyCode: context.loginType === CODE_LOGIN ? context.code : '',
              auto: context.auto,
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
            SUBMIT: { guard: 'canSubmit', target: 'submitting' },
          },
        },
      },
    },
  },
});
