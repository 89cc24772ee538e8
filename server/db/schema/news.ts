// Tables of headlines (头条): columns, categories, articles, their banner/recommend picks and readers' collections.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A column (栏目) as getColumnByType lists it; type 1 is news (spec §7), other types are left for later. */
export const newsColumns = pgTable(
  'news_columns',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull().default(1),
    columnNo: text('column_no').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('news_columns_no').on(t.columnNo)],
);

export const newsCategories = pgTable(
  'news_categories',
  {
    id: serial('id').primaryKey(),
    columnId: integer('column_id')
      .notNull()
      .references(() => newsColumns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('news_categories_column_name').on(t.columnId, t.name)],
);

export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull().default(''),
    /** Sanitised HTML: the service cleans every body before it is stored. */
    body: text('body').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** 1 operator, 2 anchor, 3 expert. */
    authorKind: smallint('author_kind').notNull(),
    columnId: integer('column_id')
      .notNull()
      .references(() => newsColumns.id),
    categoryId: integer('category_id').references(() => newsCategories.id, {
      onDelete: 'set null',
    }),
    teamIds: integer('team_ids').array().notNull().default(sql`'{}'::integer[]`),
    competitionIds: integer('competition_ids').array().notNull().default(sql`'{}'::integer[]`),
    matchIds: integer('match_ids').array().notNull().default(sql`'{}'::integer[]`),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'news_articles_status',
      sql`${t.status} in ('draft', 'review', 'published', 'withdrawn')`,
    ),
    check('news_articles_author_kind', sql`${t.authorKind} between 1 and 3`),
    // Readers only ever see published articles, newest first, per column or per author.
    index('news_articles_column_published').on(t.columnId, t.status, t.publishedAt),
    index('news_articles_status_published').on(t.status, t.publishedAt),
    index('news_articles_author_published').on(t.authorId, t.publishedAt),
  ],
);

/** Operators' picks: the banner carousel and the recommended list, each in its own order. */
export const newsPicks = pgTable(
  'news_picks',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    place: text('place').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.place, t.articleId] }),
    check('news_picks_place', sql`${t.place} in ('banner', 'recommend')`),
  ],
);

/** What a user collected (spec §3 collect: collectId, type); type 1 is a news article. */
export const collections = pgTable(
  'collections',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type, t.targetId] }),
    index('collections_user_type_created').on(t.userId, t.type, t.createdAt),
  ],
);
