// Liking a post: one like per user, liking again takes it back, the count moves in the same transaction;
// a removed post takes no likes. A new like reaches the post's writer on user:<id>.
import { and, eq, sql } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import { channels } from '../../../contract/events';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { postLikes, posts, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { tellPostLike } from '../message/service';

export async function togglePostLike(db: Db, userId: number, postId: number) {
  return db.transaction(async (tx) => {
    // Locks the post's row: a removal or another like of the same post waits for this one.
    const [post] = await tx
      .select({ status: posts.status, userId: posts.userId })
      .from(posts)
      .where(eq(posts.id, postId))
      .for('update');
    if (post?.status !== 1) throw new ApiError(errors.postNotFound);
    const added = await tx
      .insert(postLikes)
      .values({ postId, userId })
      .onConflictDoNothing()
      .returning({ id: postLikes.postId });
    const liked = added.length > 0;
    if (!liked) {
      await tx
        .delete(postLikes)
        .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
    }
    const [row] = await tx
      .update(posts)
      .set({ likeCount: sql`${posts.likeCount} ${liked ? sql`+` : sql`-`} 1` })
      .where(eq(posts.id, postId))
      .returning({ likeCount: posts.likeCount });
    return { liked, likeCount: row!.likeCount, ownerId: post.userId };
  });
}

/** Likes (or takes back) and, for a new like by someone else, tells the writer at once. */
export async function likePost(ctx: AppContext, userId: number, postId: number) {
  const { liked, likeCount, ownerId } = await togglePostLike(ctx.db, userId, postId);
  if (liked && ownerId !== userId) {
    const [me] = await ctx.db
      .select({ nickName: users.nickName })
      .from(users)
      .where(eq(users.id, userId));
    await ctx.bus.publish(channels.user(ownerId), 'post.like', {
      postId,
      fromUserId: userId,
      nickName: me?.nickName ?? '',
      likeCount,
      at: Date.now(),
    });
    await tellPostLike(ctx, {
      userId: ownerId,
      by: { id: userId, nickName: me?.nickName ?? '' },
      postId,
    });
  }
  return { liked, likeCount };
}
