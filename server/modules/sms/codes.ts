// SMS codes in the short-lived store: one pending code per phone, kept hashed; five wrong tries burn it for the
// address that made them, thirty from all addresses burn it for everyone.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsType } from '../../../contract/calls/sms';
import { SMS_CODE_LENGTH } from '../../../contract/calls/sms';
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import type { KvStore } from '../../stores';
import { SMS_CODE_TTL_MS, SMS_MAX_WRONG, SMS_MAX_WRONG_PER_CODE } from './limits';

export const smsCodeKey = (mobile: string) => `sms:code:${mobile}`;
// Counts are per code (its random id), so a new code starts them all afresh without listing addresses.
const addressTriesKey = (mobile: string, id: string, client: string) =>
  `sms:tries:${mobile}:${id}:${client}`;
const codeTriesKey = (mobile: string, id: string) => `sms:tries:${mobile}:${id}`;

interface StoredCode {
  id: string;
  type: SmsType;
  /** sha256 of phone and code: whoever reads the store (a Redis dump) does not read live codes. */
  hash: string;
}

const digest = (mobile: string, code: string) =>
  createHash('sha256').update(`${mobile}:${code}`).digest('hex');

/** A new code for the phone; it replaces any pending one and starts a fresh count of wrong tries. */
export async function issueSmsCode(kv: KvStore, mobile: string, type: SmsType) {
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const stored: StoredCode = {
    id: randomBytes(8).toString('hex'),
    type,
    hash: digest(mobile, code),
  };
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
 * slot in both counters before the comparison, so parallel guesses cannot outrun the limits.
 * `client` is the caller's address (clientKey): its wrong tries are its own.
 */
async function attempt(
  kv: KvStore,
  mobile: string,
  code: string | undefined,
  client: string,
  type?: SmsType,
) {
  assertCodeShape(code);
  const raw = await kv.get(smsCodeKey(mobile));
  // Expired or never sent: nothing to guess at, so nothing to count.
  if (!raw) throw new ApiError(errors.verifyCodeWrong);
  const stored = JSON.parse(raw) as StoredCode;
  const mine = addressTriesKey(mobile, stored.id, client);
  const tries = await kv.increment(mine, SMS_CODE_TTL_MS);
  if (tries > SMS_MAX_WRONG) throw new ApiError(errors.verifyCodeBurned);
  const all = await kv.increment(codeTriesKey(mobile, stored.id), SMS_CODE_TTL_MS);
  const right =
    all <= SMS_MAX_WRONG_PER_CODE &&
    (type === undefined || stored.type === type) &&
    timingSafeEqual(Buffer.from(stored.hash), Buffer.from(digest(mobile, code)));
  if (!right) {
    if (all >= SMS_MAX_WRONG_PER_CODE) {
      await kv.delete(smsCodeKey(mobile));
      throw new ApiError(errors.verifyCodeBurned);
    }
    if (tries < SMS_MAX_WRONG) throw new ApiError(errors.verifyCodeWrong);
    throw new ApiError(errors.verifyCodeBurned);
  }
  // A right answer clears this address's count: checking first (/inform/verifyCode) then using must not add up.
  await kv.delete(mine);
  return raw;
}

/** GET /inform/verifyCode: right or an ApiError; the code stays usable. */
export async function checkSmsCode(
  kv: KvStore,
  mobile: string,
  code: string | undefined,
  client: string,
  type?: SmsType,
) {
  await attempt(kv, mobile, code, client, type);
}

/** Login, register, retrieve: the code must be right and for this action, and works once. */
export async function consumeSmsCode(
  kv: KvStore,
  mobile: string,
  code: string | undefined,
  type: SmsType,
  client: string,
) {
  const raw = await attempt(kv, mobile, code, client, type);
  // Of two requests racing with the same right code only one takes it.
  const taken = await kv.take(smsCodeKey(mobile));
  if (taken !== raw) throw new ApiError(errors.verifyCodeWrong);
}
