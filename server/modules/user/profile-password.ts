// Changing the login password (old one required) or setting a first one (SMS-only accounts); other sessions end either way.
import { and, eq, isNull, ne } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { hashPassword, verifyPassword } from './password';
import { decryptPassword, openPasswordCiphertext } from './password-cipher';
import { hashToken } from './sessions';

/** Wrong old passwords per user in 15 minutes: a borrowed session cannot guess the password. */
export const WRONG_OLD_PASSWORD = { max: 5, windowMs: 15 * 60_000 };

export interface PasswordChange {
  oldPassword: string;
  password: string;
  iv: string;
  key: string;
}

/** Sets the hash and ends every other session of the user in one transaction. */
async function storePassword(
  db: Db,
  userId: number,
  passwordHash: string,
  keepToken: string | null,
  onlyIfUnset = false,
) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, userId), onlyIfUnset ? isNull(users.passwordHash) : undefined))
      .returning({ id: users.id });
    if (updated.length === 0) return false;
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined,
        ),
      );
    return true;
  });
}

async function currentHash(db: Db, userId: number) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new ApiError(errors.notLoggedIn);
  return row.passwordHash;
}

export async function changePassword(
  ctx: AppContext,
  userId: number,
  input: PasswordChange,
  keepToken: string | null,
) {
  const stored = await currentHash(ctx.db, userId);
  if (!stored) throw new ApiError(errors.passwordNotSet);
  const failKey = `password:wrong-old:${userId}`;
  if (Number((await ctx.kv.get(failKey)) ?? 0) >= WRONG_OLD_PASSWORD.max) {
    throw new ApiError(errors.tooManyRequests, '原密码错误次数过多，请15分钟后再试');
  }
  const password = await decryptPassword(ctx, {
    password: input.password,
    iv: input.iv,
    key: input.key,
  });
  // One dynamic key encrypts both passwords of the form; decryptPassword has just taken it from
  // the store, so it opens this request's old password and nothing else.
  const oldPassword = openPasswordCiphertext(input.oldPassword, input.key, input.iv);
  if (oldPassword === null) throw new ApiError(errors.passwordUndecryptable);
  if (!(await verifyPassword(oldPassword, stored))) {
    await ctx.kv.increment(failKey, WRONG_OLD_PASSWORD.windowMs);
    throw new ApiError(errors.wrongOldPassword);
  }
  if (password === oldPassword) throw new ApiError(errors.passwordSameAsOld);
  await ctx.kv.delete(failKey);
  await storePassword(ctx.db, userId, await hashPassword(password), keepToken);
}

export async function initPassword(
  ctx: AppContext,
  userId: number,
  input: Omit<PasswordChange, 'oldPassword'>,
  keepToken: string | null,
) {
  if (await currentHash(ctx.db, userId)) throw new ApiError(errors.passwordAlreadySet);
  const password = await decryptPassword(ctx, input);
  // The null check in the update itself: of two first-password calls at once only one wins.
  const stored = await storePassword(ctx.db, userId, await hashPassword(password), keepToken, true);
  if (!stored) throw new ApiError(errors.passwordAlreadySet);
}
