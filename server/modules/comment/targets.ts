// What can be commented on, whether that thing is there for readers to comment on, and what a new comment
// on it sets off (a post counts it and tells its writer).
import { COMMENT_TARGET_NEWS, COMMENT_TARGET_POST } from '../../../contract/calls/comment';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  type CommentNotice,
  countPostComment,
  isReadablePost,
  type PostCounted,
  postCommented,
} from '../community/service';
import { isReadableArticle } from '../news/service';

export async function targetExists(db: Db, type: number, id: number) {
  if (type === COMMENT_TARGET_NEWS) return isReadableArticle(db, id);
  if (type === COMMENT_TARGET_POST) return isReadablePost(db, id);
  return false;
}

/** Moves the target's own comment count (posts keep one; articles do not), inside the comment's transaction. */
export async function commentCounted(db: Db, type: number, id: number) {
  if (type === COMMENT_TARGET_POST) return (await countPostComment(db, id)) ?? null;
  return null;
}

export async function commentAdded(
  ctx: AppContext,
  type: number,
  id: number,
  c: CommentNotice,
  counted: PostCounted | null,
) {
  if (type === COMMENT_TARGET_POST && counted) await postCommented(ctx, id, c, counted);
}
