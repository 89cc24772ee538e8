// Users and their login sessions (spec §3 user info); the accounts module writes them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  nickName: text('nick_name').notNull().unique(),
  portrait: text('portrait').notNull().default(''),
  level: integer('level').notNull().default(0),
  isAnchor: smallint('is_anchor').notNull().default(0),
  isExpert: smallint('is_expert').notNull().default(0),
  /** scrypt hash, null until the user sets a password (SMS-only accounts). */
  passwordHash: text('password_hash'),
  /** Profile: 0 unknown, 1 male, 2 female. */
  gender: smallint('gender').notNull().default(0),
  birthday: date('birthday', { mode: 'string' }),
  signature: text('signature').notNull().default(''),
  /** Real name: only masked forms are kept, never the full name or number. */
  realNameMasked: text('real_name_masked'),
  idNumberMasked: text('id_number_masked'),
  /** Keyed hash of the verified full name: a bank card's holder must match it (the name is not kept). */
  realNameHash: text('real_name_hash'),
  /** Deterministic slow hash of the ID number: one number backs one account. */
  idNumberHash: text('id_number_hash').unique(),
  /** 0 not verified, 1 verified (final). */
  realNameStatus: smallint('real_name_status').notNull().default(0),
  realNameAt: timestamp('real_name_at', { withTimezone: true }),
  /** IP属地 of the last login (province, or the country abroad), shown on the profile; null until one. */
  ipRegion: text('ip_region'),
  /** 注销账号: the row stays, anonymised (the ledger names it); null for a live account. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the token: a leaked table cannot be replayed. */
    tokenHash: text('token_hash').notNull().unique(),
    /** auto=1 at login: the cookie lives 30 days instead of the browser session. */
    persistent: boolean('persistent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId).where(sql`${t.revokedAt} is null`)],
);
