// A held post's end (the content desk's decision): published (counted in its circle, announced to the circle's
// readers after the commit), or removed by the operator and kept for the record, as moderate.ts removes.
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { posts, users } from '../../db/schema';
import type { DbOrTx } from '../admin/audit';
import { HELD_STATUS } from '../admin/content-queue';
import { announcePost, countCirclePost } from './write';

type Post = typeof posts.$inferSelect;

/** Makes a held post visible; null when it is no longer held. */
export async function publishHeldPost(tx: DbOrTx, id: number) {
  const [row] = await tx
    .update(posts)
    .set({ status: 1 })
    .where(and(eq(posts.id, id), eq(posts.status, HELD_STATUS)))
    .returning();
  if (!row) return null;
  if (row.circleId !== null) await countCirclePost(tx as unknown as Db, row.circleId);
  return row;
}

export async function announcePublishedPost(ctx: AppContext, row: Post) {
  const [writer] = await ctx.db
    .select({ nickName: users.nickName })
    .from(users)
    .where(eq(users.id, row.userId));
  await announcePost(ctx, row, writer?.nickName ?? '');
}

/** Removes a held post (by the operator); false when it is no longer held. */
export async function refuseHeldPost(tx: DbOrTx, id: number) {
  const removed = await tx
    .update(posts)
    .set({ status: 0, removedBy: 'operator', removedAt: new Date() })
    .where(and(eq(posts.id, id), eq(posts.status, HELD_STATUS)))
    .returning({ id: posts.id });
  return removed.length > 0;
}
