// Reading posts: a circle's (pinned first; newest, hottest or essence), the hot posts across circles, a user's,
// anchors' dynamics, one post. Removed posts are gone for readers; a reader's shields hide posts and authors.
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { postShields, posts } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { postViews } from './post-views';

export interface Page {
  pageNum: number;
  pageSize: number;
}

/** 热度: likes and (weightier) comments, cooling with age, as the big forums rank their 热帖. */
const hotness = sql`(${posts.likeCount} + 2 * ${posts.commentCount} + 1) / power(extract(epoch from (now() - ${posts.createdAt})) / 3600 + 2, 1.5)`;

/** Nothing the reader shielded: the post itself, or anything by an author they blocked. */
function notShielded(readerId: number | null): SQL | undefined {
  if (readerId === null) return undefined;
  return sql`not exists (select 1 from ${postShields} s where s.user_id = ${readerId} and ((s.kind = 'post' and s.target_id = ${posts.id}) or (s.kind = 'author' and s.target_id = ${posts.userId})))`;
}

async function page(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  p: Page,
  readerId: number | null,
) {
  const rows = await db
    .select()
    .from(posts)
    .where(where)
    .orderBy(...order)
    .limit(p.pageSize)
    .offset((p.pageNum - 1) * p.pageSize);
  const [total] = await db.select({ n: count() }).from(posts).where(where);
  return {
    list: await postViews(db, rows, readerId),
    total: total?.n ?? 0,
    pageNum: p.pageNum,
    pageSize: p.pageSize,
  };
}

export interface GeneralQuery extends Page {
  circleId?: number;
  userId?: number;
  sort: 'new' | 'hot' | 'essence';
  readerId: number | null;
}

export function listGeneral(db: Db, q: GeneralQuery) {
  const where = and(
    eq(posts.status, 1),
    // A user's own page lists both kinds; the circles' lists only circle posts.
    q.userId === undefined ? eq(posts.kind, 'general') : eq(posts.userId, q.userId),
    q.circleId === undefined ? undefined : eq(posts.circleId, q.circleId),
    q.sort === 'essence' ? eq(posts.essence, true) : undefined,
    notShielded(q.readerId),
  );
  const byTime = [desc(posts.createdAt), desc(posts.id)];
  const order = q.sort === 'hot' ? [desc(hotness), ...byTime] : byTime;
  // Pinned posts lead a circle's own list, whatever the sort.
  const pinnedFirst = q.circleId !== undefined ? [desc(posts.pinned)] : [];
  return page(db, where, [...pinnedFirst, ...order], q, q.readerId);
}

export function listAnchorPosts(db: Db, q: Page & { anchorId?: number; readerId: number | null }) {
  const where = and(
    eq(posts.status, 1),
    eq(posts.kind, 'anchor'),
    q.anchorId === undefined ? undefined : eq(posts.userId, q.anchorId),
    notShielded(q.readerId),
  );
  return page(db, where, [desc(posts.createdAt), desc(posts.id)], q, q.readerId);
}

/** A post readers can see (the comment model asks this before every comment on a post). */
export async function isReadablePost(db: Db, id: number) {
  const [row] = await db.select({ status: posts.status }).from(posts).where(eq(posts.id, id));
  return row?.status === 1;
}

export async function visiblePost(db: Db, id: number) {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  if (row?.status !== 1) throw new ApiError(errors.postNotFound);
  return row;
}

export async function postDetail(db: Db, id: number, readerId: number | null) {
  const [view] = await postViews(db, [await visiblePost(db, id)], readerId);
  return view!;
}
