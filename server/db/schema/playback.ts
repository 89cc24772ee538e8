// Highlights (集锦): each goal of a match cut from a replay as a clip, grouped per match into a package whose
// first clip is a free preview and whose rest is bought with 球钻; and the media jobs that cut them.
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
import { matches } from './matches';
import { roomRecordings } from './rooms';
import { users } from './users';

/** A match's highlights: one per match, whichever replays its clips come from. */
export const highlightPackages = pgTable(
  'highlight_packages',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** The price of the clips after the free preview, in minor units (0: all free). */
    priceUnits: bigint('price_units', { mode: 'number' }).notNull().default(0),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('highlight_packages_match').on(t.matchId),
    index('highlight_packages_created').on(t.createdAt),
    check('highlight_packages_price', sql`${t.priceUnits} >= 0`),
  ],
);

export const clipStatuses = ['queued', 'done', 'failed'] as const;

/** One goal's clip: cut from a replay around the event by a media job. */
export const highlightClips = pgTable(
  'highlight_clips',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => highlightPackages.id, { onDelete: 'cascade' }),
    matchId: integer('match_id').notNull(),
    /** The goal's index in the match's timeline (match_events.idx): one clip per goal. */
    eventIdx: integer('event_idx').notNull(),
    replayId: integer('replay_id')
      .notNull()
      .references(() => roomRecordings.id, { onDelete: 'cascade' }),
    /** The goal's moment on the replay's time axis. */
    eventOffsetMs: integer('event_offset_ms').notNull(),
    /** The cut: from startMs on the replay, durationMs long (the planned span until cut, then as cut). */
    startMs: integer('start_ms').notNull(),
    durationMs: integer('duration_ms').notNull(),
    title: text('title').notNull(),
    minute: smallint('minute').notNull(),
    addedMinute: smallint('added_minute').notNull().default(0),
    side: text('side', { enum: ['home', 'away'] }).notNull(),
    homeScore: smallint('home_score').notNull(),
    awayScore: smallint('away_score').notNull(),
    /** The package's preview (its earliest goal): free for everyone. */
    free: boolean('free').notNull().default(false),
    status: text('status', { enum: clipStatuses }).notNull().default('queued'),
    /** The MP4 and its thumbnail under the media directory, once cut. */
    file: text('file').notNull().default(''),
    cover: text('cover').notNull().default(''),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('highlight_clips_goal').on(t.matchId, t.eventIdx),
    index('highlight_clips_package').on(t.packageId),
    index('highlight_clips_replay').on(t.replayId),
  ],
);

/** Who bought which package (one purchase each), with the ledger transaction that paid for it. */
export const highlightPurchases = pgTable(
  'highlight_purchases',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => highlightPackages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    priceUnits: bigint('price_units', { mode: 'number' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.userId] })],
);

export const mediaJobStatuses = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Background media work (clip cutting): a row per job, claimed one at a time by a process's queue. A job
 * left running by a process that died is queued again on the next start (its lease ran out).
 */
export const mediaJobs = pgTable(
  'media_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['clip'] }).notNull(),
    /** The row the job works on (a highlight clip's id). */
    refId: integer('ref_id').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: mediaJobStatuses }).notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    error: text('error').notNull().default(''),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** While running: until when the claiming process holds it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('media_jobs_ready').on(t.status, t.runAfter),
    uniqueIndex('media_jobs_ref').on(t.kind, t.refId),
  ],
);
