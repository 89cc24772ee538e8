// Live rooms: one per anchor, its lifecycle state and stream, each live session, its recordings, its
// managers and ban list, and the reports viewers file against it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** offline → waiting (up, no stream yet) → live (publishing) → offline (down). */
export const roomStatuses = ['offline', 'waiting', 'live'] as const;
export type RoomStatus = (typeof roomStatuses)[number];

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Up to 40 characters (checked by the call). */
    title: text('title').notNull().default(''),
    cover: text('cover').notNull().default(''),
    notice: text('notice').notNull().default(''),
    /** The room category of /api/nav/list: 1 football, 2 basketball, 3 综合. */
    navId: smallint('nav_id').notNull().default(1),
    /** The match the anchor shows now (bound at /api/room/up or in the room settings). */
    matchId: integer('match_id'),
    matchType: text('match_type'),
    status: text('status', { enum: roomStatuses }).notNull().default('offline'),
    /** The public stream name players use; never the key. */
    streamName: text('stream_name').notNull(),
    /** SHA-256 hex of the secret stream key (shown once, rotatable). Empty until first issued. */
    streamKeyHash: text('stream_key_hash').notNull().default(''),
    /** Seconds a viewer waits between messages; 0 = only the site's base rate limit. */
    slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
    /** The live session now open (set at up, cleared at down). */
    sessionId: integer('session_id'),
    upAt: timestamp('up_at', { withTimezone: true }),
    liveAt: timestamp('live_at', { withTimezone: true }),
    /** Last time the stream stopped while the room stayed up: the grace period counts from it. */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rooms_anchor').on(t.anchorId),
    uniqueIndex('rooms_stream_name').on(t.streamName),
    index('rooms_status_nav').on(t.status, t.navId),
    index('rooms_match').on(t.matchType, t.matchId),
    check('rooms_title_length', sql`char_length(${t.title}) <= 40`),
    check('rooms_slow_mode', sql`${t.slowModeSeconds} >= 0 and ${t.slowModeSeconds} <= 3600`),
  ],
);

/** One time a room was up: from /api/room/up to down (the anchor's history, spec §7 /api/history/list). */
export const roomSessions = pgTable(
  'room_sessions',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    matchId: integer('match_id'),
    matchType: text('match_type'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    peakViewers: integer('peak_viewers').notNull().default(0),
    /** 球票 the anchor earned from gifts during the session, filled when it ends. */
    giftTicketUnits: bigint('gift_ticket_units', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('room_sessions_room').on(t.roomId, t.startedAt)],
);

/** One publish of a session, as recorded: its own directory and where it sits on the replay's time axis. */
export interface RecordingPart {
  /** The directory under the media directory: recordings/<stream>/<start>. */
  dir: string;
  startedAt: number;
  durationMs: number;
  /** Where this part begins on the replay's time axis. */
  offsetMs: number;
}

/**
 * A replay (回放): one live session served as HLS VOD (spec §7 /api/back/*). A session whose stream
 * dropped and came back within the grace period has several publishes, each recorded on its own: they
 * are the parts of one replay, joined by one playlist.
 */
export const roomRecordings = pgTable(
  'room_recordings',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => roomSessions.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    /** Path of the playlist under the media directory, e.g. recordings/12/34/index.m3u8. */
    playlist: text('playlist').notNull(),
    cover: text('cover').notNull().default(''),
    durationMs: integer('duration_ms').notNull().default(0),
    matchId: integer('match_id'),
    matchType: text('match_type'),
    /** When the broadcast began: the wall clock its chapters and chat are placed by. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    parts: jsonb('parts').$type<RecordingPart[]>().notNull().default([]),
    /** Bytes of its media on disk (segments, playlists, cover), for the retention's size cap. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    views: integer('views').notNull().default(0),
    /** Pinned by an operator: never expired by retention, listed first. */
    pinned: boolean('pinned').notNull().default(false),
    /** When retention deleted its media (已过期); the record stays. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (t) => [
    index('room_recordings_room').on(t.roomId, t.createdAt),
    index('room_recordings_session').on(t.sessionId),
    index('room_recordings_created').on(t.createdAt),
    index('room_recordings_match').on(t.matchId),
  ],
);

/** Managers of a room: added and removed by its anchor; they may ban and unban in that room only. */
export const roomManagers = pgTable(
  'room_managers',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('room_managers_room_user').on(t.roomId, t.userId)],
);

/** Viewers banned from a room's chat, barrage and gifts lines; lifted by removing the row. */
export const roomBans = pgTable(
  'room_bans',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bannedBy: integer('banned_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('room_bans_room_user').on(t.roomId, t.userId)],
);

/** A viewer's report against a room, for operators. */
export const roomReports = pgTable(
  'room_reports',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    /** Upload URLs of the screenshots. */
    screenshots: jsonb('screenshots').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['open', 'done'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('room_reports_status').on(t.status, t.createdAt)],
);

/** An application to become an anchor (spec §7 /api/audit/submit): review → pass | no with a reason. */
export const anchorAudits = pgTable(
  'anchor_audits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    realName: text('real_name').notNull(),
    /** Upload URLs: ID card front and back, a photo holding it. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** Intended room categories (nav ids). */
    categories: jsonb('categories').$type<number[]>().notNull().default([]),
    intro: text('intro').notNull().default(''),
    status: text('status', { enum: ['review', 'pass', 'no'] })
      .notNull()
      .default('review'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('anchor_audits_user').on(t.userId, t.createdAt),
    index('anchor_audits_status').on(t.status),
  ],
);
