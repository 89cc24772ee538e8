// Experts (有料): their profiles and applications, the plans they publish and the matches each plan is on.
// Purchases are plan_purchases (spending.ts); followers are the follows table (an expert is a user).
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { matches } from './matches';
import { users } from './users';

export const experts = pgTable('experts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  intro: text('intro').notNull().default(''),
  /** What the expert is known for: leagues or plays (英超, 亚盘 …). */
  specialities: text('specialities').array().notNull().default(sql`'{}'::text[]`),
  /** 1–5, set by operators (专家等级). */
  grade: smallint('grade').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A fan's application to be an expert; an operator decides, as for anchors. */
export const expertApplications = pgTable(
  'expert_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    intro: text('intro').notNull(),
    specialities: text('specialities').array().notNull(),
    /** review | pass | no */
    state: text('state').notNull().default('review'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One open application per user at a time.
    uniqueIndex('expert_applications_open').on(t.userId).where(sql`${t.state} = 'review'`),
    index('expert_applications_state').on(t.state, t.createdAt),
  ],
);

/** One pick as committed (contract/calls/expert.ts planPick). */
export interface StoredPick {
  matchId: number;
  selection: 'home' | 'draw' | 'away' | 'over' | 'under';
  line: number | null;
  odds: number;
}

/**
 * A plan. Its content (picks, analysis, salt) is frozen by a trigger from the moment it is written: the
 * commitment (SHA-256 of the canonical text) is public at once, so an edit would be caught anyway, but the
 * database refuses it first. Only the settlement columns and the counters change.
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    expertId: integer('expert_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sport: text('sport').notNull(),
    playType: smallint('play_type').notNull(),
    title: text('title').notNull(),
    picks: jsonb('picks').$type<StoredPick[]>().notNull(),
    analysis: text('analysis').notNull(),
    salt: text('salt').notNull(),
    commitment: text('commitment').notNull(),
    priceUnits: bigint('price_units', { mode: 'number' }).notNull(),
    refundOnLoss: boolean('refund_on_loss').notNull().default(false),
    firstKickoffAt: timestamp('first_kickoff_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** null until settled: red | black | go | void */
    result: text('result'),
    /** Each pick's outcome, in pick order, once settled. */
    pickResults: jsonb('pick_results').$type<string[]>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    index('plans_expert_published').on(t.expertId, t.publishedAt),
    index('plans_open_kickoff').on(t.firstKickoffAt).where(sql`${t.result} IS NULL`),
    index('plans_settled').on(t.expertId, t.settledAt).where(sql`${t.result} IS NOT NULL`),
    check('plans_published_before_kickoff', sql`${t.publishedAt} < ${t.firstKickoffAt}`),
    check('plans_price', sql`${t.priceUnits} >= 0`),
  ],
);

/** The matches of a plan: what settles it, and the match centre's plan tab. */
export const planMatches = pgTable(
  'plan_matches',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.matchId] }),
    index('plan_matches_match').on(t.matchId),
  ],
);
