// The message centre (消息中心): every notice to a user, one row each, and the kinds each user switched off.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    /** The recipient. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** contract/calls/message.ts messageKinds. */
    kind: text('kind').notNull(),
    /** Who caused it (the new fan, the replier); null for the site's own notices. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** A path of the site; '' opens nothing. */
    link: text('link').notNull().default(''),
    /** The event's identity (comment:12, room:3:…): the same event never notifies one user twice. */
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_dedupe').on(t.userId, t.kind, t.dedupeKey),
    index('messages_user_created').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('messages_user_kind_created').on(t.userId, t.kind, t.createdAt.desc(), t.id.desc()),
    index('messages_unread').on(t.userId, t.kind).where(sql`${t.readAt} is null`),
    index('messages_created').on(t.createdAt),
  ],
);

/** A row only for a kind a user switched (no row: the kind is on). */
export const messageSettings = pgTable(
  'message_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
