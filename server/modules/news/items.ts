// The one query shape behind every article list: an article with its column, author and comment count.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comments, newsArticles, newsColumns, users } from '../../db/schema';
import { articleCoverUrl } from '../art/service';

/** spec §3: comments on a news article carry target type 1 (contract/calls/comment.ts). */
const NEWS_TARGET = 1;

export const readable = eq(newsArticles.status, 'published');

const fields = {
  id: newsArticles.id,
  title: newsArticles.title,
  summary: newsArticles.summary,
  cover: newsArticles.cover,
  columnNo: newsColumns.columnNo,
  columnName: newsColumns.name,
  categoryId: newsArticles.categoryId,
  authorId: users.id,
  nickName: users.nickName,
  portrait: users.portrait,
  authorKind: newsArticles.authorKind,
  publishedAt: newsArticles.publishedAt,
  viewCount: newsArticles.viewCount,
  commentCount:
    sql<number>`(select count(*) from ${comments} where ${comments.targetType} = ${NEWS_TARGET} and ${comments.targetId} = ${newsArticles.id} and ${comments.status} = 1)`.mapWith(
      Number,
    ),
};

/** Published articles only; the caller adds its own filter, order and page. */
export const selectItems = (db: Db, where?: SQL) =>
  db
    .select(fields)
    .from(newsArticles)
    .innerJoin(newsColumns, eq(newsColumns.id, newsArticles.columnId))
    .innerJoin(users, eq(users.id, newsArticles.authorId))
    .where(and(readable, where))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

/** Maps a row to the wire's newsItem; an article without an uploaded cover gets its drawn one. */
export const toItem = (r: Row) => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  cover: r.cover || articleCoverUrl(r.id),
  columnNo: r.columnNo,
  columnName: r.columnName,
  categoryId: r.categoryId,
  author: { id: r.authorId, nickName: r.nickName, portrait: r.portrait, kind: r.authorKind },
  publishedAt: (r.publishedAt ?? new Date(0)).toISOString(),
  viewCount: r.viewCount,
  commentCount: r.commentCount,
});
