// Money in and out of the site: recharge orders through a payment gateway, withdrawals to a bound bank
// card or Alipay account, and the pay password that guards withdrawals.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: serial('id').primaryKey(),
    /** Ours, shown to the user and sent to the gateway. */
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The recharge package chosen; null for a custom amount. */
    packageId: integer('package_id'),
    /** What the user pays, in fen (CNY minor units). */
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    /** What the wallet gets, in diamond minor units. */
    diamondUnits: bigint('diamond_units', { mode: 'number' }).notNull(),
    /** The PaymentProvider's name (sandbox, …). */
    provider: text('provider').notNull(),
    /** pending → paid | cancelled | expired. */
    status: text('status').notNull().default('pending'),
    /** The gateway's own number for the payment, from its callback or query. */
    providerTradeNo: text('provider_trade_no'),
    /** The ledger transaction that credited it (set once, when paid). */
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'recharge_orders_status',
      sql`${t.status} in ('pending', 'paid', 'cancelled', 'expired')`,
    ),
    check('recharge_orders_amounts', sql`${t.priceFen} > 0 and ${t.diamondUnits} > 0`),
    index('recharge_orders_user').on(t.userId, t.id),
    index('recharge_orders_pending').on(t.status, t.createdAt),
  ],
);

/** The pay password (scrypt), and its failure count and lock. */
export const payPasswords = pgTable('pay_passwords', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
  failedCount: smallint('failed_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bank cards and Alipay accounts a user withdraws to; only masked forms and a hash are kept. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** 'bank' or 'alipay'. */
    kind: text('kind').notNull(),
    /** The bank's name (bank cards). */
    bankName: text('bank_name').notNull().default(''),
    /** 6222 **** **** 1234, or the Alipay account masked. */
    accountMasked: text('account_masked').notNull(),
    /** Keyed hash of the full number or account: one account binds to one user at a time. */
    accountHash: text('account_hash').notNull(),
    holderMasked: text('holder_masked').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Unbound: kept for the withdrawals that name it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    check('payout_accounts_kind', sql`${t.kind} in ('bank', 'alipay')`),
    uniqueIndex('payout_accounts_bound').on(t.accountHash).where(sql`${t.removedAt} is null`),
    index('payout_accounts_user').on(t.userId),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    payoutAccountId: integer('payout_account_id')
      .notNull()
      .references(() => payoutAccounts.id, { onDelete: 'restrict' }),
    /** Tickets taken from the wallet, in minor units (fee included). */
    amountUnits: bigint('amount_units', { mode: 'number' }).notNull(),
    feeUnits: bigint('fee_units', { mode: 'number' }).notNull().default(0),
    /** pending → paid | rejected. */
    status: text('status').notNull().default('pending'),
    /** The ledger transaction that moved the funds to pending, and the one that settled them. */
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    settledTransactionId: bigint('settled_transaction_id', { mode: 'number' }),
    /** The operator's note (the reason of a rejection). */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('withdrawals_status', sql`${t.status} in ('pending', 'paid', 'rejected')`),
    check('withdrawals_amounts', sql`${t.amountUnits} > 0 and ${t.feeUnits} >= 0`),
    index('withdrawals_user').on(t.userId, t.id),
    index('withdrawals_status').on(t.status, t.id),
  ],
);
