// Per-address limit on failed logins across all phones (credential stuffing), both login modes.
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import type { KvStore } from '../../stores';

/**
 * Failed logins one address may have in 15 minutes, over any phones, before it is refused for 15
 * minutes. Why these numbers: behind a shared office, campus or carrier NAT each person who
 * mistypes fails one to three times and then gets in (or switches to an SMS code, or is stopped
 * by the captcha after three at the same phone), and most logins are skipped altogether by the
 * 30-day cookie; 30 failures in a quarter hour means ten or more people failing at once, which
 * normal use does not produce. A stuffing list fails well over 90 % of its guesses and so hits
 * the limit within its first few dozen, i.e. at most ~2,900 guesses a day per address instead of
 * one every few milliseconds.
 */
export const ADDRESS_MAX_FAILED = 30;
/**
 * Right logins give their counted slot back, so a big NAT's normal traffic does not add up. The
 * credit is capped so an attacker cannot buy unlimited guesses by logging into its own account
 * between them: with it no address gets more than 200 logins (right or wrong) in 15 minutes,
 * which is more password and code logins than even a campus NAT makes at a kick-off.
 */
export const ADDRESS_SUCCESS_CREDIT = 170;
export const ADDRESS_WINDOW_MS = 15 * 60_000;
export const ADDRESS_BLOCK_MS = 15 * 60_000;

// Fixed windows so that tries and successes of one window always age together (a success can
// never credit a later window); the previous window is weighed in below so that a burst across a
// window's edge does not get twice the allowance.
const windowOf = (at: number) => Math.floor(at / ADDRESS_WINDOW_MS);
const triesKey = (client: string, w: number) => `auth:login-addr:${client}:${w}:tries`;
const okKey = (client: string, w: number) => `auth:login-addr:${client}:${w}:ok`;
export const addressBlockKey = (client: string) => `auth:login-addr-block:${client}`;

const seconds = (ms: number | null) => Math.max(1, Math.ceil((ms ?? 0) / 1000));

async function refuse(kv: KvStore, client: string): Promise<never> {
  const retryAfter = seconds(await kv.ttl(addressBlockKey(client)));
  throw new ApiError(errors.loginAddressLimit, undefined, { retryAfter });
}

/** Cheap refusal first: an address over its limit is turned away before any other work. */
export async function assertAddressOpen(kv: KvStore, client: string) {
  if ((await kv.get(addressBlockKey(client))) !== null) await refuse(kv, client);
}

const numberAt = async (kv: KvStore, key: string) => Number((await kv.get(key)) ?? 0);

/**
 * Counts a login attempt as failed before it is checked (so parallel attempts cannot outrun the
 * limit) and refuses it when the address is past its allowance; a success later takes it back
 * through addressAttemptSucceeded. Returns the window the attempt was counted in.
 */
export async function beginAddressAttempt(kv: KvStore, client: string, now = Date.now()) {
  const w = windowOf(now);
  const tries = await kv.increment(triesKey(client, w), 2 * ADDRESS_WINDOW_MS);
  const credit = (n: number) => Math.min(n, ADDRESS_SUCCESS_CREDIT);
  const failedNow = tries - credit(await numberAt(kv, okKey(client, w)));
  const prevTries = await numberAt(kv, triesKey(client, w - 1));
  const failedBefore =
    prevTries === 0 ? 0 : prevTries - credit(await numberAt(kv, okKey(client, w - 1)));
  // The part of the previous window still inside the last 15 minutes, weighed by its share.
  const share = 1 - (now % ADDRESS_WINDOW_MS) / ADDRESS_WINDOW_MS;
  if (failedNow + Math.ceil(failedBefore * share) > ADDRESS_MAX_FAILED) {
    await kv.set(addressBlockKey(client), '1', ADDRESS_BLOCK_MS);
    await refuse(kv, client);
  }
  return w;
}

/** A right password or code: the attempt's slot is given back (up to the credit). */
export async function addressAttemptSucceeded(kv: KvStore, client: string, w: number) {
  await kv.increment(okKey(client, w), 2 * ADDRESS_WINDOW_MS);
}
