// A target's comments, 最热 (most liked) or 最新, each with its first replies.
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comments } from '../../db/schema';
import { HELD_STATUS } from '../admin/content-queue';
import { commentView, likedBy, writersOf } from './views';

/** Replies shown under each comment in the list; the rest load on demand. */
export const REPLIES_SHOWN = 3;

export interface ListQuery {
  targetType: number;
  targetId: number;
  sort: 'hot' | 'new';
  page: number;
  pageSize: number;
  userId: number | null;
}

/** Visible comments, and the reader's own held ones (审核中 to them, absent for everyone else). */
export const seenBy = (userId: number | null): SQL =>
  userId === null
    ? eq(comments.status, 1)
    : (or(
        eq(comments.status, 1),
        and(eq(comments.status, HELD_STATUS), eq(comments.userId, userId)),
      ) as SQL);

export async function listComments(db: Db, q: ListQuery) {
  const topLevel = and(
    eq(comments.targetType, q.targetType),
    eq(comments.targetId, q.targetId),
    isNull(comments.parentId),
    seenBy(q.userId),
  );
  const order =
    q.sort === 'hot'
      ? [desc(comments.likeCount), desc(comments.replyCount), desc(comments.id)]
      : [desc(comments.id)];
  const top = await db
    .select()
    .from(comments)
    .where(topLevel)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(comments).where(topLevel);
  const ids = top.map((c) => c.id);
  const replies =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(comments)
          .where(
            and(
              inArray(comments.parentId, ids),
              seenBy(q.userId),
              // The first few of each thread, in one query.
              sql`(select count(*) from ${comments} as earlier where earlier.parent_id = ${comments.parentId} and earlier.status = 1 and earlier.id < ${comments.id}) < ${REPLIES_SHOWN}`,
            ),
          )
          .orderBy(asc(comments.id));
  const all = [...top, ...replies];
  const writers = await writersOf(
    db,
    all.flatMap((c) => [c.userId, c.replyToUserId]),
  );
  const liked = await likedBy(
    db,
    q.userId,
    all.map((c) => c.id),
  );
  const list = top.map((c) => ({
    ...commentView(c, writers, liked),
    replyCount: c.replyCount,
    replies: replies.filter((r) => r.parentId === c.id).map((r) => commentView(r, writers, liked)),
  }));
  return { list, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}
