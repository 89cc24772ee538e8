// POST /user/login: mode 0 password (with the lockout), mode 1 SMS code (a new phone registers on the spot).
import { SMS_TYPE } from '../../../contract/calls/sms';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { consumeSmsCode } from '../sms/codes';
import { phoneOf } from '../sms/phone';
import { findUserByPhone, userForVerifiedPhone } from './accounts';
import { beginPasswordAttempt, clearPasswordAttempts, passwordAttemptFailed } from './lockout';
import { hashPassword, verifyPassword } from './password';
import { decryptPassword, type EncryptedPassword } from './password-cipher';

// Compared against when the phone is unknown or has no password, so those answers take as long
// as a wrong password and timing does not tell whether a phone is registered.
let decoyHash: Promise<string> | null = null;
const decoy = () => {
  decoyHash ??= hashPassword('decoy-password-0');
  return decoyHash;
};

/** The user id for a right password; 10011 for anything else, the same for unknown phones. */
export async function loginByPassword(
  ctx: AppContext,
  mobile: string,
  sent: EncryptedPassword,
): Promise<number> {
  const phone = phoneOf(mobile);
  const password = await decryptPassword(ctx, sent);
  const attempt = await beginPasswordAttempt(ctx.kv, phone);
  const user = await findUserByPhone(ctx.db, phone);
  let right = false;
  if (user?.passwordHash) right = await verifyPassword(password, user.passwordHash);
  else await verifyPassword(password, await decoy());
  if (!user || !right) {
    await passwordAttemptFailed(ctx.kv, phone, attempt);
    throw new ApiError(errors.wrongCredentials);
  }
  await clearPasswordAttempts(ctx.kv, phone);
  return user.id;
}

/**
 * The user id for a right login code. A phone seen for the first time becomes a user here, as
 * on most Chinese sports sites: the code already proves the phone, so a separate sign-up step
 * would only stand in the way. The password lockout does not apply: the code is the way back in
 * for an owner whose phone an attacker locked by guessing passwords.
 */
export async function loginByCode(
  ctx: AppContext,
  mobile: string,
  verifyCode: string | undefined,
): Promise<number> {
  const phone = phoneOf(mobile);
  await consumeSmsCode(ctx.kv, phone, verifyCode, SMS_TYPE.login);
  return userForVerifiedPhone(ctx.db, phone);
}
