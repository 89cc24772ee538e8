// A held comment's end (the content desk's decision): published with the counts and notices a comment gets
// when it is written, or hidden for good. Both run in the desk's transaction; publishing's push and notice go after.
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { comments } from '../../db/schema';
import type { DbOrTx } from '../admin/audit';
import { HELD_STATUS } from '../admin/content-queue';
import { commentCounted } from './targets';
import { commentView, writersOf } from './views';
import { commentPublished } from './write';

type Comment = typeof comments.$inferSelect;

/** Makes a held comment visible; null when it is no longer held. */
export async function publishHeldComment(tx: DbOrTx, id: number) {
  const [row] = await tx
    .update(comments)
    .set({ status: 1 })
    .where(and(eq(comments.id, id), eq(comments.status, HELD_STATUS)))
    .returning();
  if (!row) return null;
  if (row.parentId !== null) {
    await tx
      .update(comments)
      .set({ replyCount: sql`${comments.replyCount} + 1` })
      .where(eq(comments.id, row.parentId));
  }
  const target = await commentCounted(tx as Db, row.targetType, row.targetId);
  return { row, target };
}

/** After the commit: the push and the notice a new comment sets off. */
export async function announcePublishedComment(
  ctx: AppContext,
  published: { row: Comment; target: Awaited<ReturnType<typeof commentCounted>> },
) {
  const { row, target } = published;
  const writers = await writersOf(ctx.db, [row.userId, row.replyToUserId]);
  await commentPublished(ctx, row, commentView(row, writers, new Set()), target);
}

/** Hides a held comment for good; false when it is no longer held. */
export async function refuseHeldComment(tx: DbOrTx, id: number) {
  const hidden = await tx
    .update(comments)
    .set({ status: 0 })
    .where(and(eq(comments.id, id), eq(comments.status, HELD_STATUS)))
    .returning({ id: comments.id });
  return hidden.length > 0;
}
