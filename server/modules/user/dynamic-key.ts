// GET /user/key/getDynamicKey: a one-time AES key and iv for sending a password, kept 120 s in the short-lived store.
import { randomInt } from 'node:crypto';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';

export const DYNAMIC_KEY_TTL_MS = 120_000;
/** Keys per client address per minute: a login form needs one per submit; a flood must not fill the store. */
export const DYNAMIC_KEY_PER_IP = { max: 120, windowMs: 60_000 };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 16 ASCII characters are the 16 bytes AES-128 wants, the same as the client's Utf8.parse. */
const KEY_LENGTH = 16;

const randomText = () =>
  Array.from({ length: KEY_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const isDynamicKeyText = (s: string) => s.length === KEY_LENGTH && /^[A-Za-z0-9]+$/.test(s);

export const dynamicKeyKv = (key: string) => `auth:key:${key}`;

export async function issueDynamicKey(ctx: AppContext, ip: string) {
  const issued = await ctx.kv.increment(`auth:key-ip:${ip}`, DYNAMIC_KEY_PER_IP.windowMs);
  if (issued > DYNAMIC_KEY_PER_IP.max) throw new ApiError(errors.tooManyRequests);
  const iv = randomText();
  const key = randomText();
  await ctx.kv.set(dynamicKeyKv(key), iv, DYNAMIC_KEY_TTL_MS);
  return { iv, key };
}

/** The iv the key was issued with, removing the key in the same step; null when unknown, used or expired. */
export async function takeDynamicKey(ctx: AppContext, key: string): Promise<string | null> {
  if (!isDynamicKeyText(key)) return null;
  return ctx.kv.take(dynamicKeyKv(key));
}
