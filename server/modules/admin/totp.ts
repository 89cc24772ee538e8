// TOTP two-factor (RFC 6238, 6 digits, 30 s) with otpauth: new secrets, their otpauth:// URI, and checking a code.
import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = '球live运营后台';
export const TOTP_PERIOD = 30;

const totpOf = (secret: string, username: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret, Base32 (what authenticator apps take). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const totpUri = (secret: string, username: string) => totpOf(secret, username).toString();

/**
 * The time step the code belongs to (the one before, now or the one after, for clock drift), or null when
 * it is wrong. The caller refuses a step at or before the last one used, so a code works once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret, 'x');
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return totp.counter({ timestamp: now }) + delta;
}
