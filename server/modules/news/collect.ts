// Collections of articles: flag 1 collects, 0 removes; repeating either leaves the same state.
import { and, count, desc, eq } from 'drizzle-orm';
import { COLLECT_TYPE_NEWS } from '../../../contract/calls/news';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { collections, newsArticles } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isReadableArticle } from './articles';
import { selectItems, toItem } from './items';

export async function collectArticle(db: Db, userId: number, articleId: number, flag: 0 | 1) {
  const mine = and(
    eq(collections.userId, userId),
    eq(collections.type, COLLECT_TYPE_NEWS),
    eq(collections.targetId, articleId),
  );
  if (flag === 0) {
    await db.delete(collections).where(mine);
    return { collected: false };
  }
  if (!(await isReadableArticle(db, articleId))) throw new ApiError(errors.newsNotFound);
  await db
    .insert(collections)
    .values({ userId, type: COLLECT_TYPE_NEWS, targetId: articleId })
    .onConflictDoNothing();
  return { collected: true };
}

/** The user's collected articles still readable, the latest collected first. */
export async function myCollectedArticles(
  db: Db,
  userId: number,
  pageNum: number,
  pageSize: number,
) {
  const mine = and(eq(collections.userId, userId), eq(collections.type, COLLECT_TYPE_NEWS));
  const rows = await selectItems(db, mine)
    .innerJoin(collections, eq(collections.targetId, newsArticles.id))
    .orderBy(desc(collections.createdAt), desc(newsArticles.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(collections)
    .innerJoin(newsArticles, eq(newsArticles.id, collections.targetId))
    .where(and(mine, eq(newsArticles.status, 'published')));
  return { list: rows.map(toItem), total: total?.n ?? 0, pageNum, pageSize };
}
