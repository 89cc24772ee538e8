// Claims on the operator console's review queues: one operator works an item until the claim expires.

import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';

export const adminReviewClaims = pgTable(
  'admin_review_claims',
  {
    /** anchor | expert | withdrawal | content */
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'admin_review_claims_pk', columns: [t.kind, t.itemId] }),
    check(
      'admin_review_claims_kind_check',
      sql`${t.kind} in ('anchor', 'expert', 'withdrawal', 'content')`,
    ),
  ],
);
