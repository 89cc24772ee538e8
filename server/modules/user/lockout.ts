// Password login lockout per phone AND address: a captcha after three failures, a 15-minute lock after five.
import { randomBytes } from 'node:crypto';
import { LOGIN_CAPTCHA_ACTION } from '../../../contract/calls/auth';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import type { KvStore } from '../../stores';
import { consumeCaptchaVerification } from '../captcha/service';
import { addressAttemptSucceeded, beginAddressAttempt } from './login-address-limit';

/** Spec §8: 超过五次将被锁定 — five wrong from one address lock the phone for that address only. */
export const LOGIN_MAX_WRONG = 5;
/** After this many failures from an address at a phone, each further try needs a solved captcha. */
export const LOGIN_CAPTCHA_AFTER = 3;
/**
 * Failures at one phone from all addresses together after which every address needs a captcha
 * for it: many addresses (a botnet) would otherwise each get three free guesses. It only asks for
 * a captcha, never locks, so the owner still gets in and no one can aim it as a lockout.
 */
export const PHONE_CAPTCHA_AFTER = 10;
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCK_MS = 15 * 60_000;

// Every key of a phone carries its generation, so proving the phone (retrieving the password)
// voids all its counts and every address's lock at once without listing them. The generation
// lives a day: when it lapses the phone's 15-minute counts restart, no better for an attacker
// than waiting a quarter hour.
const GENERATION_TTL_MS = 24 * 60 * 60_000;
const generationKey = (phone: string) => `auth:login-gen:${phone}`;
const generationOf = async (kv: KvStore, phone: string) =>
  (await kv.get(generationKey(phone))) ?? '0';

const base = (phone: string, gen: string) => `auth:login:${phone}:${gen}`;
const triesKey = (phone: string, gen: string, client: string) =>
  `${base(phone, gen)}:${client}:tries`;
const lockKey = (phone: string, gen: string, client: string) =>
  `${base(phone, gen)}:${client}:lock`;
const phoneFailuresKey = (phone: string, gen: string) => `${base(phone, gen)}:failures`;

/** Where the lock of this phone for this address is kept (tests read its ttl). */
export const loginLockKey = async (kv: KvStore, phone: string, client: string) =>
  lockKey(phone, await generationOf(kv, phone), client);
/** Where this address's count of tries at the phone is kept (tests let it run out). */
export const loginTriesKey = async (kv: KvStore, phone: string, client: string) =>
  triesKey(phone, await generationOf(kv, phone), client);

export interface PasswordAttempt {
  phone: string;
  /** clientKey(request.ip): the IPv4 address or the IPv6 /64. */
  client: string;
  gen: string;
  /** This attempt's number among the address's tries at the phone in the window. */
  number: number;
  /** The per-address window it was counted in. */
  addressWindow: number;
}

const numberAt = async (kv: KvStore, key: string) => Number((await kv.get(key)) ?? 0);

// The count is left to run out on its own rather than deleted: it began before the lock, so it
// ends before the lock does, and a try still in flight when the lock is set counts on past five
// instead of starting a fresh count.
const lock = (kv: KvStore, phone: string, gen: string, client: string) =>
  kv.set(lockKey(phone, gen, client), '1', LOGIN_LOCK_MS);

/**
 * Call before checking a password. The attempt is counted before the check, so a burst of
 * parallel guesses gets no more than five between them, and no more than three without a
 * captcha. Unknown phones are counted and locked exactly like known ones, so no answer says
 * whether a phone is registered.
 */
export async function beginPasswordAttempt(
  ctx: AppContext,
  phone: string,
  client: string,
  captchaVerification: string | undefined,
): Promise<PasswordAttempt> {
  const { kv } = ctx;
  const gen = await generationOf(kv, phone);
  if ((await kv.get(lockKey(phone, gen, client))) !== null) {
    throw new ApiError(errors.accountLocked);
  }
  const needed =
    (await numberAt(kv, triesKey(phone, gen, client))) >= LOGIN_CAPTCHA_AFTER ||
    (await numberAt(kv, phoneFailuresKey(phone, gen))) >= PHONE_CAPTCHA_AFTER;
  // A verification that is sent is always used up, even when not needed yet: a client that
  // raced past the third failure has one ready, and none can be kept back for later.
  let verified = false;
  if (captchaVerification) {
    verified = await consumeCaptchaVerification(ctx, captchaVerification, {
      mobile: phone,
      action: LOGIN_CAPTCHA_ACTION,
    });
    if (!verified) throw new ApiError(errors.captchaRequired);
  } else if (needed) {
    throw new ApiError(errors.captchaRequired);
  }

  const addressWindow = await beginAddressAttempt(kv, client);
  const number = await kv.increment(triesKey(phone, gen, client), LOGIN_WINDOW_MS);
  if (number > LOGIN_MAX_WRONG) {
    await lock(kv, phone, gen, client);
    throw new ApiError(errors.accountLocked);
  }
  // Only a parallel burst gets here: the count passed three between our look and our count.
  if (number > LOGIN_CAPTCHA_AFTER && !verified) throw new ApiError(errors.captchaRequired);
  return { phone, client, gen, number, addressWindow };
}

/** A wrong password: the fifth from this address locks the phone for it (the answer is still 10011). */
export async function passwordAttemptFailed(kv: KvStore, attempt: PasswordAttempt) {
  const { phone, gen, client } = attempt;
  await kv.increment(phoneFailuresKey(phone, gen), LOGIN_WINDOW_MS);
  if (attempt.number >= LOGIN_MAX_WRONG) await lock(kv, phone, gen, client);
}

/**
 * A right password: this address's count at the phone starts again and the address gets its slot
 * back. The phone's count over all addresses stays: the owner getting in says nothing about the
 * failures from elsewhere.
 */
export async function passwordAttemptSucceeded(kv: KvStore, attempt: PasswordAttempt) {
  await kv.delete(triesKey(attempt.phone, attempt.gen, attempt.client));
  await addressAttemptSucceeded(kv, attempt.client, attempt.addressWindow);
}

/** Retrieving the password proves the phone: every address's lock and count at it go. */
export async function unlockPhone(kv: KvStore, phone: string) {
  await kv.set(generationKey(phone), randomBytes(6).toString('hex'), GENERATION_TTL_MS);
}
