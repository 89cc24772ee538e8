// SMS codes in the short-lived store: one pending code per phone, kept hashed, burned after 5 wrong tries.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsType } from '../../../contract/calls/sms';
import { SMS_CODE_LENGTH } from '../../../contract/calls/sms';
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import type { KvStore } from '../../stores';
import { SMS_CODE_TTL_MS, SMS_MAX_WRONG } from './limits';

export const smsCodeKey = (mobile: string) => `sms:code:${mobile}`;
const triesKey = (mobile: string) => `sms:tries:${mobile}`;

interface StoredCode {
  type: SmsType;
  /** sha256 of phone and code: whoever reads the store (a Redis dump) does not read live codes. */
  hash: string;
}

const digest = (mobile: string, code: string) =>
  createHash('sha256').update(`${mobile}:${code}`).digest('hex');

/** A new code for the phone; it replaces any pending one and starts a fresh count of wrong tries. */
export async function issueSmsCode(kv: KvStore, mobile: string, type: SmsType) {
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const stored: StoredCode = { type, hash: digest(mobile, code) };
  await kv.delete(triesKey(mobile));
  await kv.set(smsCodeKey(mobile), JSON.stringify(stored), SMS_CODE_TTL_MS);
  return code;
}

export const forgetSmsCode = (kv: KvStore, mobile: string) => kv.delete(smsCodeKey(mobile));

/** Spec §5: empty → 请输入验证码！, any other shape than 6 digits → 验证码错误. */
function assertCodeShape(code: string | undefined): asserts code is string {
  if (!code) throw new ApiError(errors.verifyCodeEmpty);
  if (!/^\d+$/.test(code) || code.length !== SMS_CODE_LENGTH) {
    throw new ApiError(errors.verifyCodeWrong);
  }
}

/**
 * Checks a code without using it up; returns the stored record on success. Every try takes its
 * slot in the counter before the comparison, so parallel guesses cannot outrun the limit.
 */
async function attempt(kv: KvStore, mobile: string, code: string | undefined, type?: SmsType) {
  assertCodeShape(code);
  const raw = await kv.get(smsCodeKey(mobile));
  // Expired or never sent: nothing to guess at, so nothing to count.
  if (!raw) throw new ApiError(errors.verifyCodeWrong);
  const tries = await kv.increment(triesKey(mobile), SMS_CODE_TTL_MS);
  const stored = JSON.parse(raw) as StoredCode;
  const right =
    tries <= SMS_MAX_WRONG &&
    (type === undefined || stored.type === type) &&
    timingSafeEqual(Buffer.from(stored.hash), Buffer.from(digest(mobile, code)));
  if (!right) {
    if (tries < SMS_MAX_WRONG) throw new ApiError(errors.verifyCodeWrong);
    await kv.delete(smsCodeKey(mobile));
    await kv.delete(triesKey(mobile));
    throw new ApiError(errors.verifyCodeBurned);
  }
  // A right answer clears the count: checking first (/inform/verifyCode) then using must not add up.
  await kv.delete(triesKey(mobile));
  return raw;
}

/** GET /inform/verifyCode: right or an ApiError; the code stays usable. */
export async function checkSmsCode(
  kv: KvStore,
  mobile: string,
  code: string | undefined,
  type?: SmsType,
) {
  await attempt(kv, mobile, code, type);
}

/** Login, register, retrieve: the code must be right and for this action, and works once. */
export async function consumeSmsCode(
  kv: KvStore,
  mobile: string,
  code: string | undefined,
  type: SmsType,
) {
  const raw = await attempt(kv, mobile, code, type);
  // Of two requests racing with the same right code only one takes it.
  const taken = await kv.take(smsCodeKey(mobile));
  if (taken !== raw) throw new ApiError(errors.verifyCodeWrong);
}
