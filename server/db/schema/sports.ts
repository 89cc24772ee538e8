// Who plays: competitions, teams, players and bookmakers, as the data feed reports them (ids are the feed's).
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LeagueZone } from '../../../contract/calls/live-library';

export const competitions = pgTable('competitions', {
  id: integer('id').primaryKey(),
  /** football | basketball */
  sport: text('sport').notNull(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  country: text('country').notNull(),
  /** league | cup */
  kind: text('kind').notNull(),
  tier: smallint('tier').notNull(),
  color: text('color').notNull(),
  hot: boolean('hot').notNull().default(false),
  seasonId: integer('season_id').notNull(),
  seasonName: text('season_name').notNull(),
  /** The table's marked rank ranges (欧冠, 降级 …), per group when the teams have groups. */
  zones: jsonb('zones').$type<LeagueZone[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey(),
    sport: text('sport').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    country: text('country').notNull(),
    /** The league whose table the team is in. */
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    /** The group of that table (NBA 东部 / 西部); empty when the table is one. */
    groupName: text('group_name').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teams_competition_idx').on(t.competitionId)],
);

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    sport: text('sport').notNull(),
    name: text('name').notNull(),
    shirtNumber: smallint('shirt_number').notNull(),
    /** Spec §3 position code. */
    position: text('position').notNull(),
    nationality: text('nationality').notNull(),
    birthYear: smallint('birth_year').notNull(),
    heightCm: smallint('height_cm').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('players_team_idx').on(t.teamId)],
);

export const bookmakers = pgTable('bookmakers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});
