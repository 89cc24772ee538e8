// Each user's two balances (spec §3) in integer minor units (1 球钻 = 100); the wallet issue's ledger moves them.
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 球钻 in units of 0.01. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** 球票 in units of 0.01. */
    ticket: bigint('ticket', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallets_balance_not_negative', sql`${t.balance} >= 0`),
    check('wallets_ticket_not_negative', sql`${t.ticket} >= 0`),
  ],
);
