// The news desk's view for operators (the CLI today, a console later): articles of any status, and the moves
// between statuses that readers see — approving a submitted article publishes it now.
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { newsArticles, newsColumns, newsPicks, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { ArticleStatus } from './authoring';
import { newsChanged } from './read-cache';

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
  newsChanged();
  return true;
}

export interface DeskFilters {
  columnNo?: string;
  authorId?: number;
  status?: ArticleStatus;
  keyword?: string;
}

const onHeadline = sql<boolean>`exists (select 1 from ${newsPicks} where ${newsPicks.articleId} = ${newsArticles.id} and ${newsPicks.place} = 'banner')`;

/** Articles as the console lists them: column and author names, and whether each is on the headline. */
const deskSelect = (db: Db) =>
  db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      status: newsArticles.status,
      columnNo: newsColumns.columnNo,
      columnName: newsColumns.name,
      authorId: newsArticles.authorId,
      nickName: users.nickName,
      authorKind: newsArticles.authorKind,
      viewCount: newsArticles.viewCount,
      pinned: onHeadline,
      publishedAt: newsArticles.publishedAt,
      createdAt: newsArticles.createdAt,
    })
    .from(newsArticles)
    .innerJoin(newsColumns, eq(newsColumns.id, newsArticles.columnId))
    .innerJoin(users, eq(users.id, newsArticles.authorId));

type DeskRow = Awaited<ReturnType<ReturnType<typeof deskSelect>['execute']>>[number];
const deskView = (r: DeskRow) => ({
  ...r,
  status: r.status as ArticleStatus,
  pinned: Boolean(r.pinned),
  publishedAt: r.publishedAt?.getTime() ?? null,
  createdAt: r.createdAt.getTime(),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The console's page of articles of any status, newest first. */
export async function deskPage(db: Db, f: DeskFilters, page: number, pageSize: number) {
  const where = and(
    f.columnNo ? eq(newsColumns.columnNo, f.columnNo) : undefined,
    f.authorId ? eq(newsArticles.authorId, f.authorId) : undefined,
    f.status ? eq(newsArticles.status, f.status) : undefined,
    f.keyword ? ilike(newsArticles.title, `%${escapeLike(f.keyword)}%`) : undefined,
  );
  const [rows, [n], columns] = await Promise.all([
    deskSelect(db)
      .where(where)
      .orderBy(desc(newsArticles.createdAt), desc(newsArticles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(newsArticles)
      .innerJoin(newsColumns, eq(newsColumns.id, newsArticles.columnId))
      .where(where),
    db
      .select({ columnNo: newsColumns.columnNo, name: newsColumns.name })
      .from(newsColumns)
      .orderBy(asc(newsColumns.sort), asc(newsColumns.id)),
  ]);
  return { list: rows.map(deskView), total: n?.n ?? 0, page, pageSize, columns };
}

/** One article as the console lists it; unknown ids are refused. */
export async function deskItem(db: Db, id: number) {
  const [row] = await deskSelect(db).where(eq(newsArticles.id, id));
  if (!row) throw new ApiError(errors.newsNotFound);
  return deskView(row);
}

/** withdrawn → published again, keeping its first publication date. */
export async function republishArticle(db: Db, id: number, now = new Date()) {
  await db
    .update(newsArticles)
    .set({
      status: 'published',
      publishedAt: sql`coalesce(${newsArticles.publishedAt}, ${now})`,
      updatedAt: now,
    })
    .where(and(eq(newsArticles.id, id), eq(newsArticles.status, 'withdrawn')));
  newsChanged();
}

/** Off the headline (pickArticle puts it on). */
export async function unpickArticle(db: Db, articleId: number, place: 'banner' | 'recommend') {
  await db
    .delete(newsPicks)
    .where(and(eq(newsPicks.articleId, articleId), eq(newsPicks.place, place)));
  newsChanged();
}
