// The account form rules of spec §5, the reload-after-login decision and the login-success store flow of §4.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_PATTERN } from '../../contract/calls/auth';
import {
  captchaPhoneError,
  codeError,
  codeFormError,
  type LoginForm,
  loginButtonEnabled,
  newPasswordError,
  normalizeCode,
  normalizePhone,
  passwordValid,
  phoneValid,
  reloadAfterLogin,
} from '../../contract/login-rules';
import type { ApiResult } from '../../src/api/result';
import {
  completeLogin,
  currentSession,
  openLogin,
  reset,
  storeUserInfo,
} from '../../src/features/user/session';

describe('phone', () => {
  it('is 11 digits once non-digits are stripped', () => {
    expect(phoneValid('13800000001')).toBe(true);
    expect(phoneValid('138 0000 0001')).toBe(true);
    expect(phoneValid('138-0000-000')).toBe(false);
    expect(phoneValid('138000000012')).toBe(false);
    expect(phoneValid('')).toBe(false);
  });

  it('input keeps digits only, at most 11', () => {
    expect(normalizePhone('+86 138-0000-0001')).toBe('86138000000');
    expect(normalizePhone('138a0000b0001c9')).toBe('13800000001');
  });

  it('captcha step wants 1[345789] and says 请输入正确的手机号 otherwise', () => {
    for (const ok of [
      '13800000001',
      '14700000000',
      '15912345678',
      '17000000000',
      '18800000000',
      '19912345678',
    ]) {
      expect(captchaPhoneError(ok), ok).toBeNull();
    }
    for (const bad of [
      '12345678901',
      '16012345678',
      '10012345678',
      '1380000000',
      '138000000011',
      '',
    ]) {
      expect(captchaPhoneError(bad), bad).toBe('请输入正确的手机号');
    }
  });
});

describe('SMS code', () => {
  it('has a message for empty and for the wrong length', () => {
    expect(codeError('')).toBe('请输入验证码！');
    expect(codeError('12345')).toBe('验证码错误，请确认后重新输入');
    expect(codeError('1234567')).toBe('验证码错误，请确认后重新输入');
    expect(codeError('123456')).toBeNull();
  });

  it('input keeps 6 characters without spaces', () => {
    expect(normalizeCode(' 12 34 567')).toBe('123456');
  });
});

describe('password', () => {
  it('is 6-20 long (the chosen reading of spec §5)', () => {
    expect(passwordValid('12345')).toBe(false);
    expect(passwordValid('123456')).toBe(true);
    expect(passwordValid('a'.repeat(16))).toBe(true);
    expect(passwordValid('a'.repeat(17))).toBe(true);
    expect(passwordValid('a'.repeat(20))).toBe(true);
    expect(passwordValid('a'.repeat(21))).toBe(false);
  });

  it('a new one is letters and digits, typed twice alike', () => {
    const msg = '密码是长度为6-20位的字母、数字或组合';
    expect(newPasswordError('abc12', 'abc12')).toBe(msg);
    expect(newPasswordError('abc 123', 'abc 123')).toBe(msg);
    expect(newPasswordError('密码密码密码', '密码密码密码')).toBe(msg);
    expect(newPasswordError('a'.repeat(21), 'a'.repeat(21))).toBe(msg);
    expect(newPasswordError('abc123', 'abc124')).toBe('两次输入的密码不一致');
    expect(newPasswordError('abc123', 'abc123')).toBeNull();
    expect(newPasswordError('123456', '123456')).toBeNull();
  });

  it('agrees with the server on what a password may be', () => {
    for (const p of ['abc12', 'abc123', 'A'.repeat(20), 'A'.repeat(21), 'ab_123', 'abc１２３']) {
      expect(newPasswordError(p, p) === null, p).toBe(PASSWORD_PATTERN.test(p));
    }
  });
});

describe('login button (spec §5)', () => {
  const form = (patch: Partial<LoginForm>): LoginForm => ({
    loginType: 2,
    mobile: '13800000001',
    password: 'qiulive123',
    code: '',
    captchaPassed: false,
    ...patch,
  });

  it('password login: valid phone and a 6-20 password', () => {
    expect(loginButtonEnabled(form({}))).toBe(true);
    expect(loginButtonEnabled(form({ mobile: '1380000000' }))).toBe(false);
    expect(loginButtonEnabled(form({ password: '12345' }))).toBe(false);
    expect(loginButtonEnabled(form({ password: 'a'.repeat(21) }))).toBe(false);
  });

  it('code login: valid phone, captcha passed and a 6-long code', () => {
    const code = { loginType: 1 as const, password: '' };
    expect(loginButtonEnabled(form({ ...code, captchaPassed: true, code: '123456' }))).toBe(true);
    expect(loginButtonEnabled(form({ ...code, captchaPassed: false, code: '123456' }))).toBe(false);
    expect(loginButtonEnabled(form({ ...code, captchaPassed: true, code: '12345' }))).toBe(false);
    expect(
      loginButtonEnabled(form({ ...code, captchaPassed: true, code: '123456', mobile: '138' })),
    ).toBe(false);
  });
});

describe('reload after login (spec §4)', () => {
  it('reloads everywhere but on the register page', () => {
    expect(reloadAfterLogin('/')).toBe(true);
    expect(reloadAfterLogin('/about/10001')).toBe(true);
    expect(reloadAfterLogin('/user/pwd_find')).toBe(true);
    expect(reloadAfterLogin('/user/register')).toBe(false);
    expect(reloadAfterLogin('/user/register/')).toBe(false);
    expect(reloadAfterLogin('/user/registered')).toBe(true);
  });
});

