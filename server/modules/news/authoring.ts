// Writing articles (the seed, the operator CLI and later the editor): every body is sanitised before it is stored.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles, newsColumns, newsPicks } from '../../db/schema';
import { newsChanged } from './read-cache';
import { sanitizeBody } from './sanitize';

export type ArticleStatus = 'draft' | 'review' | 'published' | 'withdrawn';

export interface NewArticle {
  title: string;
  summary?: string;
  cover?: string;
  body: string;
  authorId: number;
  /** 1 operator, 2 anchor, 3 expert */
  authorKind: 1 | 2 | 3;
  columnNo: string;
  categoryId?: number | null;
  teamIds?: number[];
  competitionIds?: number[];
  matchIds?: number[];
  status?: ArticleStatus;
  publishedAt?: Date;
}

/** A plain-text summary from the body when none is given. */
const summaryOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);

export async function writeArticle(db: Db, a: NewArticle) {
  const [column] = await db
    .select({ id: newsColumns.id })
    .from(newsColumns)
    .where(eq(newsColumns.columnNo, a.columnNo));
  if (!column) throw new Error(`unknown news column ${a.columnNo}`);
  const body = sanitizeBody(a.body);
  const status = a.status ?? 'published';
  const [row] = await db
    .insert(newsArticles)
    .values({
      title: a.title.trim(),
      summary: a.summary?.trim() || summaryOf(body),
      cover: a.cover ?? '',
      body,
      authorId: a.authorId,
      authorKind: a.authorKind,
      columnId: column.id,
      categoryId: a.categoryId ?? null,
      teamIds: a.teamIds ?? [],
      competitionIds: a.competitionIds ?? [],
      matchIds: a.matchIds ?? [],
      status,
      publishedAt: status === 'published' ? (a.publishedAt ?? new Date()) : null,
    })
    .returning({ id: newsArticles.id });
  newsChanged();
  return row!.id;
}

export async function setArticleStatus(db: Db, id: number, status: ArticleStatus) {
  await db
    .update(newsArticles)
    .set({
      status,
      updatedAt: new Date(),
      // An article approved from review (an author's) gets its publish time now; one published
      // before and withdrawn keeps its first.
      ...(status === 'published'
        ? { publishedAt: sql`coalesce(${newsArticles.publishedAt}, now())` }
        : {}),
    })
    .where(eq(newsArticles.id, id));
  newsChanged();
}

export async function pickArticle(
  db: Db,
  articleId: number,
  place: 'banner' | 'recommend',
  sort = 0,
) {
  await db
    .insert(newsPicks)
    .values({ articleId, place, sort })
    .onConflictDoUpdate({ target: [newsPicks.place, newsPicks.articleId], set: { sort } });
  newsChanged();
}
