// Reading articles: the list (column, category, author, keyword), the detail, related, banner and recommended.
import { and, arrayOverlaps, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { collections, matches, newsArticles, newsColumns, newsPicks } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { readable, selectItems, toItem } from './items';

const newest = [desc(newsArticles.publishedAt), desc(newsArticles.id)];

export interface ListQuery {
  columnNo?: string;
  categoryId?: number;
  keyword?: string;
  authorId?: number;
  pageNum: number;
  pageSize: number;
}

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, '\\$&')}%`;

export async function listArticles(db: Db, q: ListQuery) {
  const keyword = q.keyword?.trim();
  const where = and(
    q.columnNo === undefined ? undefined : eq(newsColumns.columnNo, q.columnNo),
    q.categoryId === undefined ? undefined : eq(newsArticles.categoryId, q.categoryId),
    q.authorId === undefined ? undefined : eq(newsArticles.authorId, q.authorId),
    keyword
      ? or(
          ilike(newsArticles.title, likePattern(keyword)),
          ilike(newsArticles.summary, likePattern(keyword)),
        )
      : undefined,
  );
  const rows = await selectItems(db, where)
    .orderBy(...newest)
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(newsArticles)
    .innerJoin(newsColumns, eq(newsColumns.id, newsArticles.columnId))
    .where(and(readable, where));
  return { list: rows.map(toItem), total: total?.n ?? 0, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** A published article, or null (drafts and withdrawn articles are gone for readers, but kept). */
export async function isReadableArticle(db: Db, id: number) {
  const [row] = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), readable));
  return row !== undefined;
}

/** What every reader of an article is sent alike (the route caches it): throws if it is not published. */
export async function articleContent(db: Db, id: number) {
  const [row] = await selectItems(db, eq(newsArticles.id, id));
  if (!row) throw new ApiError(errors.newsNotFound);
  const [more] = await db
    .select({
      body: newsArticles.body,
      teamIds: newsArticles.teamIds,
      competitionIds: newsArticles.competitionIds,
      matchIds: newsArticles.matchIds,
    })
    .from(newsArticles)
    .where(eq(newsArticles.id, id));
  // The tags name matches by id alone; the page needs each one's sport to follow it.
  const tagged = more!.matchIds.length
    ? await db
        .select({ id: matches.id, sport: matches.sport })
        .from(matches)
        .where(inArray(matches.id, more!.matchIds))
    : [];
  const sportOf = new Map(tagged.map((m) => [m.id, m.sport]));
  const taggedMatches: { id: number; sport: 'football' | 'basketball' }[] = [];
  for (const matchId of more!.matchIds) {
    const sport = sportOf.get(matchId);
    if (sport === 'football' || sport === 'basketball') taggedMatches.push({ id: matchId, sport });
  }
  return { ...toItem(row), ...more!, matches: taggedMatches };
}

/** Whether this user has collected the article (a visitor has not). */
export async function hasCollected(db: Db, userId: number | null, id: number) {
  if (userId === null) return false;
  const rows = await db
    .select({ id: collections.targetId })
    .from(collections)
    .where(
      and(eq(collections.userId, userId), eq(collections.type, 1), eq(collections.targetId, id)),
    );
  return rows.length > 0;
}

/** Articles sharing a team, competition or match with this one first, then the newest of its column. */
export async function relatedArticles(db: Db, id: number, limit: number) {
  const [self] = await db
    .select({
      columnId: newsArticles.columnId,
      teamIds: newsArticles.teamIds,
      competitionIds: newsArticles.competitionIds,
      matchIds: newsArticles.matchIds,
    })
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), readable));
  if (!self) throw new ApiError(errors.newsNotFound);
  const tags = [
    self.teamIds.length ? arrayOverlaps(newsArticles.teamIds, self.teamIds) : undefined,
    self.competitionIds.length
      ? arrayOverlaps(newsArticles.competitionIds, self.competitionIds)
      : undefined,
    self.matchIds.length ? arrayOverlaps(newsArticles.matchIds, self.matchIds) : undefined,
  ].filter((t) => t !== undefined);
  const shares = tags.length ? or(...tags) : sql`false`;
  const rows = await selectItems(
    db,
    and(ne(newsArticles.id, id), or(shares, eq(newsArticles.columnId, self.columnId))),
  )
    .orderBy(desc(sql`case when ${shares} then 1 else 0 end`), ...newest)
    .limit(limit);
  return rows.map(toItem);
}

export async function bannerArticles(db: Db, limit: number) {
  const rows = await selectItems(db)
    .innerJoin(
      newsPicks,
      and(eq(newsPicks.articleId, newsArticles.id), eq(newsPicks.place, 'banner')),
    )
    .orderBy(asc(newsPicks.sort), ...newest)
    .limit(limit);
  return rows.map(toItem);
}

/** Operators' recommendations first, then the most read of the last week fill the list. */
export async function recommendedArticles(db: Db, limit: number, columnNo?: string) {
  const inColumn = columnNo === undefined ? undefined : eq(newsColumns.columnNo, columnNo);
  const picked = await selectItems(db, inColumn)
    .innerJoin(
      newsPicks,
      and(eq(newsPicks.articleId, newsArticles.id), eq(newsPicks.place, 'recommend')),
    )
    .orderBy(asc(newsPicks.sort), ...newest)
    .limit(limit);
  if (picked.length >= limit) return picked.map(toItem);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  const hot = await selectItems(
    db,
    and(inColumn, sql`${newsArticles.publishedAt} >= ${weekAgo.toISOString()}`),
  )
    .orderBy(desc(newsArticles.viewCount), ...newest)
    .limit(limit);
  const seen = new Set(picked.map((r) => r.id));
  return [...picked, ...hot.filter((r) => !seen.has(r.id))].slice(0, limit).map(toItem);
}
