// The desk's own account (球直播头条): the author of every article the match feed writes, an operator.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';

export const newsDesk = { phone: '13800000020', nickName: '球直播头条' };

/** The desk's user id, the account made on first use (a site without demo data has none yet). */
export async function deskAccount(db: Db) {
  await db.insert(users).values(newsDesk).onConflictDoNothing();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, newsDesk.phone));
  return row!.id;
}
