// Registration: the nick-name check and POST /user/register (SMS code type 1, then logged in).
import { SMS_TYPE } from '../../../contract/calls/sms';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { consumeSmsCode, phoneOf } from '../sms/service';
import { findUserByPhone, nickNameTaken } from './accounts';
import { hashPassword } from './password';
import { decryptPassword, type EncryptedPassword } from './password-cipher';
import { checkNickNameRules } from './profile-nickname';

/** The profile's own rule (2-12 Chinese characters, letters, digits or _, no blocked words), so a
 *  name accepted at sign-up is one the user could also have chosen later, and the reverse. */
export function nickNameOf(raw: string) {
  const nickName = raw.trim();
  checkNickNameRules(nickName);
  return nickName;
}

export async function checkNickName(ctx: AppContext, raw: string) {
  return { available: !(await nickNameTaken(ctx.db, nickNameOf(raw))) };
}

export interface Registration extends EncryptedPassword {
  mobile: string;
  verifyCode?: string;
  nickName: string;
}

/** The new user's id. */
export async function register(
  ctx: AppContext,
  input: Registration,
  client: string,
): Promise<number> {
  const phone = phoneOf(input.mobile);
  const nickName = nickNameOf(input.nickName);
  const password = await decryptPassword(ctx, input);
  // Before the code is used up, so a taken name does not cost the user a fresh SMS.
  if (await nickNameTaken(ctx.db, nickName)) throw new ApiError(errors.nickNameTaken);
  await consumeSmsCode(ctx.kv, phone, input.verifyCode, SMS_TYPE.register, client);
  // Said only to whoever holds the phone's code: registration cannot be probed for numbers.
  if (await findUserByPhone(ctx.db, phone)) throw new ApiError(errors.phoneRegistered);

  const [created] = await ctx.db
    .insert(users)
    .values({ phone, nickName, passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return created.id;
  // A parallel request took the phone or the name between the checks and the insert.
  if (await findUserByPhone(ctx.db, phone)) throw new ApiError(errors.phoneRegistered);
  throw new ApiError(errors.nickNameTaken);
}
