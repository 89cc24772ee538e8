// POST /user/center/retrievePassword: a new password through the SMS code (type 2); every other session ends.
import { and, eq, isNull, ne } from 'drizzle-orm';
import { SMS_TYPE } from '../../../contract/calls/sms';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import { sessions, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { consumeSmsCode, phoneOf } from '../sms/service';
import { findUserByPhone } from './accounts';
import { unlockPhone } from './lockout';
import { hashPassword } from './password';
import { decryptPassword, type EncryptedPassword } from './password-cipher';
import { hashToken } from './sessions';

export interface Retrieval extends EncryptedPassword {
  mobile: string;
  verifyCode?: string;
}

/**
 * Whoever knew the old password is logged out everywhere: all the user's sessions are revoked
 * except the one making this call (`keepToken`, when it is the same user's).
 */
export async function retrievePassword(
  ctx: AppContext,
  input: Retrieval,
  keepToken: string | null,
  client: string,
) {
  const phone = phoneOf(input.mobile);
  const password = await decryptPassword(ctx, input);
  await consumeSmsCode(ctx.kv, phone, input.verifyCode, SMS_TYPE.retrievePassword, client);
  const user = await findUserByPhone(ctx.db, phone);
  // The caller has just proved the phone with its code, so saying it has no account leaks nothing.
  if (!user) throw new ApiError(errors.phoneNotRegistered);

  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, user.id),
          isNull(sessions.revokedAt),
          keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined,
        ),
      );
  });
  await unlockPhone(ctx.kv, phone);
}
