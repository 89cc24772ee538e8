// Reading and creating user rows for the login flows: by phone, with a unique nick name.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export async function findUserByPhone(db: Db, phone: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return row ?? null;
}

export async function nickNameTaken(db: Db, nickName: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.nickName, nickName))
    .limit(1);
  return row !== undefined;
}

/** 球友 and 8 random digits: the phone itself never shows in a public name. */
const generatedNickName = () => `球友${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/**
 * The user of a phone that just proved itself with an SMS code, created on the spot when new
 * (with a generated nick name and no password; the user may set both later).
 */
export async function userForVerifiedPhone(db: Db, phone: string): Promise<number> {
  for (let tries = 0; tries < 5; tries++) {
    const existing = await findUserByPhone(db, phone);
    if (existing) return existing.id;
    const [created] = await db
      .insert(users)
      .values({ phone, nickName: generatedNickName() })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) return created.id;
    // Either the generated name was taken or a parallel request created the phone: look again.
  }
  throw new Error('could not create a user for a verified phone');
}
