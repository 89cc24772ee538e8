// Password login lockout: five wrong passwords for a phone in 15 minutes lock it for 15 minutes.
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import type { KvStore } from '../../stores';

/** Spec §8: 超过五次将被锁定. */
export const LOGIN_MAX_WRONG = 5;
export const LOGIN_LOCK_MS = 15 * 60_000;

const triesKey = (phone: string) => `auth:login-tries:${phone}`;
export const loginLockKey = (phone: string) => `auth:login-lock:${phone}`;

/**
 * Call before checking a password; returns the attempt's number. The attempt is counted before
 * the check, so a burst of parallel guesses gets no more than five between them. Unknown phones
 * are counted and locked exactly like known ones, so the lock says nothing about registration.
 */
export async function beginPasswordAttempt(kv: KvStore, phone: string) {
  if ((await kv.get(loginLockKey(phone))) !== null) throw new ApiError(errors.accountLocked);
  const attempt = await kv.increment(triesKey(phone), LOGIN_LOCK_MS);
  if (attempt > LOGIN_MAX_WRONG) {
    await kv.set(loginLockKey(phone), '1', LOGIN_LOCK_MS);
    throw new ApiError(errors.accountLocked);
  }
  return attempt;
}

/** A wrong password: the fifth one locks the phone (the answer itself is still 10011). */
export async function passwordAttemptFailed(kv: KvStore, phone: string, attempt: number) {
  if (attempt < LOGIN_MAX_WRONG) return;
  await kv.set(loginLockKey(phone), '1', LOGIN_LOCK_MS);
  await kv.delete(triesKey(phone));
}

/** A right password, or a new one set through the SMS code: the count starts again. */
export async function clearPasswordAttempts(kv: KvStore, phone: string) {
  await kv.delete(triesKey(phone));
}

/** Retrieving the password proves the phone: its lock goes too. */
export async function unlockPhone(kv: KvStore, phone: string) {
  await kv.delete(triesKey(phone));
  await kv.delete(loginLockKey(phone));
}
