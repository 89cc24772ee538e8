// The dev SMS inbox exists only in demo mode; a production-like site (DEMO_DATA=0, behind a TLS proxy) has none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_TYPE } from '../../contract/calls/sms';
import { errors } from '../../contract/errors';
import { SMS_PER_IP } from '../../server/modules/sms/limits';
import { hashPassword } from '../../server/modules/user/password';
import {
  get,
  lastCode,
  newPhone,
  passedCaptcha,
  passwordFields,
  post,
  sendSms,
  setCookieOf,
} from './auth-support';
import { startTestApp, type TestApp } from './harness';
import { createUserWithSession } from './users';

describe('demo mode (DEMO_DATA=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { DEMO_DATA: '1' } });
  });
  afterAll(() => t.close());

  it('lists the last codes per phone as a Chinese page', async () => {
    const a = newPhone();
    const b = newPhone();
    await sendSms(t.app, a, SMS_TYPE.register);
    await sendSms(t.app, b, SMS_TYPE.login);
    const res = await get(t.app, '/dev/sms-inbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('短信收件箱');
    expect(res.body).toContain(a);
    expect(res.body).toContain(lastCode(t.app, a));
    expect(res.body).toContain(lastCode(t.app, b));
    // The newest phone comes first.
    expect(res.body.indexOf(b)).toBeLessThan(res.body.indexOf(a));
  });

  it('answers the same as JSON, for one phone when asked', async () => {
    const mobile = newPhone();
    await sendSms(t.app, mobile, SMS_TYPE.login);
    const res = await get(t.app, `/dev/sms-inbox.json?mobile=${mobile}`);
    const { code, data } = res.json();
    expect(code).toBe(200);
    expect(data).toEqual([
      {
        mobile,
        code: lastCode(t.app, mobile),
        text: expect.stringContaining('登录验证码'),
        sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    const all = (await get(t.app, '/dev/sms-inbox.json')).json().data as { mobile: string }[];
    expect(all.length).toBeGreaterThan(1);
  });
});

describe('a production-like site (DEMO_DATA=0, behind a TLS proxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { DEMO_DATA: '0', TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  it('has no inbox: both paths answer 404', async () => {
    await sendSms(t.app, newPhone(), SMS_TYPE.login);
    for (const path of ['/dev/sms-inbox', '/dev/sms-inbox.json']) {
      const res = await get(t.app, path);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(errors.notFound.code);
    }
  });

  it('still sends codes through the local provider', async () => {
    const mobile = newPhone();
    expect((await sendSms(t.app, mobile, SMS_TYPE.login)).json().code).toBe(200);
    expect(lastCode(t.app, mobile)).toMatch(/^\d{6}$/);
  });

  it('marks the auth cookie Secure when the proxy says the request came over https', async () => {
    const phone = newPhone();
    await createUserWithSession(t.database.db, {
      phone,
      passwordHash: await hashPassword('Secure123'),
    });
    const res = await post(
      t.app,
      '/user/login',
      { mobile: phone, mode: 0, auto: 1, ...(await passwordFields(t.app, 'Secure123')) },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(res.json().code).toBe(200);
    expect(setCookieOf(res)).toMatch(/; Secure(;|$)/);
  });

  it('counts the SMS cap per client as the trusted proxy reports it', async () => {
    const send = async (client: string) => {
      const mobile = newPhone();
      return post(
        t.app,
        '/inform/send/sms',
        { captchaVerification: await passedCaptcha(t.app, mobile, 3), mobile, type: 3 },
        { headers: { 'x-forwarded-for': client } },
      );
    };
    for (let i = 0; i < SMS_PER_IP.max; i++)
      expect((await send('198.51.100.1')).json().code).toBe(200);
    expect((await send('198.51.100.1')).json().code).toBe(errors.smsIpLimit.code);
    expect((await send('198.51.100.2')).json().code).toBe(200);
  });
});
