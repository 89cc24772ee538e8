// Comments on posts go through the shared comment model (target type 2); this keeps the post's comment count
// (inside the comment's transaction) and tells the post's writer at once on user:<id>.
import { eq, sql } from 'drizzle-orm';
import { channels } from '../../../contract/events';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema';
import { tellReply } from '../message/service';

export interface CommentNotice {
  id: number;
  content: string;
  user: { id: number; nickName: string };
}

/** The post's writer and its comment count after a new comment. */
export interface PostCounted {
  userId: number;
  commentCount: number;
}

export async function countPostComment(db: Db, postId: number): Promise<PostCounted | undefined> {
  const [row] = await db
    .update(posts)
    .set({ commentCount: sql`${posts.commentCount} + 1` })
    .where(eq(posts.id, postId))
    .returning({ userId: posts.userId, commentCount: posts.commentCount });
  return row;
}

export async function postCommented(
  ctx: AppContext,
  postId: number,
  comment: CommentNotice,
  post: PostCounted,
) {
  if (post.userId === comment.user.id) return;
  await ctx.bus.publish(channels.user(post.userId), 'post.comment', {
    postId,
    commentId: comment.id,
    fromUserId: comment.user.id,
    nickName: comment.user.nickName,
    content: comment.content.slice(0, 500),
    commentCount: post.commentCount,
    at: Date.now(),
  });
  await tellReply(ctx, {
    userId: post.userId,
    by: comment.user,
    commentId: comment.id,
    content: comment.content,
    link: `/community/${postId}`,
    onPost: true,
  });
}
