// GET /user/key/getDynamicKey and the password cipher: one-time 16-character keys, 120 s life, crypto-js compatible.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { DYNAMIC_KEY_PER_IP, dynamicKeyKv } from '../../server/modules/user/dynamic-key';
import { hashPassword } from '../../server/modules/user/password';
import { decryptPassword } from '../../server/modules/user/password-cipher';
import { encryptPassword } from '../../src/api/password-seal';
import { expireNow, failure, get, newPhone, passwordFields, post } from './auth-support';
import { startTestApp, type TestApp } from './harness';
import { createUserWithSession } from './users';

let t: TestApp;
let phone: string;
const PASSWORD = 'Secret123';

beforeAll(async () => {
  t = await startTestApp();
  phone = newPhone();
  await createUserWithSession(t.database.db, { phone, passwordHash: await hashPassword(PASSWORD) });
});
afterAll(() => t.close());

const loginWith = (fields: Record<string, string>) =>
  post(t.app, '/user/login', { mobile: phone, mode: 0, ...fields });

const fetchKey = async () => (await get(t.app, '/user/key/getDynamicKey')).json();

describe('GET /user/key/getDynamicKey', () => {
  it('hands out a fresh 16-character iv and key, kept for at most 120 s', async () => {
    const first = await fetchKey();
    const second = await fetchKey();
    expect(first.code).toBe(200);
    expect(first.data.iv).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(first.data.key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(first.data.key).not.toBe(second.data.key);
    expect(first.data.iv).not.toBe(first.data.key);
    const ttl = await t.app.ctx.kv.ttl(dynamicKeyKv(first.data.key));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });

  it('opens a crypto-js ciphertext made with the key and iv as UTF-8', async () => {
    const { iv, key } = (await fetchKey()).data;
    const password = encryptPassword('abc123XYZ', { iv, key });
    expect(await decryptPassword(t.app.ctx, { password, iv, key })).toBe('abc123XYZ');
  });

  it('works once: the same key a second time is refused with 11001', async () => {
    const fields = await passwordFields(t.app, PASSWORD);
    expect((await loginWith(fields)).json().code).toBe(200);
    const again = await loginWith(fields);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(failure(errors.dynamicKeyExpired));
    expect(again.json().msg).toBe('安全密钥已失效，请重试');
  });

  it('is used up by a failed attempt as well', async () => {
    const fields = await passwordFields(t.app, 'Wrong1234');
    expect((await loginWith(fields)).json().code).toBe(errors.wrongCredentials.code);
    expect((await loginWith(fields)).json().code).toBe(errors.dynamicKeyExpired.code);
  });

  it('is refused once expired', async () => {
    const fields = await passwordFields(t.app, PASSWORD);
    await expireNow(t.app, dynamicKeyKv(fields.key));
    expect((await loginWith(fields)).json()).toEqual(failure(errors.dynamicKeyExpired));
  });

  it('is refused with another iv, and burned by the try', async () => {
    const fields = await passwordFields(t.app, PASSWORD);
    const otherIv = fields.iv === 'A'.repeat(16) ? 'B'.repeat(16) : 'A'.repeat(16);
    expect((await loginWith({ ...fields, iv: otherIv })).json().code).toBe(
      errors.dynamicKeyExpired.code,
    );
    expect((await loginWith(fields)).json().code).toBe(errors.dynamicKeyExpired.code);
  });

  it('refuses a made-up, missing or malformed key', async () => {
    const { password, iv } = await passwordFields(t.app, PASSWORD);
    for (const key of ['ABCDEFGHIJKLMNOP', '', 'short', '../../etc/passwd']) {
      const res = await loginWith({ password, iv, key });
      expect(res.json().code).toBe(errors.dynamicKeyExpired.code);
    }
    const res = await loginWith({ password, iv });
    expect(res.json().code).toBe(errors.dynamicKeyExpired.code);
  });

  it('answers 11014 for a ciphertext the key does not open', async () => {
    for (const password of ['not base64!', 'AAAA', Buffer.alloc(16, 7).toString('base64')]) {
      const { iv, key } = (await fetchKey()).data;
      const res = await loginWith({ password, iv, key });
      expect(res.json()).toEqual(failure(errors.passwordUndecryptable));
    }
  });

  it('checks the decrypted password against spec §5 (6-20 letters or digits)', async () => {
    for (const plain of ['abc12', 'a'.repeat(21), 'abc 123', 'abc!1234', '密码123456']) {
      const res = await loginWith(await passwordFields(t.app, plain));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(failure(errors.passwordInvalid));
      expect(res.json().msg).toBe('密码是长度为6-20位的字母、数字或组合');
    }
  });

  it('limits keys per client address, by the socket address only', async () => {
    const remoteAddress = '10.9.8.7';
    for (let i = 0; i < DYNAMIC_KEY_PER_IP.max; i++) {
      const res = await get(t.app, '/user/key/getDynamicKey', {
        remoteAddress,
        headers: { 'x-forwarded-for': `172.16.0.${i % 250}` },
      });
      expect(res.json().code).toBe(200);
    }
    const over = await get(t.app, '/user/key/getDynamicKey', {
      remoteAddress,
      headers: { 'x-forwarded-for': '192.0.2.1' },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(errors.tooManyRequests.code);
    expect((await get(t.app, '/user/key/getDynamicKey')).json().code).toBe(200);
  });

  it('refuses unknown query fields', async () => {
    const res = await get(t.app, '/user/key/getDynamicKey?key=1');
    expect(res.json().code).toBe(errors.badParams.code);
  });
});
