// Who may not speak in any match chat: the operator bars a user for some days or for good (operator CLI
// `match-chat ban`), and lifts it; /chat/msg refuses a barred user while the ban runs.
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matchChatBans, users } from '../../db/schema';

/** Whether the user is barred now. */
export async function isMatchChatBanned(db: Db, userId: number, now = Date.now()) {
  const [row] = await db
    .select({ userId: matchChatBans.userId })
    .from(matchChatBans)
    .where(
      and(
        eq(matchChatBans.userId, userId),
        or(isNull(matchChatBans.until), gt(matchChatBans.until, new Date(now))),
      ),
    );
  return Boolean(row);
}

/** Bars the user (days null: for good); a second ban replaces the first. False for an unknown user. */
export async function banFromMatchChat(
  db: Db,
  userId: number,
  days: number | null,
  reason: string,
  now = Date.now(),
) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  const until = days === null ? null : new Date(now + days * 86_400_000);
  await db
    .insert(matchChatBans)
    .values({ userId, reason, until, createdAt: new Date(now) })
    .onConflictDoUpdate({
      target: matchChatBans.userId,
      set: { reason, until, createdAt: new Date(now) },
    });
  return true;
}

/** Lifts the ban; false when there was none. */
export async function unbanFromMatchChat(db: Db, userId: number) {
  const gone = await db
    .delete(matchChatBans)
    .where(eq(matchChatBans.userId, userId))
    .returning({ userId: matchChatBans.userId });
  return gone.length > 0;
}

/** The bans still running, newest first. */
export async function matchChatBanList(db: Db, now = Date.now()) {
  return db
    .select({
      userId: matchChatBans.userId,
      nickName: users.nickName,
      reason: matchChatBans.reason,
      until: matchChatBans.until,
      createdAt: matchChatBans.createdAt,
    })
    .from(matchChatBans)
    .innerJoin(users, eq(users.id, matchChatBans.userId))
    .where(or(isNull(matchChatBans.until), gt(matchChatBans.until, new Date(now))))
    .orderBy(desc(matchChatBans.createdAt));
}
