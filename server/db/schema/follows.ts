// Who follows whom (fans and follow lists, spec §7 attention); the live-room issue adds the follow/unfollow calls.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.targetId] }),
    // Both lists page newest first: a popular anchor's fans must not need a sort of the whole set.
    index('follows_follower_created_idx').on(t.followerId, t.createdAt),
    index('follows_target_created_idx').on(t.targetId, t.createdAt),
    check('follows_not_self', sql`${t.followerId} <> ${t.targetId}`),
  ],
);
