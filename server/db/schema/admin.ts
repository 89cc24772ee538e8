// The operator console: admin accounts (apart from fans), their sessions, and the append-only audit log.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** scrypt hash (server/modules/user/password.ts). */
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull(),
  /** The TOTP secret, AES-GCM sealed with a key from ADMIN_SECRET; null until enrolled. */
  totpSecret: text('totp_secret'),
  totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code of that step or earlier is refused (no replay). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** sha256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end (8 h after login). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last use: idle past 30 minutes ends the session. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

/** Append-only: a trigger in the migration refuses UPDATE and DELETE. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for a failed login under an unknown username. */
    adminId: integer('admin_id'),
    username: text('username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('admin_audit_at_idx').on(t.at),
    index('admin_audit_admin_idx').on(t.adminId, t.at),
    index('admin_audit_target_idx').on(t.targetType, t.targetId),
  ],
);
