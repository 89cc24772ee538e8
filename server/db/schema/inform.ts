// Tables of the inform module: user feedback for now (community and news join later).

import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('feedback_type_range', sql`${t.type} between 1 and 4`)],
);
