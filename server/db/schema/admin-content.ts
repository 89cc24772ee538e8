// The 内容审核 desk's queue: a held news comment, a post that hit the sensitive words, a flagged nick name or a
// changed avatar, waiting for an operator; entry and decision times feed the dashboard's response times.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const contentReviews = pgTable(
  'content_reviews',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'comment' | 'post' | 'nickname' | 'avatar'>().notNull(),
    /** The comment's or post's id; the user's own id for a nick name or avatar. */
    targetId: integer('target_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the operator checks: the (masked) text, the new nick name or the avatar's URL. */
    content: text('content').notNull().default(''),
    /** The nick name or avatar before the change ('' for comments and posts). */
    previous: text('previous').notNull().default(''),
    /** The listed words the text hit. */
    hits: jsonb('hits').$type<string[]>().notNull().default([]),
    status: text('status')
      .$type<'pending' | 'approved' | 'rejected'>()
      .notNull()
      .default('pending'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    decidedUsername: text('decided_username').notNull().default(''),
  },
  (t) => [
    check(
      'content_reviews_kind_check',
      sql`${t.kind} in ('comment', 'post', 'nickname', 'avatar')`,
    ),
    check('content_reviews_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    // One open item per thing: a second change of a flagged name replaces the first one's text.
    uniqueIndex('content_reviews_pending_target')
      .on(t.kind, t.targetId)
      .where(sql`${t.status} = 'pending'`),
    index('content_reviews_status_created').on(t.status, t.createdAt),
    index('content_reviews_decided').on(t.decidedAt),
  ],
);
