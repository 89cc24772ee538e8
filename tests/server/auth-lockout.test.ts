// Login lockouts no one can aim at a victim: captcha and lock per phone AND address, a per-address limit over many phones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_TYPE } from '../../contract/calls/sms';
import { errors } from '../../contract/errors';
import { PHONE_CAPTCHA_AFTER } from '../../server/modules/user/lockout';
import {
  ADDRESS_MAX_FAILED,
  ADDRESS_WINDOW_MS,
  addressBlockKey,
  beginAddressAttempt,
} from '../../server/modules/user/login-address-limit';
import { hashPassword } from '../../server/modules/user/password';
import { failure, freshSmsCode, newPhone, passwordFields, post } from './auth-support';
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

const newUser = async () => {
  const phone = newPhone();
  await createUserWithSession(t.database.db, { phone, passwordHash });
  return phone;
};

const login = (
  phone: string,
  password: string,
  remoteAddress: string,
  captchaVerification?: string,
) => passwordLoginFrom(t.app, phone, password, { remoteAddress, captchaVerification });

const codeOf = async (res: Promise<{ json(): { code: number } }>) => (await res).json().code;

/** What an attacker gets from one address: three guesses, two more with a solved captcha each. */
async function lockFrom(phone: string, address: string) {
  for (let i = 0; i < 5; i++) {
    const captcha = i >= 3 ? await loginCaptcha(t.app, phone) : undefined;
    expect(await codeOf(login(phone, `Wrong00${i}`, address, captcha))).toBe(
      errors.wrongCredentials.code,
    );
  }
  expect(await codeOf(login(phone, PASSWORD, address, await loginCaptcha(t.app, phone)))).toBe(
    errors.accountLocked.code,
  );
}

describe('the lock is per phone and address', () => {
  it("an attacker's five wrong passwords lock only the attacker's address; the owner logs straight in", async () => {
    const phone = await newUser();
    const attacker = newAddress();
    const owner = newAddress();
    await lockFrom(phone, attacker);
    // No captcha asked of the owner either: the attacker's failures stay with the attacker.
    const res = await login(phone, PASSWORD, owner);
    expect(res.json().code).toBe(200);
    expect(await codeOf(login(phone, PASSWORD, attacker, await loginCaptcha(t.app, phone)))).toBe(
      errors.accountLocked.code,
    );
  });

  it('counts an IPv6 /64 as one address', async () => {
    const phone = await newUser();
    for (let i = 0; i < 3; i++) {
      expect(await codeOf(login(phone, 'Wrong123', `2001:db8:7:1::${i + 1}`))).toBe(
        errors.wrongCredentials.code,
      );
    }
    expect(await codeOf(login(phone, PASSWORD, '2001:db8:7:1:ffff::9'))).toBe(
      errors.captchaRequired.code,
    );
    expect(await codeOf(login(phone, PASSWORD, '2001:db8:7:2::1'))).toBe(200);
  });

  it('retrieving the password lifts the lock of every address', async () => {
    const phone = await newUser();
    const [a, b] = [newAddress(), newAddress()];
    await lockFrom(phone, a);
    await lockFrom(phone, b);
    const verifyCode = await freshSmsCode(t.app, phone, SMS_TYPE.retrievePassword);
    const retrieved = await post(t.app, '/user/center/retrievePassword', {
      mobile: phone,
      verifyCode,
      ...(await passwordFields(t.app, 'NewPass333')),
    });
    expect(retrieved.json().code).toBe(200);
    expect(await codeOf(login(phone, 'NewPass333', a))).toBe(200);
    expect(await codeOf(login(phone, 'NewPass333', b))).toBe(200);
  });
});

describe('the login captcha', () => {
  /** An address that has failed three times at the phone, so its next try needs a captcha. */
  async function threeWrong(phone: string, address: string) {
    for (let i = 0; i < 3; i++) await login(phone, 'Wrong123', address);
    expect(await codeOf(login(phone, PASSWORD, address))).toBe(errors.captchaRequired.code);
  }

  it('is demanded after three failures from an address, and a verification passes once', async () => {
    const phone = await newUser();
    const address = newAddress();
    await threeWrong(phone, address);
    const captcha = await loginCaptcha(t.app, phone);
    expect(await codeOf(login(phone, 'Wrong999', address, captcha))).toBe(
      errors.wrongCredentials.code,
    );
    // Used up by that try, right or wrong.
    const again = await login(phone, PASSWORD, address, captcha);
    expect(again.json()).toEqual(failure(errors.captchaRequired));
    expect(again.statusCode).toBe(400);
    expect(await codeOf(login(phone, PASSWORD, address, await loginCaptcha(t.app, phone)))).toBe(
      200,
    );
  });

  it('takes only a verification for this phone and the login action', async () => {
    const phone = await newUser();
    const address = newAddress();
    await threeWrong(phone, address);
    const wrongOnes = [
      await loginCaptcha(t.app, newPhone()),
      await loginCaptcha(t.app, phone, `sms:${SMS_TYPE.login}`),
      'not-a-verification',
    ];
    for (const captcha of wrongOnes) {
      expect(await codeOf(login(phone, PASSWORD, address, captcha))).toBe(
        errors.captchaRequired.code,
      );
    }
    // None of those were counted as tries: two are still left before the lock.
    for (let i = 0; i < 2; i++) {
      expect(
        await codeOf(login(phone, 'Wrong123', address, await loginCaptcha(t.app, phone))),
      ).toBe(errors.wrongCredentials.code);
    }
  });

  it('is asked of every address once many addresses have failed at one phone, but never locks it', async () => {
    const phone = await newUser();
    for (let i = 0; i < PHONE_CAPTCHA_AFTER; i++) {
      expect(await codeOf(login(phone, 'Wrong123', newAddress()))).toBe(
        errors.wrongCredentials.code,
      );
    }
    const owner = newAddress();
    expect(await codeOf(login(phone, PASSWORD, owner))).toBe(errors.captchaRequired.code);
    expect(await codeOf(login(phone, PASSWORD, owner, await loginCaptcha(t.app, phone)))).toBe(200);
  });
});

