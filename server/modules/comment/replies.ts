// All replies of one top-level comment, oldest first: what "查看全部 N 条回复" loads after the list's first few.
import { and, asc, count, eq } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { comments } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { seenBy } from './list';
import { targetExists } from './targets';
import { commentView, likedBy, writersOf } from './views';

export interface RepliesQuery {
  commentId: number;
  page: number;
  pageSize: number;
  userId: number | null;
}

export async function listReplies(db: Db, q: RepliesQuery) {
  const [top] = await db.select().from(comments).where(eq(comments.id, q.commentId));
  // A reply has no replies of its own (threads are one level deep), and a hidden comment shows nothing.
  if (top?.status !== 1 || top.parentId !== null) throw new ApiError(errors.commentNotFound);
  if (!(await targetExists(db, top.targetType, top.targetId))) {
    throw new ApiError(errors.commentTargetNotFound);
  }
  const where = and(eq(comments.parentId, top.id), seenBy(q.userId));
  const rows = await db
    .select()
    .from(comments)
    .where(where)
    .orderBy(asc(comments.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(comments).where(where);
  const writers = await writersOf(
    db,
    rows.flatMap((r) => [r.userId, r.replyToUserId]),
  );
  const liked = await likedBy(
    db,
    q.userId,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => commentView(r, writers, liked)),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}
