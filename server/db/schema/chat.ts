// What is said in rooms and across the site: every chat and barrage message stored, the sensitive-word
// list operators edit, and the horns (paid site-wide messages).
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { rooms } from './rooms';
import { users } from './users';

/** Every message a room accepted (chat line or barrage), in order; the history pages by id. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The nick name when sent: the history shows what the room saw. */
    nickName: text('nick_name').notNull(),
    content: text('content').notNull(),
    kind: text('kind', { enum: ['chat', 'barrage'] })
      .notNull()
      .default('chat'),
    /** The barrage style (colour) a barrage was sent in; null for chat lines. */
    barrageId: integer('barrage_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_room').on(t.roomId, t.id)],
);

/** Words a message may not carry (masked or refused); operators edit the list. */
export const sensitiveWords = pgTable(
  'sensitive_words',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sensitive_words_word').on(t.word)],
);

/** A horn: a paid message shown to the whole site as a marquee. */
export const horns = pgTable(
  'horns',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickName: text('nick_name').notNull(),
    content: text('content').notNull(),
    /** The room it was sent from, if any (the marquee links there). */
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('horns_created').on(t.createdAt),
    // A user's free horns are counted per month.
    index('horns_user_created').on(t.userId, t.createdAt),
  ],
);
