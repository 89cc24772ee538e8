// The operator console's reports and users desks: site-wide sanctions, the handling of reports, manual money.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A site-wide mute (no chat, match chat, comments or posts) or ban (no login); `until` null is permanent. */
export const userSanctions = pgTable(
  'user_sanctions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'mute' | 'ban'>().notNull(),
    until: timestamp('until', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    adminId: integer('admin_id'),
    adminUsername: text('admin_username').notNull().default(''),
    /** The report it answered (room:1, comment:2, post:3), or ''. */
    reportRef: text('report_ref').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: text('lifted_by').notNull().default(''),
  },
  (t) => [index('user_sanctions_standing_idx').on(t.userId).where(sql`${t.liftedAt} is null`)],
);

/** One row per report the console touched, keyed by its ref (room:1, comment:2, post:3): claim and decision. */
export const adminReportHandling = pgTable('admin_report_handling', {
  ref: text('ref').primaryKey(),
  claimedBy: integer('claimed_by'),
  claimedUsername: text('claimed_username').notNull().default(''),
  claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
  action: text('action'),
  reason: text('reason').notNull().default(''),
  decidedBy: integer('decided_by'),
  decidedUsername: text('decided_username').notNull().default(''),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

/** An operator's manual top-up (14) or deduction (8): one per idempotency key. */
export const adminMoneyOps = pgTable('admin_money_ops', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  adminId: integer('admin_id').notNull(),
  userId: integer('user_id').notNull(),
  tradeType: smallint('trade_type').notNull(),
  currency: text('currency').notNull(),
  units: bigint('units', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  transactionId: bigint('transaction_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