describe('register and recovery forms', () => {
  const form = { mobile: '13800000001', code: '123456', password: 'abc123', again: 'abc123' };
  it('reports the first problem in field order', () => {
    expect(codeFormError(form)).toBeNull();
    expect(codeFormError({ ...form, mobile: '1380000000' })).toBe('请输入正确的手机号');
    expect(codeFormError({ ...form, mobile: '12800000001' })).toBe('请输入正确的手机号');
    expect(codeFormError({ ...form, mobile: '1380000000', code: '' })).toBe('请输入正确的手机号');
    expect(codeFormError({ ...form, code: '' })).toBe('请输入验证码！');
    expect(codeFormError({ ...form, code: '123' })).toBe('验证码错误，请确认后重新输入');
    expect(codeFormError({ ...form, password: '123' })).toBe(
      '密码是长度为6-20位的字母、数字或组合',
    );
    expect(codeFormError({ ...form, again: 'abc12' })).toBe('两次输入的密码不一致');
  });
});

const calls = vi.hoisted(() => ({
  userInfo: [] as ApiResult<unknown>[],
  expertInfo: [] as (() => Promise<ApiResult<unknown>>)[],
  expertAsked: 0,
  balances: [] as ApiResult<unknown>[],
  balancesAsked: 0,
}));

vi.mock('../../src/api/user', () => ({
  getUserInfo: async () => calls.userInfo.shift(),
}));
vi.mock('../../src/api/expert-console', () => ({
  getExpertInfo: () => {
    calls.expertAsked += 1;
    // Unscripted: the call failed (a test about something else).
    return calls.expertInfo.shift()?.() ?? Promise.resolve(refused(500));
  },
}));
vi.mock('../../src/api/pay', () => ({
  getBalances: async () => {
    calls.balancesAsked += 1;
    return calls.balances.shift();
  },
}));

const user = {
  id: 7,
  nickName: '球迷7',
  portrait: '',
  level: 3,
  isAnchor: 0,
  isExpert: 0,
} as const;
const fanInfo = {
  isExpert: 0,
  expert: null,
  application: { state: 'review', reason: null, createdAt: '2026-11-26T08:00:00.000Z' },
} as const;
const expertInfo = { isExpert: 1, expert: null, application: null } as const;
const ok = <T>(data: T): ApiResult<T> => ({ success: true, code: 200, msg: '', data });
const refused = (code: number): ApiResult<never> => ({
  success: false,
  code,
  msg: '请先登录',
  data: null,
  status: 401,
});

describe('login success (spec §4)', () => {
  beforeEach(() => {
    reset();
    calls.userInfo = [];
    calls.expertInfo = [];
    calls.expertAsked = 0;
    calls.balances = [];
    calls.balancesAsked = 0;
  });

  it('stores the token, closes the dialog and loads user info; balances are user$()’s, not asked here', async () => {
    openLogin();
    calls.userInfo.push(ok(user));
    calls.expertInfo.push(async () => ok(fanInfo));
    await expect(completeLogin('tok-1')).resolves.toBe(true);
    await vi.waitFor(() => expect(currentSession().expertsInfo).not.toBeNull());
    expect(currentSession()).toEqual({
      auth: 'tok-1',
      userInfo: user,
      expertsInfo: fanInfo,
      showLoginModel: false,
    });
    expect(calls.balancesAsked).toBe(0);
  });

  it('a refused user info removes the token and resets the state, balances unasked', async () => {
    calls.userInfo.push(refused(10005));
    await expect(completeLogin('tok-2')).resolves.toBe(false);
    expect(currentSession()).toMatchObject({ auth: '', userInfo: null });
    expect(calls.balancesAsked).toBe(0);
    // No user, so no expert info either.
    expect(calls.expertAsked).toBe(0);
  });

  it('then expert info (spec §4): a failure keeps the login; logout clears it', async () => {
    calls.userInfo.push(ok({ ...user, isExpert: 1 }));
    calls.expertInfo.push(async () => refused(500));
    await completeLogin('tok-5');
    await vi.waitFor(() => expect(calls.expertAsked).toBe(1));
    expect(currentSession()).toMatchObject({ auth: 'tok-5', expertsInfo: null });
    expect(currentSession().userInfo).not.toBeNull();

    reset();
    calls.userInfo.push(ok({ ...user, isExpert: 1 }));
    calls.expertInfo.push(async () => ok(expertInfo));
    await completeLogin('tok-6');
    await vi.waitFor(() => expect(currentSession().expertsInfo).toEqual(expertInfo));
    reset();
    expect(currentSession()).toMatchObject({ auth: '', userInfo: null, expertsInfo: null });
  });

  it('drops an expert info that answers after the user logged out', async () => {
    let answer: (r: ApiResult<unknown>) => void = () => {};
    calls.userInfo.push(ok(user));
    calls.expertInfo.push(() => new Promise((resolve) => (answer = resolve)));
    await completeLogin('tok-7');
    await vi.waitFor(() => expect(calls.expertAsked).toBe(1));
    reset();
    answer(ok(expertInfo));
    await new Promise((r) => setTimeout(r, 0));
    expect(currentSession().expertsInfo).toBeNull();
  });

  it('a renamed user replaces the stored one; reset clears everything', async () => {
    calls.userInfo.push(ok(user));
    await completeLogin('tok-4');
    storeUserInfo({ ...user, nickName: '新名字' });
    expect(currentSession().userInfo?.nickName).toBe('新名字');
    reset();
    expect(currentSession()).toMatchObject({ auth: '', userInfo: null });
    storeUserInfo(user);
    expect(currentSession().userInfo).toBeNull();
  });
});
