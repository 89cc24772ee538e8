// Which articles the match feed wrote: one preview and one report per match at most. The primary key is the
// idempotency key of the writer, so a restart or a repeated full-time report never writes a second one.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { matches } from './matches';
import { newsArticles } from './news';

export const newsMatchArticles = pgTable(
  'news_match_articles',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** preview (前瞻) or report (战报). */
    kind: text('kind').notNull(),
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.kind] }),
    check('news_match_articles_kind', sql`${t.kind} in ('preview', 'report')`),
  ],
);
