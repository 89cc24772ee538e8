// The community (社区): circles and their members, posts with pictures, likes, shields, and fans' player ratings.
import { sql } from 'drizzle-orm';
import {
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

/**
 * A circle (圈子): a team's, a league's or a topic's. teamId and competitionId are the feed's catalogue ids,
 * without a foreign key: the demo seed makes circles before the feed has written its catalogue.
 */
export const circles = pgTable(
  'community_circles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    /** 'team' | 'league' | 'topic' */
    kind: text('kind').notNull(),
    /** An uploaded or drawn picture; empty means the team crest or competition mark is drawn for it. */
    icon: text('icon').notNull().default(''),
    description: text('description').notNull().default(''),
    sport: text('sport').notNull().default('football'),
    teamId: integer('team_id'),
    competitionId: integer('competition_id'),
    memberCount: integer('member_count').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
    /** Smaller first in the circle list. */
    sort: integer('sort').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('community_circles_kind', sql`${t.kind} in ('team', 'league', 'topic')`),
    check('community_circles_member_count', sql`${t.memberCount} >= 0`),
    index('community_circles_team').on(t.teamId),
  ],
);

export const circleMembers = pgTable(
  'community_circle_members',
  {
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'member' | 'moderator' (版主: pins, marks essence, removes posts in the circle). */
    role: text('role').notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.circleId, t.userId] }),
    check('community_circle_members_role', sql`${t.role} in ('member', 'moderator')`),
    index('community_circle_members_user').on(t.userId, t.createdAt),
  ],
);

/** A post: a general one in a circle, or an anchor's dynamic (动态, no circle). */
export const posts = pgTable(
  'community_posts',
  {
    id: serial('id').primaryKey(),
    /** 'general' | 'anchor' */
    kind: text('kind').notNull(),
    circleId: integer('circle_id').references(() => circles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Already masked: the sensitive words never reach storage. */
    content: text('content').notNull(),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    pinned: boolean('pinned').notNull().default(false),
    essence: boolean('essence').notNull().default(false),
    /** 1 visible, 0 removed (kept for audit, gone for readers). */
    status: smallint('status').notNull().default(1),
    /** Who removed it: 'author', 'moderator' or 'operator'. */
    removedBy: text('removed_by'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    ipAddress: text('ip_address').notNull().default(''),
    ipRegion: text('ip_region').notNull().default('未知'),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('community_posts_kind', sql`${t.kind} in ('general', 'anchor')`),
    check('community_posts_circle', sql`(${t.kind} = 'general') = (${t.circleId} is not null)`),
    check('community_posts_like_count', sql`${t.likeCount} >= 0`),
    index('community_posts_circle_created').on(t.circleId, t.status, t.createdAt),
    index('community_posts_kind_created').on(t.kind, t.status, t.createdAt),
    index('community_posts_user_created').on(t.userId, t.createdAt),
  ],
);

export const postPictures = pgTable(
  'community_post_pictures',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** 0…8, the order the writer chose. */
    idx: smallint('idx').notNull(),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.idx] })],
);

export const postLikes = pgTable(
  'community_post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** What a user hid: one post ('post') or everything by an author ('author'). */
export const postShields = pgTable(
  'community_shields',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.targetId] }),
    check('community_shields_kind', sql`${t.kind} in ('post', 'author')`),
  ],
);

/** A finished match's rating sheet (赛后评分): who played, fixed when full time is reported. */
export const ratingSheets = pgTable('match_rating_sheets', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  /** [{ playerId, name, side, shirtNumber, position }] */
  players: jsonb('players').notNull(),
  /** The "赛后评分" post in the home team's circle, when it has one. */
  postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One fan's score for one player of one match, 1–10, given once. */
export const playerRatings = pgTable(
  'match_player_ratings',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => ratingSheets.matchId, { onDelete: 'cascade' }),
    playerId: integer('player_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.playerId, t.userId] }),
    check('match_player_ratings_score', sql`${t.score} between 1 and 10`),
  ],
);

/** A reader's report against a post, for the operators' queue (reports list, p<id>); one per reader and post. */
export const postReports = pgTable(
  'community_post_reports',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    status: text('status', { enum: ['open', 'done'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('community_post_reports_reporter').on(t.postId, t.reporterId),
    index('community_post_reports_status').on(t.status, t.createdAt),
  ],
);
