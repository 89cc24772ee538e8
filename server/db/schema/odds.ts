// Bookmakers' lines per match and market with their history of moves, and the lottery issues that number matches.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { matches } from './matches';
import { bookmakers } from './sports';

/** One move of a line: when, the values, and whether the match was in play. */
export type OddsMove = [at: number, values: number[], live: boolean];

export const odds = pgTable(
  'odds',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    bookmakerId: integer('bookmaker_id')
      .notNull()
      .references(() => bookmakers.id),
    /** europe | asia | overUnder (see server/providers/feed/types.ts for the values of each). */
    market: text('market').notNull(),
    opening: jsonb('opening').$type<number[]>().notNull(),
    openingAt: timestamp('opening_at', { withTimezone: true }).notNull(),
    current: jsonb('current').$type<number[]>().notNull(),
    currentAt: timestamp('current_at', { withTimezone: true }).notNull(),
    live: boolean('live').notNull().default(false),
    /** Every move in order, the opening line first. */
    moves: jsonb('moves').$type<OddsMove[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.bookmakerId, t.market] })],
);

export const lotteryIssues = pgTable(
  'lottery_issues',
  {
    id: serial('id').primaryKey(),
    /** jczq | bjdc | zc | jclq */
    lotteryCode: text('lottery_code').notNull(),
    issueNo: text('issue_no').notNull(),
    salesCloseAt: timestamp('sales_close_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('lottery_issues_code_no_key').on(t.lotteryCode, t.issueNo),
    index('lottery_issues_close_idx').on(t.lotteryCode, t.salesCloseAt),
  ],
);

export const lotteryMatches = pgTable(
  'lottery_matches',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => lotteryIssues.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    playTypes: integer('play_types').array().notNull(),
    handicap: real('handicap'),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.matchId] }),
    index('lottery_matches_match_idx').on(t.matchId),
  ],
);
