// Breaking news (快讯): articles an operator flagged, with when; a page opened soon after still shows the newest.
import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { newsArticles } from './news';

export const newsBreaking = pgTable(
  'news_breaking',
  {
    articleId: integer('article_id')
      .primaryKey()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    /** Flagging again moves it to now: the toast shows again on every page. */
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_breaking_flagged').on(t.flaggedAt)],
);
