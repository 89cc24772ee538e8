// Opens a password sent as the client's crypto-js ciphertext, with the one-time key of /user/key/getDynamicKey.
import { createDecipheriv } from 'node:crypto';
import { PASSWORD_PATTERN } from '../../../contract/calls/auth';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { takeDynamicKey } from './dynamic-key';

export interface EncryptedPassword {
  /** Base64 of CryptoJS.AES.encrypt(pwd, Utf8.parse(key), {iv: Utf8.parse(iv), mode: CBC, padding: Pkcs7}). */
  password?: string;
  iv?: string;
  key?: string;
}

/**
 * The AES step alone, for a second password sent under a key decryptPassword has already taken
 * (e.g. old and new password in one form): null when the text does not open with this key and iv.
 */
export function openPasswordCiphertext(ciphertext: string, key: string, iv: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(ciphertext)) return null;
  const bytes = Buffer.from(ciphertext, 'base64');
  if (bytes.length === 0 || bytes.length % 16 !== 0) return null;
  try {
    const decipher = createDecipheriv(
      'aes-128-cbc',
      Buffer.from(key, 'utf8'),
      Buffer.from(iv, 'utf8'),
    );
    const plain = Buffer.concat([decipher.update(bytes), decipher.final()]);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}

/**
 * The plain password, checked against spec §5 (6-20 letters or digits). The key is taken from the
 * store first, whatever follows: a key opens at most one request, right or wrong.
 * Throws ApiError: 11001 unknown/used/expired key or an iv that is not the key's,
 * 11014 a ciphertext that does not open, 11130 a password outside the rules.
 */
export async function decryptPassword(ctx: AppContext, sent: EncryptedPassword): Promise<string> {
  const issuedIv = sent.key ? await takeDynamicKey(ctx, sent.key) : null;
  if (!sent.key || issuedIv === null || issuedIv !== sent.iv) {
    throw new ApiError(errors.dynamicKeyExpired);
  }
  if (!sent.password) throw new ApiError(errors.passwordInvalid);
  const plain = openPasswordCiphertext(sent.password, sent.key, issuedIv);
  if (plain === null) throw new ApiError(errors.passwordUndecryptable);
  if (!PASSWORD_PATTERN.test(plain)) throw new ApiError(errors.passwordInvalid);
  return plain;
}
