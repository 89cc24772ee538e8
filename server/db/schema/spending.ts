// What users spend diamonds on in rooms: the gift catalogue and each gift sent, nobility, red packets and
// their grabs, and expert plans bought. The money itself moves in the ledger; these rows say what for.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const gifts = pgTable('gifts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Price of one, in diamond minor units. */
  priceUnits: bigint('price_units', { mode: 'number' }).notNull(),
  icon: text('icon').notNull().default(''),
  /** A big gift plays an animation over the video. */
  animated: boolean('animated').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** A gift picture an operator uploaded on /admin/catalogue: re-encoded, small (at most 256 px), kept in the
 *  database as base64 so every app process serves it. Its URL names it by a random id and never changes. */
export const giftIcons = pgTable('gift_icons', {
  id: text('id').primaryKey(),
  mime: text('mime').notNull(),
  data: text('data').notNull(),
  adminId: integer('admin_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One gift sent (count of one kind) to an anchor: the room's contribution rank adds these up. */
export const giftRecords = pgTable(
  'gift_records',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    giftId: integer('gift_id')
      .notNull()
      .references(() => gifts.id, { onDelete: 'restrict' }),
    count: integer('count').notNull(),
    diamondUnits: bigint('diamond_units', { mode: 'number' }).notNull(),
    ticketUnits: bigint('ticket_units', { mode: 'number' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gift_records_count', sql`${t.count} > 0`),
    index('gift_records_anchor').on(t.anchorId, t.senderId),
    index('gift_records_sender').on(t.senderId, t.id),
    // The site's rank boards add up a day, week or month of gifts.
    index('gift_records_created').on(t.createdAt),
  ],
);

/** A user's nobility: the tier held and until when (renewal extends it). */
export const userNobility = pgTable('user_nobility', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tier: smallint('tier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const redPackets = pgTable(
  'red_packets',
  {
    id: serial('id').primaryKey(),
    /** The room's anchor (rooms are the anchor's). */
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    totalUnits: bigint('total_units', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    remainingUnits: bigint('remaining_units', { mode: 'number' }).notNull(),
    remainingCount: integer('remaining_count').notNull(),
    /** open → finished (all grabbed) | returned (expired, the rest back to the sender). */
    status: text('status').notNull().default('open'),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    returnTransactionId: bigint('return_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('red_packets_status', sql`${t.status} in ('open', 'finished', 'returned')`),
    check(
      'red_packets_remaining',
      sql`${t.remainingUnits} >= 0 and ${t.remainingCount} >= 0 and ${t.remainingCount} <= ${t.count}`,
    ),
    index('red_packets_open').on(t.status, t.expiresAt),
    index('red_packets_room').on(t.anchorId, t.id),
  ],
);

export const redPacketGrabs = pgTable(
  'red_packet_grabs',
  {
    packetId: integer('packet_id')
      .notNull()
      .references(() => redPackets.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountUnits: bigint('amount_units', { mode: 'number' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.packetId, t.userId] })],
);

/** An expert plan bought: one purchase per buyer and plan (the experts issue owns the plans). */
export const planPurchases = pgTable(
  'plan_purchases',
  {
    planId: integer('plan_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    expertId: integer('expert_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    priceUnits: bigint('price_units', { mode: 'number' }).notNull(),
    /** The expert's percent in force at the sale (null: bought before it was recorded, the default applies). */
    expertSharePercent: smallint('expert_share_percent'),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    /** A refund (plan withdrawn, or lost under a money-back promise): its ledger transaction. */
    refundTransactionId: bigint('refund_transaction_id', { mode: 'number' }),
    /** The settlement's payout of the price to the expert and the site (red, or black without 不中退). */
    payoutTransactionId: bigint('payout_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.userId] })],
);
