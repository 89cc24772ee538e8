// Transition tests for the login dialog: open/close, the two login types, the button guard, the login captcha, success and each failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type LoginDialogEmitted,
  type LoginOutcome,
  type LoginRequest,
  loginDialogMachine,
  loginFailureMessage,
  NETWORK_ERROR_MS,
} from './login-dialog';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function harness(outcomes: (LoginOutcome | 'offline')[] = []) {
  const queue = [...outcomes];
  const requests: LoginRequest[] = [];
  const emitted: LoginDialogEmitted[] = [];
  const actor = createActor(
    loginDialogMachine.provide({
      actors: {
        login: fromPromise(async ({ input }: { input: LoginRequest }) => {
          requests.push(input);
          const next = queue.shift();
          if (!next || next === 'offline') throw new Error('offline');
          return next;
        }),
      },
    }),
  );
  actor.on('loggedIn', (e) => emitted.push(e));
  actor.start();
  return { actor, requests, emitted };
}

type H = ReturnType<typeof harness>;
const settle = () => vi.advanceTimersByTimeAsync(0);
const state = (h: H) => h.actor.getSnapshot().value;
const ctx = (h: H) => h.actor.getSnapshot().context;
const edit = (h: H, field: 'mobile' | 'password' | 'code', value: string) =>
  h.actor.send({ type: 'EDIT', field, value });
const fillPassword = (h: H) => {
  h.actor.send({ type: 'OPEN' });
  edit(h, 'mobile', '13800000001');
  edit(h, 'password', 'qiulive123');
};

