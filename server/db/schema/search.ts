// Hot search words (spec §2 Search, §3 hot items have `word`), ordered by operators.
import {
  boolean,
  doublePrecision,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const hotWords = pgTable('hot_words', {
  id: serial('id').primaryKey(),
  word: text('word').notNull().unique(),
  /** Shown with a 'hot' mark. */
  hot: boolean('hot').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * What people search (issue 23: hot words come from searches, not only from the seed): one row per
 * normalised query, with a score that halves every day without searches and gains 1 on each one.
 * The score is stored as of `lastAt`; a reader decays it to its own now.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  score: doublePrecision('score').notNull().default(0),
  /** Every search of it, for operators (never decays). */
  total: integer('total').notNull().default(0),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
});
