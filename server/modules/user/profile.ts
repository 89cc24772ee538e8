// The logged-in user's own profile: reading it and changing gender, birthday and signature.

import { eq } from 'drizzle-orm';
import type { UserProfile } from '../../../contract/calls/user';
import { REAL_NAME_STATUS } from '../../../contract/calls/user';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { userInfoOf } from './info';
import { containsBlockedWord } from './profile-words';

/** The columns of spec §3 User info, for writes that answer it. */
export const infoColumns = {
  id: users.id,
  nickName: users.nickName,
  portrait: users.portrait,
  level: users.level,
  isAnchor: users.isAnchor,
  isExpert: users.isExpert,
};

const profileColumns = {
  ...infoColumns,
  phone: users.phone,
  gender: users.gender,
  birthday: users.birthday,
  signature: users.signature,
  passwordHash: users.passwordHash,
  realNameStatus: users.realNameStatus,
};

type ProfileRow = Pick<typeof users.$inferSelect, keyof typeof profileColumns>;

/** 13800000001 → 138****0001 */
export const maskMobile = (phone: string) =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';

const genderOf = (value: number): UserProfile['gender'] => (value === 1 || value === 2 ? value : 0);

function profileOf(row: ProfileRow): UserProfile {
  return {
    ...userInfoOf(row),
    gender: genderOf(row.gender),
    birthday: row.birthday,
    signature: row.signature,
    mobile: maskMobile(row.phone),
    hasPassword: row.passwordHash ? 1 : 0,
    realNameStatus: row.realNameStatus === REAL_NAME_STATUS.verified ? 1 : 0,
  };
}

export async function readProfile(db: Db, userId: number): Promise<UserProfile> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  // The session lookup found this user a moment ago; only a concurrent delete lands here.
  if (!row) throw new ApiError(errors.notLoggedIn);
  return profileOf(row);
}

export interface ProfileChange {
  gender?: 0 | 1 | 2 | undefined;
  birthday?: string | null | undefined;
  signature?: string | undefined;
}

export async function updateProfile(db: Db, userId: number, change: ProfileChange) {
  if (change.signature && containsBlockedWord(change.signature)) {
    throw new ApiError(errors.signatureBlocked);
  }
  const set: Partial<typeof users.$inferInsert> = {};
  if (change.gender !== undefined) set.gender = change.gender;
  if (change.birthday !== undefined) set.birthday = change.birthday;
  if (change.signature !== undefined) set.signature = change.signature;
  const [row] = await db
    .update(users)
    .set(set)
    .where(eq(users.id, userId))
    .returning(profileColumns);
  if (!row) throw new ApiError(errors.notLoggedIn);
  return profileOf(row);
}