describe('loginDialogMachine', () => {
  it('opens on password login with one-month login on, and closes', () => {
    const h = harness();
    expect(state(h)).toBe('closed');
    h.actor.send({ type: 'OPEN' });
    expect(state(h)).toEqual({ open: 'editing' });
    expect(ctx(h)).toMatchObject({ loginType: 2, auto: true, mobile: '', error: null });
    h.actor.send({ type: 'CLOSE' });
    expect(state(h)).toBe('closed');
  });

  it('opens with a blank form each time', () => {
    const h = harness();
    fillPassword(h);
    h.actor.send({ type: 'SWITCH', loginType: 1 });
    h.actor.send({ type: 'CLOSE' });
    h.actor.send({ type: 'OPEN' });
    expect(ctx(h)).toMatchObject({ loginType: 2, mobile: '', password: '' });
  });

  it('keeps inputs within their limits', () => {
    const h = harness();
    h.actor.send({ type: 'OPEN' });
    edit(h, 'mobile', '138-0000-0001 99');
    expect(ctx(h).mobile).toBe('13800000001');
    edit(h, 'password', 'a'.repeat(25));
    expect(ctx(h).password).toHaveLength(20);
    edit(h, 'code', '12 34 5678');
    expect(ctx(h).code).toBe('123456');
  });

  it('does not submit until the password login inputs are valid', async () => {
    const h = harness([{ ok: true, token: 't' }]);
    h.actor.send({ type: 'OPEN' });
    edit(h, 'mobile', '13800000001');
    edit(h, 'password', '12345');
    h.actor.send({ type: 'SUBMIT' });
    expect(state(h)).toEqual({ open: 'editing' });
    edit(h, 'mobile', '1380000000');
    edit(h, 'password', '123456');
    h.actor.send({ type: 'SUBMIT' });
    expect(state(h)).toEqual({ open: 'editing' });
    expect(h.requests).toEqual([]);
  });

  it('logs in with the password, closes, and hands on the token', async () => {
    const h = harness([{ ok: true, token: 'tok-1' }]);
    fillPassword(h);
    h.actor.send({ type: 'SET_AUTO', auto: false });
    h.actor.send({ type: 'SUBMIT' });
    expect(state(h)).toEqual({ open: 'submitting' });
    await settle();
    expect(h.requests).toEqual([
      { loginType: 2, mobile: '13800000001', password: 'qiulive123', verifyCode: '', auto: false },
    ]);
    expect(state(h)).toBe('closed');
    expect(h.emitted).toEqual([{ type: 'loggedIn', token: 'tok-1', auto: false }]);
  });

  it('code login needs the captcha passed and a 6-long code', async () => {
    const h = harness([{ ok: true, token: 'tok-2' }]);
    h.actor.send({ type: 'OPEN' });
    h.actor.send({ type: 'SWITCH', loginType: 1 });
    edit(h, 'mobile', '13800000001');
    edit(h, 'code', '123456');
    h.actor.send({ type: 'SUBMIT' });
    expect(state(h)).toEqual({ open: 'editing' });
    h.actor.send({ type: 'CAPTCHA_PASSED' });
    edit(h, 'code', '12345');
    h.actor.send({ type: 'SUBMIT' });
    expect(state(h)).toEqual({ open: 'editing' });
    h.actor.send({ type: 'CAPTCHA_RESET' });
    edit(h, 'code', '123456');
    h.actor.send({ type: 'SUBMIT' });
    expect(state(h)).toEqual({ open: 'editing' });
    h.actor.send({ type: 'CAPTCHA_PASSED' });
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(h.requests[0]).toEqual({
      loginType: 1,
      mobile: '13800000001',
      password: '',
      verifyCode: '123456',
      auto: true,
    });
    expect(state(h)).toBe('closed');
  });

  it('shows the 10011 message and stays open', async () => {
    const h = harness([
      { ok: false, code: 10011, msg: '用户名或密码输入错误，超过五次将被锁定！' },
    ]);
    fillPassword(h);
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(state(h)).toEqual({ open: 'editing' });
    expect(ctx(h).error).toBe('用户名或密码输入错误，超过五次将被锁定！');
    expect(h.emitted).toEqual([]);
    // Typing again clears it.
    edit(h, 'password', 'qiulive1234');
    expect(ctx(h).error).toBeNull();
  });

  it("shows another code's message, or 'error' when there is none", async () => {
    const h = harness([
      { ok: false, code: 11004, msg: '账号已被锁定，请15分钟后再试' },
      { ok: false, code: 500, msg: '' },
    ]);
    fillPassword(h);
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(ctx(h).error).toBe('账号已被锁定，请15分钟后再试');
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(ctx(h).error).toBe('error');
  });

  it('shows 登录失败 for 3 s when no answer comes', async () => {
    const h = harness([{ ok: false, code: 0, msg: '网络异常' }, 'offline']);
    fillPassword(h);
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(state(h)).toEqual({ open: 'networkError' });
    expect(ctx(h).error).toBe('登录失败');
    edit(h, 'password', 'qiulive1234');
    expect(ctx(h).error).toBe('登录失败');
    await vi.advanceTimersByTimeAsync(NETWORK_ERROR_MS - 1);
    expect(ctx(h).error).toBe('登录失败');
    await vi.advanceTimersByTimeAsync(1);
    expect(state(h)).toEqual({ open: 'editing' });
    expect(ctx(h).error).toBeNull();
    // A thrown request (no result at all) counts as a network failure too.
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(state(h)).toEqual({ open: 'networkError' });
  });

  it('shows the login captcha when the server asks for one, then retries with its verification', async () => {
    const h = harness([
      { ok: false, code: 11002, msg: '请先完成安全验证' },
      { ok: true, token: 'tok-3' },
    ]);
    fillPassword(h);
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(state(h)).toEqual({ open: 'verifying' });
    expect(ctx(h).loginCaptcha).toBe(true);
    expect(h.requests).toHaveLength(1);
    expect(h.requests[0]?.captchaVerification).toBeUndefined();
    h.actor.send({ type: 'VERIFIED', captchaVerification: 'v-1' });
    expect(state(h)).toEqual({ open: 'submitting' });
    await settle();
    expect(h.requests[1]).toEqual({
      loginType: 2,
      mobile: '13800000001',
      password: 'qiulive123',
      verifyCode: '',
      auto: true,
      captchaVerification: 'v-1',
    });
    expect(state(h)).toBe('closed');
    expect(h.emitted).toEqual([{ type: 'loggedIn', token: 'tok-3', auto: true }]);
  });

  it('uses a verification once and solves a new captcha before each further password try', async () => {
    const h = harness([
      { ok: false, code: 11002, msg: '请先完成安全验证' },
      { ok: false, code: 10011, msg: '用户名或密码输入错误，超过五次将被锁定！' },
      { ok: false, code: 11004, msg: '账号已被锁定，请15分钟后再试' },
    ]);
    fillPassword(h);
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    h.actor.send({ type: 'VERIFIED', captchaVerification: 'v-1' });
    await settle();
    expect(state(h)).toEqual({ open: 'editing' });
    expect(ctx(h).error).toBe('用户名或密码输入错误，超过五次将被锁定！');
    expect(ctx(h).captchaVerification).toBeNull();
    // The next try goes to the captcha first, without asking the server.
    edit(h, 'password', 'qiulive456');
    h.actor.send({ type: 'SUBMIT' });
    expect(state(h)).toEqual({ open: 'verifying' });
    expect(h.requests).toHaveLength(2);
    h.actor.send({ type: 'VERIFIED', captchaVerification: 'v-2' });
    await settle();
    expect(h.requests.map((r) => r.captchaVerification)).toEqual([undefined, 'v-1', 'v-2']);
    // The lock message shows as before.
    expect(state(h)).toEqual({ open: 'editing' });
    expect(ctx(h).error).toBe('账号已被锁定，请15分钟后再试');
  });

  it('goes back to the form with 请先完成安全验证 when the captcha is closed', async () => {
    const h = harness([{ ok: false, code: 11002, msg: '请先完成安全验证' }]);
    fillPassword(h);
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    h.actor.send({ type: 'VERIFY_CANCELLED' });
    expect(state(h)).toEqual({ open: 'editing' });
    expect(ctx(h).error).toBe('请先完成安全验证');
    h.actor.send({ type: 'SUBMIT' });
    expect(state(h)).toEqual({ open: 'verifying' });
    expect(h.requests).toHaveLength(1);
  });

  it('owes no captcha for another phone, nor for code login', async () => {
    const h = harness([
      { ok: false, code: 11002, msg: '请先完成安全验证' },
      { ok: false, code: 10011, msg: '' },
      { ok: false, code: 11002, msg: '请先完成安全验证' },
      { ok: true, token: 'tok-4' },
    ]);
    fillPassword(h);
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    h.actor.send({ type: 'VERIFY_CANCELLED' });
    // The same number typed again keeps the debt; another number clears it.
    edit(h, 'mobile', '13800000001');
    expect(ctx(h).loginCaptcha).toBe(true);
    edit(h, 'mobile', '13800000002');
    expect(ctx(h).loginCaptcha).toBe(false);
    h.actor.send({ type: 'SUBMIT' });
    expect(state(h)).toEqual({ open: 'submitting' });
    await settle();
    // Code login never shows the login captcha (its code needed one to be sent): 11002 is a message.
    edit(h, 'mobile', '13800000001');
    h.actor.send({ type: 'SWITCH', loginType: 1 });
    h.actor.send({ type: 'CAPTCHA_PASSED' });
    edit(h, 'code', '123456');
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(state(h)).toEqual({ open: 'editing' });
    expect(ctx(h).error).toBe('请先完成安全验证');
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(state(h)).toBe('closed');
    expect(h.requests.every((r) => r.captchaVerification === undefined)).toBe(true);
  });

  it('starts each opening without a captcha owed', async () => {
    const h = harness([{ ok: false, code: 11002, msg: '请先完成安全验证' }]);
    fillPassword(h);
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    h.actor.send({ type: 'CLOSE' });
    h.actor.send({ type: 'OPEN' });
    expect(ctx(h)).toMatchObject({ loginCaptcha: false, captchaVerification: null });
  });

  it('ignores a tab switch while submitting', () => {
    const h = harness([{ ok: true, token: 't' }]);
    fillPassword(h);
    h.actor.send({ type: 'SUBMIT' });
    h.actor.send({ type: 'SWITCH', loginType: 1 });
    expect(ctx(h).loginType).toBe(2);
  });
});

describe('loginFailureMessage', () => {
  it('maps codes to what spec §8 shows', () => {
    expect(loginFailureMessage(0, 'x')).toBe('登录失败');
    expect(loginFailureMessage(10011, '')).toBe('用户名或密码输入错误，超过五次将被锁定！');
    expect(loginFailureMessage(10001, '参数错误')).toBe('参数错误');
    expect(loginFailureMessage(503, '')).toBe('error');
  });
});
