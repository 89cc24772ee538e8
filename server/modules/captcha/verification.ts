// The captchaVerification a passed check earns: stored once, usable exactly once, bound to a phone and action.
import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';

/** What a verification may be used for; a field left out binds to whoever uses it first. */
export interface VerificationBinding {
  mobile?: string;
  action?: string;
}

// kv key `captcha:verification:<sha256 hex of the value>`, value JSON {mobile?, action?}, life
// 180 s. Hashing keeps keys short and keeps the usable value itself out of the store's key list.
const verificationKey = (value: string) =>
  `captcha:verification:${createHash('sha256').update(value).digest('hex')}`;

/** Longer than any value we issue; refuses absurd inputs before hashing them. */
const MAX_VALUE_LENGTH = 512;

export async function storeCaptchaVerification(
  ctx: AppContext,
  value: string,
  binding: VerificationBinding,
  ttlMs: number,
) {
  await ctx.kv.set(verificationKey(value), JSON.stringify(binding), ttlMs);
}

/**
 * True once for a valid value: it is taken out of the store atomically (of two concurrent
 * callers at most one wins), and it is gone even when the binding does not match, so a value
 * seen by someone else cannot be retried against other phones.
 */
export async function consumeCaptchaVerification(
  ctx: AppContext,
  value: string,
  binding: { mobile: string; action: string },
): Promise<boolean> {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_VALUE_LENGTH) {
    return false;
  }
  const stored = await ctx.kv.take(verificationKey(value));
  if (!stored) return false;
  const bound = JSON.parse(stored) as VerificationBinding;
  if (bound.mobile !== undefined && bound.mobile !== binding.mobile) return false;
  if (bound.action !== undefined && bound.action !== binding.action) return false;
  return true;
}
