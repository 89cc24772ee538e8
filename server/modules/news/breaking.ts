// Breaking news (快讯): an operator flags a published article; it is pushed on the site channel at once, and the
// newest one stays readable for BREAKING_NEWS_MS so a page opened a little later still shows it.
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { BREAKING_NEWS_MS } from '../../../contract/calls/news-breaking';
import { errors } from '../../../contract/errors';
import { channels, type EventData } from '../../../contract/events';
import type { Db } from '../../db/client';
import { newsArticles, newsBreaking } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Bus } from '../../realtime/bus';
import { readable } from './items';

export type BreakingItem = EventData<'news.breaking'>;

const toItem = (a: { id: number; title: string; summary: string }, at: Date): BreakingItem => ({
  id: a.id,
  // The event's limits: a long title is cut rather than refused, the toast shows two lines at most.
  title: a.title.slice(0, 200),
  summary: a.summary.slice(0, 300),
  at: at.getTime(),
  expiresAt: at.getTime() + BREAKING_NEWS_MS,
});

/** Flags a published article as breaking (again: it moves to now) and pushes it to every open page. */
export async function flagBreaking(ctx: { db: Db; bus: Bus }, articleId: number, now = new Date()) {
  const [article] = await ctx.db
    .select({ id: newsArticles.id, title: newsArticles.title, summary: newsArticles.summary })
    .from(newsArticles)
    .where(and(eq(newsArticles.id, articleId), readable));
  if (!article) throw new ApiError(errors.newsNotFound);
  await ctx.db
    .insert(newsBreaking)
    .values({ articleId, flaggedAt: now })
    .onConflictDoUpdate({ target: newsBreaking.articleId, set: { flaggedAt: now } });
  const item = toItem(article, now);
  await ctx.bus.publish(channels.site, 'news.breaking', item);
  return item;
}

/** The newest breaking item not yet expired, of an article still published; null when there is none. */
export async function latestBreaking(db: Db, now = Date.now()): Promise<BreakingItem | null> {
  const [row] = await db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      summary: newsArticles.summary,
      flaggedAt: newsBreaking.flaggedAt,
    })
    .from(newsBreaking)
    .innerJoin(newsArticles, eq(newsArticles.id, newsBreaking.articleId))
    .where(
      and(
        readable,
        gte(newsBreaking.flaggedAt, new Date(now - BREAKING_NEWS_MS)),
        lte(newsBreaking.flaggedAt, new Date(now)),
      ),
    )
    .orderBy(desc(newsBreaking.flaggedAt))
    .limit(1);
  return row ? toItem(row, row.flaggedAt) : null;
}
