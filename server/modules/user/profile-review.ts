// The content desk's refusal of a nick name or avatar: the name becomes a safe default (用户<id>, as nobody
// registers it with a reason) and the avatar the generated default (''), but only while the account still shows
// the refused one — a user who has changed it since keeps the newer choice (which is checked on its own).
import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { DbOrTx } from '../admin/audit';

/** The name a refused nick name is replaced with; a free variant if someone already took it. */
export async function safeNickName(db: DbOrTx, userId: number) {
  const candidates = [`用户${userId}`, ...[1, 2, 3, 4, 5].map((n) => `用户${userId}_${n}`)];
  const taken = await db
    .select({ nickName: users.nickName, id: users.id })
    .from(users)
    .where(inArray(users.nickName, candidates));
  const free = candidates.find((c) => !taken.some((t) => t.nickName === c && t.id !== userId));
  return free ?? `用户${userId}_${Date.now() % 100_000}`;
}

/** Resets the nick name if it is still the refused one; the name it now has, or null when it was left alone. */
export async function resetRefusedNickName(tx: DbOrTx, userId: number, refused: string) {
  const nickName = await safeNickName(tx, userId);
  const [row] = await tx
    .update(users)
    .set({ nickName })
    .where(and(eq(users.id, userId), eq(users.nickName, refused)))
    .returning({ nickName: users.nickName });
  return row?.nickName ?? null;
}

/** Resets the avatar to the generated default if it is still the refused one; true when it was reset. */
export async function resetRefusedPortrait(tx: DbOrTx, userId: number, refused: string) {
  const rows = await tx
    .update(users)
    .set({ portrait: '' })
    .where(and(eq(users.id, userId), eq(users.portrait, refused)))
    .returning({ id: users.id });
  return rows.length > 0;
}
