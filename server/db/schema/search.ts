// Hot search words (spec §2 Search, §3 hot items have `word`), ordered by operators.
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const hotWords = pgTable('hot_words', {
  id: serial('id').primaryKey(),
  word: text('word').notNull().unique(),
  /** Shown with a 'hot' mark. */
  hot: boolean('hot').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});
