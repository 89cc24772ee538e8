// The match chat (聊球室) of every match centre: what fans said, and who may not say anything there.
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { matches } from './matches';
import { users } from './users';

/** Every line a match's chat accepted, in order; the history pages by id, old lines are pruned. */
export const matchChatMessages = pgTable(
  'match_chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The nick name when sent: the history shows what the fans saw. */
    nickName: text('nick_name').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('match_chat_messages_match').on(t.matchId, t.id)],
);

/** A user barred from every match chat by an operator, until a time or (null) for good. */
export const matchChatBans = pgTable('match_chat_bans', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull().default(''),
  until: timestamp('until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
