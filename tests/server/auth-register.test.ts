// GET /user/check/nick-name and POST /user/register: free names, taken phones and names, logged in on success.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_TYPE } from '../../contract/calls/sms';
import { errors } from '../../contract/errors';
import { users } from '../../server/db/schema';
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
import { createUserWithSession } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let names = 0;
const newNickName = () => `新球迷_${process.pid % 1000}${++names}`;

const checkName = (nickName: string) =>
  get(t.app, `/user/check/nick-name?nickName=${encodeURIComponent(nickName)}`);

async function registerWith(mobile: string, nickName: string, password = 'Pass1234', extra = {}) {
  const verifyCode = await freshSmsCode(t.app, mobile, SMS_TYPE.register);
  return post(t.app, '/user/register', {
    mobile,
    verifyCode,
    nickName,
    ...(await passwordFields(t.app, password)),
    ...extra,
  });
}

describe('GET /user/check/nick-name', () => {
  it('says a free name is available and a taken one is not', async () => {
    const taken = newNickName();
    await createUserWithSession(t.database.db, { nickName: taken });
    expect((await checkName(newNickName())).json()).toEqual({
      code: 200,
      msg: 'success',
      data: { available: true },
    });
    expect((await checkName(taken)).json().data).toEqual({ available: false });
    expect((await checkName(` ${taken} `)).json().data).toEqual({ available: false });
  });

  it('refuses names outside 2-12 Chinese characters, letters, digits or _', async () => {
    for (const name of ['a', 'x'.repeat(13), '球 迷', 'a-b', '<b>', '']) {
      const res = await checkName(name);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(failure(errors.nickNameInvalid));
    }
    for (const name of ['官方客服', 'Fuck_you']) {
      expect((await checkName(name)).json()).toEqual(failure(errors.nickNameBlocked));
    }
    for (const name of ['球迷', 'ab', 'A_1', '十二个字的昵称也可以用的']) {
      expect((await checkName(name)).json().code).toBe(200);
    }
  });
});

describe('POST /user/register', () => {
  it('creates the user with an scrypt hash and logs in (token and 30-day cookie)', async () => {
    const mobile = newPhone();
    const nickName = newNickName();
    const res = await registerWith(mobile, nickName, 'Pass1234');
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: { token: expect.any(String) } });
    expect(setCookieOf(res)).toMatch(/^auth=[^;]+; Max-Age=2592000/);
    const info = await get(t.app, '/user/center/info', { token: res.json().data.token });
    expect(info.json().data).toMatchObject({ nickName, level: 0, isAnchor: 0, isExpert: 0 });

    const [row] = await t.database.db.select().from(users).where(eq(users.phone, mobile));
    expect(row?.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row?.passwordHash).not.toContain('Pass1234');

    const login = await post(t.app, '/user/login', {
      mobile,
      mode: 0,
      ...(await passwordFields(t.app, 'Pass1234')),
    });
    expect(login.json().code).toBe(200);
  });

  it('answers 11005 该手机号已注册 for a registered phone (to the phone holder only)', async () => {
    const mobile = newPhone();
    await createUserWithSession(t.database.db, { phone: mobile });
    const res = await registerWith(mobile, newNickName());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(failure(errors.phoneRegistered));
    expect(res.json().msg).toBe('该手机号已注册');
  });

  it('answers a taken nick name before using up the code', async () => {
    const taken = newNickName();
    await createUserWithSession(t.database.db, { nickName: taken });
    const mobile = newPhone();
    const verifyCode = await freshSmsCode(t.app, mobile, SMS_TYPE.register);
    const body = { mobile, verifyCode, nickName: taken };
    const res = await post(t.app, '/user/register', {
      ...body,
      ...(await passwordFields(t.app, 'Pass1234')),
    });
    expect(res.json()).toEqual(failure(errors.nickNameTaken));
    const retry = await post(t.app, '/user/register', {
      ...body,
      nickName: newNickName(),
      ...(await passwordFields(t.app, 'Pass1234')),
    });
    expect(retry.json().code).toBe(200);
  });

  it('refuses a wrong code, a login code and an empty one', async () => {
    const mobile = newPhone();
    const loginCode = await freshSmsCode(t.app, mobile, SMS_TYPE.login);
    const attempt = async (verifyCode: string) =>
      post(t.app, '/user/register', {
        mobile,
        verifyCode,
        nickName: newNickName(),
        ...(await passwordFields(t.app, 'Pass1234')),
      });
    expect((await attempt(loginCode)).json()).toEqual(failure(errors.verifyCodeWrong));
    expect((await attempt('')).json()).toEqual(failure(errors.verifyCodeEmpty));
    const [row] = await t.database.db.select().from(users).where(eq(users.phone, mobile));
    expect(row).toBeUndefined();
  });

  it('checks the password rules and the nick name', async () => {
    const mobile = newPhone();
    expect((await registerWith(mobile, newNickName(), 'short')).json()).toEqual(
      failure(errors.passwordInvalid),
    );
    expect((await registerWith(mobile, 'x')).json()).toEqual(failure(errors.nickNameInvalid));
    const badPhone = await post(t.app, '/user/register', {
      mobile: '1234',
      verifyCode: '123456',
      nickName: newNickName(),
      ...(await passwordFields(t.app, 'Pass1234')),
    });
    expect(badPhone.json()).toEqual(failure(errors.phoneInvalid));
  });

  it('sets a session cookie with auto=0', async () => {
    const res = await registerWith(newPhone(), newNickName(), 'Pass1234', { auto: 0 });
    expect(res.json().code).toBe(200);
    expect(setCookieOf(res)).not.toMatch(/Max-Age|Expires/i);
  });
});
