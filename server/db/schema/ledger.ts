// The double-entry ledger: accounts (a user's 球钻 and 球票, the site's system accounts), transactions of
// entries that sum to zero per currency, and the paid requests that make every paid call idempotent.
// The database enforces the rules (migrations 0004, 0007, 0036): entries move balances and state the balance
// after them, every transaction balances, every entry's account and transaction exist (one trigger per
// INSERT statement), user balances never go negative (check), nothing is ever updated or deleted
// (triggers) — a correction is a new transaction. The site's unbounded accounts
// (allow_negative: gateway clearing, gift pool, revenue, payouts) keep no running balance: every gift
// would otherwise queue on their one row; their balance is the sum of their entries.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** The owner of a user account; null for a system account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** 'user' for user accounts, else the system account's name (gateway_clearing, revenue…). */
    code: text('code').notNull(),
    /** 'diamond' (球钻) or 'ticket' (球票). */
    currency: text('currency').notNull(),
    /** Minor units (1 球钻 = 100); moved only by entries. Always 0 on an unbounded account. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /**
     * The site's own accounts with no floor: no running balance is kept (their entries are summed when
     * wanted), so the gifts of many users never wait on one another at these rows.
     */
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_currency', sql`${t.currency} in ('diamond', 'ticket')`),
    check('ledger_accounts_not_negative', sql`${t.allowNegative} or ${t.balance} >= 0`),
    check('ledger_accounts_unbounded', sql`not ${t.allowNegative} or ${t.balance} = 0`),
    check(
      'ledger_accounts_owner',
      sql`(${t.userId} is null) = (${t.code} <> 'user') and (${t.userId} is null or not ${t.allowNegative})`,
    ),
    uniqueIndex('ledger_accounts_user_currency')
      .on(t.userId, t.currency)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('ledger_accounts_system_currency')
      .on(t.code, t.currency)
      .where(sql`${t.userId} is null`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Spec §3 trade type of what happened, as the user who made it sees it (2 for a gift). */
    tradeType: smallint('trade_type').notNull(),
    /** The user who made it happen (null for the operator's and the system's own). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The transaction this one corrects (a refund, a returned red packet). */
    reverses: bigint('reverses', { mode: 'number' }),
    /** What the records show: gift name and count, order number, card tail… */
    memo: jsonb('memo').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_transactions_trade_type', sql`${t.tradeType} between 1 and 17`),
    index('ledger_transactions_user').on(t.userId, t.id),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign keys: the entries' trigger checks that both exist, once per statement, and neither an
    // account nor a transaction can be deleted (migration 0036).
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
    /** Spec §3 trade type as this account's owner sees it (the anchor's side of a gift is 9). */
    tradeType: smallint('trade_type').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The account's balance after this entry (stated by the writer, checked by the database); null on an unbounded account. */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_amount', sql`${t.amount} <> 0`),
    check('ledger_entries_trade_type', sql`${t.tradeType} between 1 and 17`),
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_transaction').on(t.transactionId),
  ],
);

/** One row per paid call's idempotency key: the first answer, returned again to every retry. */
export const paidRequests = pgTable(
  'paid_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The call (gift, recharge…) and a hash of its parameters: the same key with others is refused. */
    action: text('action').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
