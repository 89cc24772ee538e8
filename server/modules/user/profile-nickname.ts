// Changing the nick name: the shared rule, a short blocklist, and uniqueness (11105 昵称已被占用). A name that passes
// but contains a word of the operators' sensitive list is kept and flagged to the console's content desk.
import { and, eq, ne } from 'drizzle-orm';
import type { UserInfo } from '../../../contract/calls/user';
import { errors } from '../../../contract/errors';
import { nickNameProblem } from '../../../contract/user-rules';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { enqueueContent } from '../admin/content-queue';
import { sensitiveWordList, wordsIn } from '../chat/words';
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
  const hits = wordsIn(nickName, await sensitiveWordList(db));
  try {
    const row = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ nickName: users.nickName })
        .from(users)
        .where(eq(users.id, userId));
      const [after] = await tx
        .update(users)
        .set({ nickName })
        .where(eq(users.id, userId))
        .returning(infoColumns);
      if (!before || !after) throw new ApiError(errors.notLoggedIn);
      if (hits.length > 0 && before.nickName !== nickName) {
        await enqueueContent(tx, {
          kind: 'nickname',
          targetId: userId,
          userId,
          content: nickName,
          previous: before.nickName,
          hits,
        });
      }
      return after;
    });
    return userInfoOf(row);
  } catch (err) {
    // Two people asking for the same free name at once: the unique index lets one through.
    if (isUniqueViolation(err)) throw new ApiError(errors.nickNameTaken);
    throw err;
  }
}
