// Test fixtures for people: a user row and a live session token, made through the real session code.
import { randomInt } from 'node:crypto';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { createSession } from '../../server/modules/user/sessions';

export async function createUserWithSession(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const phone = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const [user] = await db
    .insert(users)
    .values({ phone, nickName: `用户${phone.slice(-6)}`, ...overrides })
    .returning();
  const { token } = await createSession(db, user!.id, true);
  return { user: user!, token };
}
