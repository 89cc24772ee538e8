// The server's AJ-Captcha cipher against crypto-js, the library AJ's front ends encrypt with.
import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { aesDecrypt, aesEncrypt, newSecretKey } from '../../server/modules/captcha/cipher';

const KEY = 'XwKsGlMcdPMEhR1B';
const options = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };
const jsEncrypt = (text: string, key = KEY) =>
  CryptoJS.AES.encrypt(text, CryptoJS.enc.Utf8.parse(key), options).toString();
const jsDecrypt = (text: string, key = KEY) =>
  CryptoJS.AES.decrypt(text, CryptoJS.enc.Utf8.parse(key), options).toString(CryptoJS.enc.Utf8);

describe('captcha cipher', () => {
  it('reads what crypto-js writes and writes what crypto-js reads', () => {
    for (const text of [
      '{"x":155,"y":5}',
      '[{"x":1,"y":2},{"x":3,"y":4},{"x":5,"y":6}]',
      '球门'.repeat(20),
    ]) {
      expect(aesDecrypt(jsEncrypt(text), KEY)).toBe(text);
      expect(jsDecrypt(aesEncrypt(text, KEY))).toBe(text);
      // ECB without salt: both sides derive the very same captchaVerification text.
      expect(aesEncrypt(text, KEY)).toBe(jsEncrypt(text));
    }
  });

  it('gives null, not an exception, for text not made with the key', () => {
    const cipher = jsEncrypt('{"x":155,"y":5}');
    expect(aesDecrypt(cipher, 'AAAAAAAAAAAAAAAA')).toBeNull();
    for (const junk of [
      '',
      'not base64!',
      'QUJD',
      '{"x":155,"y":5}',
      `${cipher.slice(0, -4)}AAA=`,
    ]) {
      expect(aesDecrypt(junk, KEY)).toBeNull();
    }
  });

  it('makes fresh 16-character keys of letters and digits', () => {
    const keys = Array.from({ length: 50 }, newSecretKey);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(new Set(keys).size).toBe(50);
  });
});
