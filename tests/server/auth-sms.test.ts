// POST /inform/send/sms and GET /inform/verifyCode: captcha required once, resend wait, per-phone and per-IP caps, brute force stopped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_TYPE } from '../../contract/calls/sms';
import { errors } from '../../contract/errors';
import { SMS_MAX_WRONG_PER_CODE, SMS_PER_IP, SMS_PER_PHONE } from '../../server/modules/sms/limits';
import { smsResendKey } from '../../server/modules/sms/send';
import type { LocalSmsProvider } from '../../server/providers/sms';
import {
  failure,
  freshSmsCode,
  get,
  lastCode,
  newPhone,
  passedCaptcha,
  post,
  sendSms,
  solvedCaptcha,
} from './auth-support';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Each test from its own address, so the per-IP cap of one test never reaches another. */
let addressCount = 0;
const newAddress = () => `10.1.${Math.floor(++addressCount / 250)}.${addressCount % 250}`;

const send = (body: Record<string, unknown>, remoteAddress = newAddress()) =>
  post(t.app, '/inform/send/sms', body, { remoteAddress });

const verify = (mobile: string, verifyCode: string, extra = '', remoteAddress?: string) =>
  get(
    t.app,
    `/inform/verifyCode?mobile=${mobile}&verifyCode=${encodeURIComponent(verifyCode)}${extra}`,
    { remoteAddress },
  );

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /inform/send/sms', () => {
  it('texts a 6-digit code once the captcha has passed, answering 已发送', async () => {
    const mobile = newPhone();
    const captchaVerification = await passedCaptcha(t.app, mobile, SMS_TYPE.login);
    const res = await send({ captchaVerification, mobile, type: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: '已发送',
      data: { retryAfter: 60, expiresIn: 300 },
    });
    const [text] = (t.app.sms as LocalSmsProvider).recent(mobile);
    expect(text?.text).toMatch(/登录验证码是\d{6}，5分钟内有效/);
    expect(lastCode(t.app, mobile)).toMatch(/^\d{6}$/);
  });

  it('refuses a missing or unknown captcha verification with 11002', async () => {
    const mobile = newPhone();
    for (const captchaVerification of ['', 'not-a-verification']) {
      const res = await send({ captchaVerification, mobile, type: 3 });
      expect(res.json()).toEqual(failure(errors.captchaRequired));
      expect(res.json().msg).toBe('请先完成安全验证');
    }
    expect((t.app.sms as LocalSmsProvider).recent(mobile)).toHaveLength(0);
  });

  it('takes the value a real slider check earned (captcha/get, captcha/check), once', async () => {
    const mobile = newPhone();
    const captchaVerification = await solvedCaptcha(t.app, mobile, SMS_TYPE.register);
    expect((await send({ captchaVerification, mobile, type: 1 })).json().code).toBe(200);
    await t.app.ctx.kv.delete(smsResendKey(mobile));
    expect((await send({ captchaVerification, mobile, type: 1 })).json()).toEqual(
      failure(errors.captchaRequired),
    );
    const earnedForRegister = await solvedCaptcha(t.app, mobile, SMS_TYPE.register);
    expect(
      (await send({ captchaVerification: earnedForRegister, mobile, type: 3 })).json().code,
    ).toBe(errors.captchaRequired.code);
  });

  it('refuses a replayed verification, even for another phone after the wait', async () => {
    const mobile = newPhone();
    const captchaVerification = await passedCaptcha(t.app, mobile, SMS_TYPE.login);
    expect((await send({ captchaVerification, mobile, type: 3 })).json().code).toBe(200);
    await t.app.ctx.kv.delete(smsResendKey(mobile));
    const replay = await send({ captchaVerification, mobile, type: 3 });
    expect(replay.json()).toEqual(failure(errors.captchaRequired));
    expect((t.app.sms as LocalSmsProvider).recent(mobile)).toHaveLength(1);
  });

  it('refuses a verification earned for another phone or another action', async () => {
    const mobile = newPhone();
    const forOther = await passedCaptcha(t.app, newPhone(), SMS_TYPE.login);
    expect((await send({ captchaVerification: forOther, mobile, type: 3 })).json().code).toBe(
      errors.captchaRequired.code,
    );
    const forRegister = await passedCaptcha(t.app, mobile, SMS_TYPE.register);
    expect((await send({ captchaVerification: forRegister, mobile, type: 3 })).json().code).toBe(
      errors.captchaRequired.code,
    );
  });

  it('sends a phone one code a minute: a second send answers 11003 with retryAfter', async () => {
    const mobile = newPhone();
    expect((await sendSms(t.app, mobile, SMS_TYPE.login)).json().code).toBe(200);
    const captchaVerification = await passedCaptcha(t.app, mobile, SMS_TYPE.login);
    const again = await send({ captchaVerification, mobile, type: 3 });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      code: errors.smsTooFrequent.code,
      msg: '验证码发送过于频繁，请稍后再试',
    });
    expect(again.json().data.retryAfter).toBeGreaterThan(0);
    expect(again.json().data.retryAfter).toBeLessThanOrEqual(60);
    // The refused send did not spend the user's passed captcha.
    await t.app.ctx.kv.delete(smsResendKey(mobile));
    expect((await send({ captchaVerification, mobile, type: 3 })).json().code).toBe(200);
  });

  it(`sends a phone at most ${SMS_PER_PHONE.max} codes a day`, async () => {
    const mobile = newPhone();
    for (let i = 0; i < SMS_PER_PHONE.max; i++) await freshSmsCode(t.app, mobile, SMS_TYPE.login);
    await t.app.ctx.kv.delete(smsResendKey(mobile));
    const captchaVerification = await passedCaptcha(t.app, mobile, SMS_TYPE.login);
    const res = await send({ captchaVerification, mobile, type: 3 });
    expect(res.json()).toEqual(failure(errors.smsDailyLimit));
  });

  it('caps sends per client address; a spoofed X-Forwarded-For does not reset the count', async () => {
    const remoteAddress = newAddress();
    for (let i = 0; i < SMS_PER_IP.max; i++) {
      const mobile = newPhone();
      const res = await post(
        t.app,
        '/inform/send/sms',
        { captchaVerification: await passedCaptcha(t.app, mobile, 3), mobile, type: 3 },
        { remoteAddress, headers: { 'x-forwarded-for': `203.0.113.${i}` } },
      );
      expect(res.json().code).toBe(200);
    }
    const mobile = newPhone();
    const over = await post(
      t.app,
      '/inform/send/sms',
      { captchaVerification: await passedCaptcha(t.app, mobile, 3), mobile, type: 3 },
      {
        remoteAddress,
        headers: { 'x-forwarded-for': '198.51.100.77', 'x-real-ip': '198.51.100.78' },
      },
    );
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(errors.smsIpLimit.code);
    expect(over.json().data.retryAfter).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await sendSms(t.app, mobile, 3, { remoteAddress: newAddress() })).json().code).toBe(
      200,
    );
  });

  it('counts refused attempts against the address too (captcha guessing)', async () => {
    const remoteAddress = newAddress();
    for (let i = 0; i < SMS_PER_IP.max; i++) {
      await send({ captchaVerification: `guess-${i}`, mobile: newPhone(), type: 3 }, remoteAddress);
    }
    const mobile = newPhone();
    const res = await sendSms(t.app, mobile, 3, { remoteAddress });
    expect(res.json().code).toBe(errors.smsIpLimit.code);
  });

  it('refuses a wrong phone with the spec message and an unknown type', async () => {
    const captchaVerification = await passedCaptcha(t.app, '13800000000', 3);
    for (const mobile of ['12800000000', '1380000000', 'abc']) {
      expect((await send({ captchaVerification, mobile, type: 3 })).json()).toEqual(
        failure(errors.phoneInvalid),
      );
    }
    for (const type of [0, 4, 'x']) {
      const res = await send({ captchaVerification, mobile: newPhone(), type });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(errors.badParams.code);
    }
    const extra = await send({ captchaVerification, mobile: newPhone(), type: 3, admin: 1 });
    expect(extra.json().code).toBe(errors.badParams.code);
  });
});

