// The news desk's view for operators (the CLI today, a console later): articles of any status, and the moves
// between statuses that readers see — approving a submitted article publishes it now.
import { and, desc, eq } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { newsArticles, newsColumns, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { ArticleStatus } from './authoring';

export const articleStatuses = ['draft', 'review', 'published', 'withdrawn'] as const;

export async function deskList(db: Db, status: ArticleStatus | undefined, limit: number) {
  return db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      status: newsArticles.status,
      columnName: newsColumns.name,
      nickName: users.nickName,
      authorKind: newsArticles.authorKind,
      publishedAt: newsArticles.publishedAt,
      createdAt: newsArticles.createdAt,
    })
    .from(newsArticles)
    .innerJoin(newsColumns, eq(newsColumns.id, newsArticles.columnId))
    .innerJoin(users, eq(users.id, newsArticles.authorId))
    .where(status ? eq(newsArticles.status, status) : undefined)
    .orderBy(desc(newsArticles.createdAt), desc(newsArticles.id))
    .limit(limit);
}

/** An article's status whatever it is; unknown ids are refused. */
export async function articleStatusOf(db: Db, id: number): Promise<ArticleStatus> {
  const [row] = await db
    .select({ status: newsArticles.status })
    .from(newsArticles)
    .where(eq(newsArticles.id, id));
  if (!row) throw new ApiError(errors.newsNotFound);
  return row.status as ArticleStatus;
}

/** review → published, dated now; false when the article was not waiting for review. */
export async function approveArticle(db: Db, id: number, now = new Date()) {
  await articleStatusOf(db, id);
  const done = await db
    .update(newsArticles)
    .set({ status: 'published', publishedAt: now, updatedAt: now })
    .where(and(eq(newsArticles.id, id), eq(newsArticles.status, 'review')))
    .returning({ id: newsArticles.id });
  return done.length > 0;
}

/** Any status → withdrawn (kept, gone for readers); false when it already was. */
export async function withdrawArticle(db: Db, id: number, now = new Date()) {
  if ((await articleStatusOf(db, id)) === 'withdrawn') return false;
  await db
    .update(newsArticles)
    .set({ status: 'withdrawn', updatedAt: now })
    .where(eq(newsArticles.id, id));
  return true;
}