describe('the per-address limit over many phones', () => {
  it(`refuses an address after ${ADDRESS_MAX_FAILED} failures over different phones, for 15 minutes; other addresses go on`, async () => {
    const stuffer = newAddress();
    for (let i = 0; i < ADDRESS_MAX_FAILED; i++) {
      expect(await codeOf(login(newPhone(), 'Leaked123', stuffer))).toBe(
        errors.wrongCredentials.code,
      );
    }
    const phone = await newUser();
    const refused = await login(phone, PASSWORD, stuffer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(
      failure(errors.loginAddressLimit, { retryAfter: expect.any(Number) }),
    );
    expect(refused.json().msg).toBe('登录失败次数过多，请15分钟后再试');
    expect(refused.json().data.retryAfter).toBeGreaterThan(14 * 60);
    expect(refused.json().data.retryAfter).toBeLessThanOrEqual(15 * 60);
    const ttl = await t.app.ctx.kv.ttl(addressBlockKey(stuffer));
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(await codeOf(login(phone, PASSWORD, newAddress()))).toBe(200);
  });

  it('does not count right logins: a shared address with many users keeps its allowance', async () => {
    const office = newAddress();
    const colleague = await newUser();
    for (let i = 0; i < ADDRESS_MAX_FAILED; i++) {
      if (i % 10 === 0) expect(await codeOf(login(colleague, PASSWORD, office))).toBe(200);
      expect(await codeOf(login(newPhone(), 'Typo1234', office))).toBe(
        errors.wrongCredentials.code,
      );
    }
    expect(await codeOf(login(colleague, PASSWORD, office))).toBe(errors.loginAddressLimit.code);
  });

  it('gives a parallel burst over many phones no more than the allowance', async () => {
    const stuffer = newAddress();
    const burst = await Promise.all(
      Array.from({ length: ADDRESS_MAX_FAILED + 15 }, () =>
        login(newPhone(), 'Leaked123', stuffer),
      ),
    );
    const codes = burst.map((r) => r.json().code);
    expect(codes.filter((c) => c === errors.wrongCredentials.code)).toHaveLength(
      ADDRESS_MAX_FAILED,
    );
    expect(codes.filter((c) => c === errors.loginAddressLimit.code)).toHaveLength(15);
  });

  it('counts wrong SMS codes too, and then refuses password logins from the address', async () => {
    const sprayer = newAddress();
    for (let i = 0; i < ADDRESS_MAX_FAILED; i++) {
      const res = await post(
        t.app,
        '/user/login',
        { mobile: newPhone(), mode: 1, verifyCode: '123456' },
        { remoteAddress: sprayer },
      );
      expect(res.json().code).toBe(errors.verifyCodeWrong.code);
    }
    const phone = await newUser();
    const code = await freshSmsCode(t.app, phone, SMS_TYPE.login);
    const byCode = await post(
      t.app,
      '/user/login',
      { mobile: phone, mode: 1, verifyCode: code },
      { remoteAddress: sprayer },
    );
    expect(byCode.json().code).toBe(errors.loginAddressLimit.code);
    expect(await codeOf(login(phone, PASSWORD, sprayer))).toBe(errors.loginAddressLimit.code);
    // The code was not used up by the refusal: the owner elsewhere still signs in with it.
    const elsewhere = await post(
      t.app,
      '/user/login',
      { mobile: phone, mode: 1, verifyCode: code },
      { remoteAddress: newAddress() },
    );
    expect(elsewhere.json().code).toBe(200);
  });

  it('weighs the previous window in, so a burst across the edge of a window gets no double allowance', async () => {
    const { kv } = t.app.ctx;
    const client = `edge-${newAddress()}`;
    const edge = Math.ceil(Date.now() / ADDRESS_WINDOW_MS) * ADDRESS_WINDOW_MS;
    for (let i = 0; i < ADDRESS_MAX_FAILED; i++) await beginAddressAttempt(kv, client, edge - 1);
    // Just after the edge nearly the whole previous window still lies within the last 15 minutes.
    await expect(beginAddressAttempt(kv, client, edge + 1)).rejects.toMatchObject({
      error: errors.loginAddressLimit,
    });
  });
});
