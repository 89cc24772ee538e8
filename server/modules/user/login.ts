// POST /user/login: mode 0 password (captcha and lockout per phone and address), mode 1 SMS code (a new phone registers on the spot).
import { SMS_TYPE } from '../../../contract/calls/sms';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { clientKey } from '../captcha/service';
import { consumeSmsCode, phoneOf } from '../sms/service';
import { findUserByPhone, userForVerifiedPhone } from './accounts';
import { beginPasswordAttempt, passwordAttemptFailed, passwordAttemptSucceeded } from './lockout';
import {
  addressAttemptSucceeded,
  assertAddressOpen,
  beginAddressAttempt,
} from './login-address-limit';
import { hashPassword, verifyPassword } from './password';
import { decryptPassword, type EncryptedPassword } from './password-cipher';

// Compared against when the phone is unknown or has no password, so those answers take as long
// as a wrong password and timing does not tell whether a phone is registered.
let decoyHash: Promise<string> | null = null;
const decoy = () => {
  decoyHash ??= hashPassword('decoy-password-0');
  return decoyHash;
};

export interface PasswordLogin extends EncryptedPassword {
  mobile: string;
  /** Required once the address has failed three times at the phone (11002 until it comes). */
  captchaVerification?: string | undefined;
}

/** The user id for a right password; 10011 for anything else, the same for unknown phones. */
export async function loginByPassword(
  ctx: AppContext,
  input: PasswordLogin,
  ip: string,
): Promise<number> {
  const phone = phoneOf(input.mobile);
  const client = clientKey(ip);
  await assertAddressOpen(ctx.kv, client);
  const password = await decryptPassword(ctx, input);
  const attempt = await beginPasswordAttempt(ctx, phone, client, input.captchaVerification);
  const user = await findUserByPhone(ctx.db, phone);
  let right = false;
  if (user?.passwordHash) right = await verifyPassword(password, user.passwordHash);
  else await verifyPassword(password, await decoy());
  if (!user || !right) {
    await passwordAttemptFailed(ctx.kv, attempt);
    throw new ApiError(errors.wrongCredentials);
  }
  await passwordAttemptSucceeded(ctx.kv, attempt);
  return user.id;
}

/**
 * The user id for a right login code. A phone seen for the first time becomes a user here, as
 * on most Chinese sports sites: the code already proves the phone, so a separate sign-up step
 * would only stand in the way. The password lockout does not apply: the code is the way back in
 * for an owner whose phone was locked by guessing passwords. A code is one in a million with
 * five tries before it burns, but wrong codes still count in the address's limit, so one address
 * cannot spray guesses over many phones' pending codes.
 */
export async function loginByCode(
  ctx: AppContext,
  mobile: string,
  verifyCode: string | undefined,
  ip: string,
): Promise<number> {
  const phone = phoneOf(mobile);
  const client = clientKey(ip);
  await assertAddressOpen(ctx.kv, client);
  const addressWindow = await beginAddressAttempt(ctx.kv, client);
  await consumeSmsCode(ctx.kv, phone, verifyCode, SMS_TYPE.login, client);
  await addressAttemptSucceeded(ctx.kv, client, addressWindow);
  return userForVerifiedPhone(ctx.db, phone);
}
