// POST /user/center/retrievePassword (new password, other sessions revoked, lock lifted) and POST /user/logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_TYPE } from '../../contract/calls/sms';
import { errors } from '../../contract/errors';
import { hashPassword } from '../../server/modules/user/password';
import {
  failure,
  freshSmsCode,
  get,
  newPhone,
  passwordFields,
  post,
  setCookieOf,
} from './auth-support';
import { startTestApp, type TestApp } from './harness';
import { loginCaptcha, passwordLoginFrom } from './login-support';
import { createUserWithSession } from './users';

let t: TestApp;
const OLD = 'OldPass111';
const NEW = 'NewPass222';
let oldHash: string;

beforeAll(async () => {
  t = await startTestApp();
  oldHash = await hashPassword(OLD);
});
afterAll(() => t.close());

const passwordLogin = async (mobile: string, password: string) =>
  post(t.app, '/user/login', { mobile, mode: 0, ...(await passwordFields(t.app, password)) });

const tokenWorks = async (token: string) =>
  (await get(t.app, '/user/center/info', { token })).json().code === 200;

async function retrieve(mobile: string, password: string, token?: string) {
  const verifyCode = await freshSmsCode(t.app, mobile, SMS_TYPE.retrievePassword);
  return post(
    t.app,
    '/user/center/retrievePassword',
    { mobile, verifyCode, ...(await passwordFields(t.app, password)) },
    { token },
  );
}

describe('POST /user/center/retrievePassword', () => {
  it('sets the new password: the old one stops working, every session ends', async () => {
    const mobile = newPhone();
    const { token: seeded } = await createUserWithSession(t.database.db, {
      phone: mobile,
      passwordHash: oldHash,
    });
    const loggedIn = (await passwordLogin(mobile, OLD)).json().data.token as string;
    expect(await tokenWorks(seeded)).toBe(true);

    const res = await retrieve(mobile, NEW);
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: null });
    expect(await tokenWorks(seeded)).toBe(false);
    expect(await tokenWorks(loggedIn)).toBe(false);
    expect((await passwordLogin(mobile, OLD)).json()).toEqual(failure(errors.wrongCredentials));
    expect((await passwordLogin(mobile, NEW)).json().code).toBe(200);
  });

  it("keeps the caller's own session and revokes the others", async () => {
    const mobile = newPhone();
    const { token: other } = await createUserWithSession(t.database.db, {
      phone: mobile,
      passwordHash: oldHash,
    });
    const mine = (await passwordLogin(mobile, OLD)).json().data.token as string;
    expect((await retrieve(mobile, NEW, mine)).json().code).toBe(200);
    expect(await tokenWorks(mine)).toBe(true);
    expect(await tokenWorks(other)).toBe(false);
  });

  it('lifts a password lock', async () => {
    const mobile = newPhone();
    await createUserWithSession(t.database.db, { phone: mobile, passwordHash: oldHash });
    // The fourth and fifth tries need a solved captcha (per phone and address, as the dialog does).
    for (let i = 0; i < 5; i++) {
      const captchaVerification = i >= 3 ? await loginCaptcha(t.app, mobile) : undefined;
      await passwordLoginFrom(t.app, mobile, 'Wrong123', { captchaVerification });
    }
    const captchaVerification = await loginCaptcha(t.app, mobile);
    expect((await passwordLoginFrom(t.app, mobile, OLD, { captchaVerification })).json().code).toBe(
      errors.accountLocked.code,
    );
    expect((await retrieve(mobile, NEW)).json().code).toBe(200);
    expect((await passwordLogin(mobile, NEW)).json().code).toBe(200);
  });

  it('needs a retrieve code: a login code or a wrong one is refused and nothing changes', async () => {
    const mobile = newPhone();
    await createUserWithSession(t.database.db, { phone: mobile, passwordHash: oldHash });
    const loginCode = await freshSmsCode(t.app, mobile, SMS_TYPE.login);
    const res = await post(t.app, '/user/center/retrievePassword', {
      mobile,
      verifyCode: loginCode,
      ...(await passwordFields(t.app, NEW)),
    });
    expect(res.json()).toEqual(failure(errors.verifyCodeWrong));
    expect((await passwordLogin(mobile, OLD)).json().code).toBe(200);
  });

  it('tells the holder of an unregistered phone so', async () => {
    const res = await retrieve(newPhone(), NEW);
    expect(res.json()).toEqual(failure(errors.phoneNotRegistered));
  });

  it('checks the new password against the rules', async () => {
    const mobile = newPhone();
    await createUserWithSession(t.database.db, { phone: mobile, passwordHash: oldHash });
    expect((await retrieve(mobile, 'ab')).json()).toEqual(failure(errors.passwordInvalid));
  });
});

describe('POST /user/logout', () => {
  it('ends the session of the token and clears the cookie', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const res = await post(t.app, '/user/logout', {}, { token });
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: null });
    expect(setCookieOf(res)).toMatch(/^auth=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    expect(await tokenWorks(token)).toBe(false);
  });

  it("leaves the user's other sessions alone", async () => {
    const mobile = newPhone();
    const { token: other } = await createUserWithSession(t.database.db, { phone: mobile });
    const { token } = await createUserWithSession(t.database.db);
    await post(t.app, '/user/logout', {}, { token });
    expect(await tokenWorks(other)).toBe(true);
  });

  it('is idempotent: again, with junk, or without a token it still answers 200', async () => {
    const { token } = await createUserWithSession(t.database.db);
    for (const opts of [{ token }, { token }, { token: 'x'.repeat(500) }, {}]) {
      const res = await post(t.app, '/user/logout', {}, opts);
      expect(res.json().code).toBe(200);
    }
  });

  it('does not act on the cookie alone (a cross-site form post cannot log the user out)', async () => {
    const { token } = await createUserWithSession(t.database.db);
    await t.app.inject({ method: 'POST', url: '/gw/user/logout', cookies: { auth: token } });
    expect(await tokenWorks(token)).toBe(true);
  });
});
