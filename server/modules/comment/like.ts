// Liking a comment: one like per user; liking again takes it back. The count moves in the same transaction.
import { and, eq, sql } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { commentLikes, comments } from '../../db/schema';
import { ApiError } from '../../http/api-error';

export async function toggleLike(db: Db, userId: number, commentId: number) {
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ status: comments.status })
      .from(comments)
      .where(eq(comments.id, commentId));
    if (comment?.status !== 1) throw new ApiError(errors.commentNotFound);
    const added = await tx
      .insert(commentLikes)
      .values({ commentId, userId })
      .onConflictDoNothing()
      .returning({ id: commentLikes.commentId });
    const liked = added.length > 0;
    if (!liked) {
      await tx
        .delete(commentLikes)
        .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)));
    }
    const [row] = await tx
      .update(comments)
      .set({ likeCount: sql`${comments.likeCount} ${liked ? sql`+` : sql`-`} 1` })
      .where(eq(comments.id, commentId))
      .returning({ likeCount: comments.likeCount });
    return { liked, likeCount: row!.likeCount };
  });
}