describe('GET /inform/verifyCode', () => {
  it('says whether the code is right without using it up', async () => {
    const mobile = newPhone();
    const code = await freshSmsCode(t.app, mobile, SMS_TYPE.register);
    expect((await verify(mobile, code)).json()).toEqual({ code: 200, msg: 'success', data: null });
    expect((await verify(mobile, code, '&type=1')).json().code).toBe(200);
    expect((await verify(mobile, code, '&type=3')).json()).toEqual(failure(errors.verifyCodeWrong));
    expect((await verify(mobile, wrongOf(code))).json()).toEqual(failure(errors.verifyCodeWrong));
    expect((await verify(mobile, '')).json()).toEqual(failure(errors.verifyCodeEmpty));
    expect((await verify(mobile, code)).json().code).toBe(200);
  });

  it('burns the code after five wrong tries, for the address that made them', async () => {
    const mobile = newPhone();
    const code = await freshSmsCode(t.app, mobile, SMS_TYPE.login);
    const wrong = wrongOf(code);
    for (let i = 0; i < 4; i++) {
      expect((await verify(mobile, wrong)).json()).toEqual(failure(errors.verifyCodeWrong));
    }
    expect((await verify(mobile, wrong)).json()).toEqual(failure(errors.verifyCodeBurned));
    expect((await verify(mobile, code)).json()).toEqual(failure(errors.verifyCodeBurned));
    const login = await post(t.app, '/user/login', { mobile, mode: 1, verifyCode: code });
    expect(login.json()).toEqual(failure(errors.verifyCodeBurned));
  });

  it('a stranger’s wrong guesses do not cost the owner the code they are typing', async () => {
    const mobile = newPhone();
    const code = await freshSmsCode(t.app, mobile, SMS_TYPE.login);
    const stranger = newAddress();
    for (let i = 0; i < 5; i++) await verify(mobile, wrongOf(code), '', stranger);
    expect((await verify(mobile, code, '', stranger)).json()).toEqual(
      failure(errors.verifyCodeBurned),
    );
    const owner = newAddress();
    const login = await post(
      t.app,
      '/user/login',
      { mobile, mode: 1, verifyCode: code },
      { remoteAddress: owner },
    );
    expect(login.json().code).toBe(200);
  });

  it('burns the code for everyone after thirty wrong tries from many addresses', async () => {
    const mobile = newPhone();
    const code = await freshSmsCode(t.app, mobile, SMS_TYPE.login);
    for (let i = 0; i < SMS_MAX_WRONG_PER_CODE; i++) {
      await verify(mobile, wrongOf(code), '', newAddress());
    }
    const fresh = newAddress();
    expect((await verify(mobile, code, '', fresh)).json()).toEqual(failure(errors.verifyCodeWrong));
  });

  it('burns the code under a burst of parallel wrong guesses too', async () => {
    const mobile = newPhone();
    const code = await freshSmsCode(t.app, mobile, SMS_TYPE.login);
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1e6).padStart(6, '0'),
    );
    const answers = await Promise.all(guesses.map((g) => verify(mobile, g)));
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === errors.verifyCodeWrong.code).length).toBeGreaterThanOrEqual(4);
    expect(codes.filter((c) => c === errors.verifyCodeBurned.code).length).toBeGreaterThanOrEqual(
      1,
    );
    expect((await verify(mobile, code)).json()).toEqual(failure(errors.verifyCodeBurned));
  });

  it('counts wrong tries at login as well, and a new code starts a fresh count', async () => {
    const mobile = newPhone();
    const first = await freshSmsCode(t.app, mobile, SMS_TYPE.login);
    for (let i = 0; i < 4; i++) {
      await post(t.app, '/user/login', { mobile, mode: 1, verifyCode: wrongOf(first) });
    }
    expect((await verify(mobile, wrongOf(first))).json()).toEqual(failure(errors.verifyCodeBurned));
    const code = await freshSmsCode(t.app, mobile, SMS_TYPE.login);
    for (let i = 0; i < 4; i++) await verify(mobile, wrongOf(code));
    expect((await verify(mobile, code)).json().code).toBe(200);
  });

  it('refuses a wrong phone', async () => {
    expect((await verify('12345', '123456')).json()).toEqual(failure(errors.phoneInvalid));
  });
});
