// Matches a fan follows (spec §3 match favourite, /api/attention) and matches an anchor has reserved to stream.
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { matches } from './matches';
import { users } from './users';

export const matchFollows = pgTable(
  'match_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.matchId] }),
    index('match_follows_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const matchReserves = pgTable(
  'match_reserves',
  {
    /** The anchor who will stream the match. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.matchId] }),
    index('match_reserves_match_idx').on(t.matchId),
  ],
);
