// POST /user/login: password (10011, captcha after three, lock after five per address, unknown phones alike), SMS code, cookies.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMS_TYPE } from '../../contract/calls/sms';
import { errors } from '../../contract/errors';
import { users } from '../../server/db/schema';
import { smsCodeKey } from '../../server/modules/sms/codes';
import { loginLockKey, loginTriesKey } from '../../server/modules/user/lockout';
import { hashPassword } from '../../server/modules/user/password';
import { expireNow, failure, freshSmsCode, get, newPhone, post, setCookieOf } from './auth-support';
import { startTestApp, type TestApp } from './harness';
import { loginCaptcha, newAddress, passwordLoginFrom } from './login-support';
import { createUserWithSession } from './users';

let t: TestApp;
const PASSWORD = 'Goal2024';
let passwordHash: string;

beforeAll(async () => {
  t = await startTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

// Each test logs in from its own address: the per-address limit must not carry from one to the next.
let from: string;
beforeEach(() => {
  from = newAddress();
});

const newUser = async () => {
  const phone = newPhone();
  const { user } = await createUserWithSession(t.database.db, { phone, passwordHash });
  return { phone, user };
};

const passwordLogin = (
  mobile: string,
  password: string,
  extra = {},
  captchaVerification?: string,
) =>
  passwordLoginFrom(t.app, mobile, password, { remoteAddress: from, captchaVerification, extra });

/** A wrong password after the third needs a passed captcha: these are the tries an attacker gets. */
const fiveWrong = async (phone: string) => {
  for (let i = 0; i < 5; i++) {
    const captcha = i >= 3 ? await loginCaptcha(t.app, phone) : undefined;
    expect((await passwordLogin(phone, `Wrong00${i}`, {}, captcha)).json()).toEqual(
      failure(errors.wrongCredentials),
    );
  }
};

const codeLogin = (mobile: string, verifyCode: string | undefined, extra = {}) =>
  post(
    t.app,
    '/user/login',
    { mobile, mode: 1, auto: 1, verifyCode, ...extra },
    { remoteAddress: from },
  );

const userInfo = (token: string) => get(t.app, '/user/center/info', { token });

describe('POST /user/login with a password (mode 0)', () => {
  it('answers data.token for the right password; the token works as the accessToken header', async () => {
    const { phone, user } = await newUser();
    const res = await passwordLogin(phone, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: { token: expect.any(String) } });
    const info = await userInfo(res.json().data.token);
    expect(info.json().data).toMatchObject({ id: user.id, nickName: user.nickName });
  });

  it('accepts the phone with separators, stripped to digits (spec §5)', async () => {
    const { phone } = await newUser();
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 7)}-${phone.slice(7)}`;
    expect((await passwordLogin(spaced, PASSWORD)).json().code).toBe(200);
  });

  it('answers a wrong password and an unknown phone with the same 10011 answer', async () => {
    const { phone } = await newUser();
    const wrong = await passwordLogin(phone, 'Wrong999');
    const unknown = await passwordLogin(newPhone(), PASSWORD);
    expect(wrong.json()).toEqual(failure(errors.wrongCredentials));
    expect(wrong.json().msg).toBe('用户名或密码输入错误，超过五次将被锁定！');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(setCookieOf(wrong)).toBeUndefined();
  });

  it('answers 10011 for an account that has no password yet (SMS-only)', async () => {
    const phone = newPhone();
    await createUserWithSession(t.database.db, { phone });
    expect((await passwordLogin(phone, PASSWORD)).json()).toEqual(failure(errors.wrongCredentials));
  });

  it('asks for a captcha after three wrong passwords, before checking the fourth', async () => {
    const { phone } = await newUser();
    for (let i = 0; i < 3; i++) {
      expect((await passwordLogin(phone, `Wrong00${i}`)).json()).toEqual(
        failure(errors.wrongCredentials),
      );
    }
    // Even the right password is not looked at without the captcha.
    const asked = await passwordLogin(phone, PASSWORD);
    expect(asked.json()).toEqual(failure(errors.captchaRequired));
    expect(asked.json().msg).toBe('请先完成安全验证');
    expect(setCookieOf(asked)).toBeUndefined();
    const res = await passwordLogin(phone, PASSWORD, {}, await loginCaptcha(t.app, phone));
    expect(res.json().code).toBe(200);
  });

  it('locks the phone for this address after five wrong passwords, even against the right one, for 15 minutes', async () => {
    const { phone } = await newUser();
    await fiveWrong(phone);
    const locked = await passwordLogin(phone, PASSWORD, {}, await loginCaptcha(t.app, phone));
    expect(locked.json()).toEqual(failure(errors.accountLocked));
    expect(locked.json().msg).toBe('账号已被锁定，请15分钟后再试');
    expect(locked.statusCode).toBe(429);
    const lockKey = await loginLockKey(t.app.ctx.kv, phone, from);
    const ttl = await t.app.ctx.kv.ttl(lockKey);
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);

    // When the quarter hour is over the lock and the count (which began before it) are both gone:
    // the owner starts afresh, no captcha needed.
    await expireNow(t.app, lockKey);
    await expireNow(t.app, await loginTriesKey(t.app.ctx.kv, phone, from));
    expect((await passwordLogin(phone, PASSWORD)).json().code).toBe(200);
  });

  it('locks an unknown phone exactly like a known one', async () => {
    const known = (await newUser()).phone;
    const unknown = newPhone();
    for (const phone of [known, unknown]) {
      for (let i = 0; i < 3; i++) await passwordLogin(phone, 'Wrong123');
      const needA = await passwordLogin(phone, 'Wrong123');
      expect(needA.json()).toEqual(failure(errors.captchaRequired));
      for (let i = 0; i < 2; i++) {
        await passwordLogin(phone, 'Wrong123', {}, await loginCaptcha(t.app, phone));
      }
    }
    const a = await passwordLogin(known, 'Wrong123');
    const b = await passwordLogin(unknown, 'Wrong123');
    expect(a.json()).toEqual(failure(errors.accountLocked));
    expect(b.body).toBe(a.body);
    expect(b.statusCode).toBe(a.statusCode);
  });

  it('starts the count again after a right password', async () => {
    const { phone } = await newUser();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 3; i++) {
        expect((await passwordLogin(phone, 'Wrong123')).json().code).toBe(
          errors.wrongCredentials.code,
        );
      }
      const captcha = await loginCaptcha(t.app, phone);
      expect((await passwordLogin(phone, PASSWORD, {}, captcha)).json().code).toBe(200);
    }
  });

  it('gives a burst of parallel guesses no more than three tries without a captcha', async () => {
    const { phone } = await newUser();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => passwordLogin(phone, `Guess${i}00`)),
    );
    const codes = guesses.map((r) => r.json().code);
    expect(codes.filter((c) => c === errors.wrongCredentials.code)).toHaveLength(3);
    for (const code of codes) {
      expect([
        errors.wrongCredentials.code,
        errors.captchaRequired.code,
        errors.accountLocked.code,
      ]).toContain(code);
    }
  });

  it('gives a burst with a captcha each no more than five tries between them', async () => {
    const { phone } = await newUser();
    const captchas = await Promise.all(
      Array.from({ length: 12 }, () => loginCaptcha(t.app, phone)),
    );
    const guesses = await Promise.all(
      captchas.map((captcha, i) => passwordLogin(phone, `Guess${i}00`, {}, captcha)),
    );
    const codes = guesses.map((r) => r.json().code);
    expect(codes.filter((c) => c === errors.wrongCredentials.code)).toHaveLength(5);
    expect(codes.filter((c) => c === errors.accountLocked.code)).toHaveLength(7);
  });

  it('refuses a wrong phone with the spec message, and a missing mode', async () => {
    for (const mobile of ['12345678901', '1380000000', '23800000001', '']) {
      const res = await passwordLogin(mobile, PASSWORD);
      expect(res.json()).toEqual(failure(errors.phoneInvalid));
      expect(res.json().msg).toBe('请输入正确的手机号');
    }
    const res = await post(t.app, '/user/login', { mobile: newPhone() });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(errors.badParams.code);
  });
});

describe('the auth cookie', () => {
  it('lives 30 days with auto=1, is readable by the client (not HttpOnly), Lax, on /', async () => {
    const { phone } = await newUser();
    const res = await passwordLogin(phone, PASSWORD, { auto: 1 });
    const cookie = setCookieOf(res);
    expect(cookie).toContain(`auth=${res.json().data.token}`);
    expect(cookie).toMatch(/; Max-Age=2592000(;|$)/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('is a session cookie with auto=0 or without auto', async () => {
    const { phone } = await newUser();
    for (const extra of [{ auto: 0 }, {}]) {
      const res = await passwordLogin(phone, PASSWORD, extra);
      const cookie = setCookieOf(res);
      expect(cookie).toContain(`auth=${res.json().data.token}`);
      expect(cookie).not.toMatch(/Max-Age|Expires/i);
    }
  });

  it('logs in GETs on its own (spec §4 auth cookie on navigation)', async () => {
    const { phone, user } = await newUser();
    const res = await passwordLogin(phone, PASSWORD, { auto: 1 });
    const info = await t.app.inject({
      url: '/gw/user/center/info',
      cookies: { auth: res.json().data.token },
    });
    expect(info.json().data.id).toBe(user.id);
  });
});

describe('POST /user/login with an SMS code (mode 1)', () => {
  it('logs an existing user in with the right code', async () => {
    const { phone, user } = await newUser();
    const code = await freshSmsCode(t.app, phone, SMS_TYPE.login);
    const res = await codeLogin(phone, code);
    expect(res.json().code).toBe(200);
    expect(setCookieOf(res)).toMatch(/Max-Age=2592000/);
    expect((await userInfo(res.json().data.token)).json().data.id).toBe(user.id);
  });

  it('uses the code up: the same code a second time is refused', async () => {
    const { phone } = await newUser();
    const code = await freshSmsCode(t.app, phone, SMS_TYPE.login);
    expect((await codeLogin(phone, code)).json().code).toBe(200);
    expect((await codeLogin(phone, code)).json()).toEqual(failure(errors.verifyCodeWrong));
  });

  it('registers a phone seen for the first time, with a generated nick name and no password', async () => {
    const phone = newPhone();
    const code = await freshSmsCode(t.app, phone, SMS_TYPE.login);
    const res = await codeLogin(phone, code);
    expect(res.json().code).toBe(200);
    const info = (await userInfo(res.json().data.token)).json().data;
    expect(info.nickName).toMatch(/^球友\d{8}$/);
    expect(info).toMatchObject({ level: 0, isAnchor: 0, isExpert: 0, portrait: '' });
    const [row] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(row?.passwordHash).toBeNull();
    expect(row?.id).toBe(info.id);
  });

  it('refuses a wrong code with the spec message, and keeps the right one usable', async () => {
    const { phone } = await newUser();
    const code = await freshSmsCode(t.app, phone, SMS_TYPE.login);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await codeLogin(phone, wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(failure(errors.verifyCodeWrong));
    expect(res.json().msg).toBe('验证码错误，请确认后重新输入');
    expect((await codeLogin(phone, code)).json().code).toBe(200);
  });

  it('answers 请输入验证码！ for an empty code and 验证码错误 for a wrong length', async () => {
    const { phone } = await newUser();
    for (const verifyCode of [undefined, '', '   ']) {
      const res = await codeLogin(phone, verifyCode);
      expect(res.json()).toEqual(failure(errors.verifyCodeEmpty));
      expect(res.json().msg).toBe('请输入验证码！');
    }
    for (const verifyCode of ['12345', '1234567', 'abcdef']) {
      expect((await codeLogin(phone, verifyCode)).json()).toEqual(failure(errors.verifyCodeWrong));
    }
  });

  it('refuses an expired code', async () => {
    const { phone } = await newUser();
    const code = await freshSmsCode(t.app, phone, SMS_TYPE.login);
    await expireNow(t.app, smsCodeKey(phone));
    expect((await codeLogin(phone, code)).json()).toEqual(failure(errors.verifyCodeWrong));
  });

  it('refuses a code sent for another action (register, retrieve)', async () => {
    const { phone } = await newUser();
    for (const type of [SMS_TYPE.register, SMS_TYPE.retrievePassword]) {
      const code = await freshSmsCode(t.app, phone, type);
      expect((await codeLogin(phone, code)).json()).toEqual(failure(errors.verifyCodeWrong));
    }
  });

  it('lets the owner in by code while passwords are locked', async () => {
    const { phone } = await newUser();
    await fiveWrong(phone);
    expect((await passwordLogin(phone, PASSWORD)).json().code).toBe(errors.accountLocked.code);
    const code = await freshSmsCode(t.app, phone, SMS_TYPE.login);
    expect((await codeLogin(phone, code)).json().code).toBe(200);
  });
});
