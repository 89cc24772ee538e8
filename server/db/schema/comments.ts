// Comments on anything (news articles now; community posts, plans and replays later): one model keyed by
// target type and id, replies through parent id, one like per user.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    /** 1 news article; the community issue adds 2 post, and so on. */
    targetType: smallint('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The top-level comment a reply belongs to (replies are one level deep, as on the big platforms). */
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    /** Whom a reply answers, for 回复 @某人. */
    replyToUserId: integer('reply_to_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Already masked: the sensitive words never reach storage. */
    content: text('content').notNull(),
    ipAddress: text('ip_address').notNull().default(''),
    /** IP属地 shown beside the comment: a province, or 未知. */
    ipRegion: text('ip_region').notNull().default('未知'),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    /** 1 visible, 0 hidden by an operator. */
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('comments_like_count', sql`${t.likeCount} >= 0`),
    index('comments_target_created').on(t.targetType, t.targetId, t.createdAt),
    index('comments_parent_created').on(t.parentId, t.createdAt),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** A reader's report against a comment, for the operators' queue; one per reader and comment. */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    status: text('status', { enum: ['open', 'done'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('comment_reports_reporter').on(t.commentId, t.reporterId),
    index('comment_reports_status').on(t.status, t.createdAt),
  ],
);
