// AJ-Captcha's cipher: AES/ECB/PKCS7 keyed by the 16-character secretKey (UTF-8), Base64 text, as crypto-js makes it.
import { createCipheriv, createDecipheriv, randomInt } from 'node:crypto';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh 16-character key; 16 ASCII characters are the 16 bytes AES-128 needs. */
export const newSecretKey = () =>
  Array.from({ length: 16 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');

const keyBytes = (secretKey: string) => {
  const key = Buffer.from(secretKey, 'utf8');
  if (key.length !== 16) throw new Error('captcha secretKey must be 16 bytes');
  return key;
};

export function aesEncrypt(plain: string, secretKey: string): string {
  const cipher = createCipheriv('aes-128-ecb', keyBytes(secretKey), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** The plain text, or null when the text was not made with this key (bad Base64, padding or UTF-8). */
export function aesDecrypt(encrypted: string, secretKey: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encrypted)) return null;
  const bytes = Buffer.from(encrypted, 'base64');
  if (bytes.length === 0 || bytes.length % 16 !== 0) return null;
  try {
    const decipher = createDecipheriv('aes-128-ecb', keyBytes(secretKey), null);
    const plain = Buffer.concat([decipher.update(bytes), decipher.final()]);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}
