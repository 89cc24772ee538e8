// Changing the nick name: the shared rule, a short blocklist, and uniqueness (11105 昵称已被占用).
import { and, eq, ne } from 'drizzle-orm';
import { nickNameProblem, type UserInfo } from '../../../contract/calls/user';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { userInfoOf } from './info';
import { infoColumns } from './profile';
import { containsBlockedWord } from './profile-words';

/** Throws the nick-name error a name deserves, if any: rule, then blocklist. */
export function checkNickNameRules(nickName: string) {
  const problem = nickNameProblem(nickName);
  if (problem) throw new ApiError(errors.nickNameInvalid, problem);
  if (containsBlockedWord(nickName)) throw new ApiError(errors.nickNameBlocked);
}

export async function updateNickName(db: Db, userId: number, nickName: string): Promise<UserInfo> {
  checkNickNameRules(nickName);
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.nickName, nickName), ne(users.id, userId)))
    .limit(1);
  if (taken.length > 0) throw new ApiError(errors.nickNameTaken);
  try {
    const [row] = await db
      .update(users)
      .set({ nickName })
      .where(eq(users.id, userId))
      .returning(infoColumns);
    if (!row) throw new ApiError(errors.notLoggedIn);
    return userInfoOf(row);
  } catch (err) {
    // Two people asking for the same free name at once: the unique index lets one through.
    if (isUniqueViolation(err)) throw new ApiError(errors.nickNameTaken);
    throw err;
  }
}
