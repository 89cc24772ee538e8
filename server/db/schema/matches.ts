// Matches and everything that happens in them: live state, timeline, statistics, line-ups, box scores, tables.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { competitions, players, teams } from './sports';

export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey(),
    sport: text('sport').notNull(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    seasonId: integer('season_id').notNull(),
    round: text('round').notNull(),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id),
    kickoffAt: timestamp('kickoff_at', { withTimezone: true }).notNull(),
    knockout: boolean('knockout').notNull().default(false),
    neutral: boolean('neutral').notNull().default(false),
    venue: text('venue').notNull().default(''),
    /** Spec §3 match state code of the sport. */
    state: smallint('state').notNull().default(1),
    periodStartAt: timestamp('period_start_at', { withTimezone: true }),
    minute: smallint('minute').notNull().default(0),
    addedTime: smallint('added_time').notNull().default(0),
    clockSeconds: integer('clock_seconds'),
    homeScore: smallint('home_score').notNull().default(0),
    awayScore: smallint('away_score').notNull().default(0),
    homeHalf: smallint('home_half'),
    awayHalf: smallint('away_half'),
    homePeriods: integer('home_periods').array().notNull().default(sql`'{}'::integer[]`),
    awayPeriods: integer('away_periods').array().notNull().default(sql`'{}'::integer[]`),
    homePenalties: smallint('home_penalties'),
    awayPenalties: smallint('away_penalties'),
    homeRed: smallint('home_red').notNull().default(0),
    awayRed: smallint('away_red').notNull().default(0),
    homeYellow: smallint('home_yellow').notNull().default(0),
    awayYellow: smallint('away_yellow').notNull().default(0),
    homeCorners: smallint('home_corners').notNull().default(0),
    awayCorners: smallint('away_corners').notNull().default(0),
    /** When the feed last reported the live state (the feed's clock). */
    liveAt: timestamp('live_at', { withTimezone: true }),
  },
  (t) => [
    index('matches_sport_kickoff_idx').on(t.sport, t.kickoffAt),
    index('matches_competition_kickoff_idx').on(t.competitionId, t.kickoffAt),
    index('matches_home_kickoff_idx').on(t.homeTeamId, t.kickoffAt),
    index('matches_away_kickoff_idx').on(t.awayTeamId, t.kickoffAt),
  ],
);

export const matchEvents = pgTable(
  'match_events',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** The feed's per-match index: the idempotency key. */
    idx: integer('idx').notNull(),
    kind: text('kind').notNull(),
    minute: smallint('minute').notNull(),
    addedMinute: smallint('added_minute').notNull().default(0),
    period: smallint('period').notNull(),
    side: text('side').notNull(),
    playerId: integer('player_id'),
    playerName: text('player_name').notNull().default(''),
    relatedPlayerName: text('related_player_name').notNull().default(''),
    homeScore: smallint('home_score').notNull(),
    awayScore: smallint('away_score').notNull(),
    text: text('text').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.idx] })],
);

/** When a match first entered each state (kick-off, half-time, quarter ends, full time): replays' chapters. */
export const matchPhases = pgTable(
  'match_phases',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** Spec §3 match state code of the sport. */
    state: smallint('state').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.state] })],
);

export const matchStats = pgTable('match_stats', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  home: jsonb('home').notNull(),
  away: jsonb('away').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

export const matchLineups = pgTable(
  'match_lineups',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    playerId: integer('player_id').notNull(),
    side: text('side').notNull(),
    name: text('name').notNull(),
    shirtNumber: smallint('shirt_number').notNull(),
    position: text('position').notNull(),
    starter: boolean('starter').notNull(),
    captain: boolean('captain').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.playerId] })],
);

/** Spec §3 basketball player stat row, one per player per match (accuracies in percent). */
export const boxScores = pgTable(
  'box_scores',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    side: text('side').notNull(),
    name: text('name').notNull(),
    shirtNumber: smallint('shirt_number').notNull(),
    position: text('position').notNull(),
    starter: boolean('starter').notNull(),
    minutesPlayed: smallint('minutes_played').notNull(),
    points: smallint('points').notNull(),
    fieldGoalsScored: smallint('field_goals_scored').notNull(),
    fieldGoalsTotal: smallint('field_goals_total').notNull(),
    fieldGoalsAccuracy: real('field_goals_accuracy').notNull(),
    threePoints: smallint('three_points').notNull(),
    threePointsScored: smallint('three_points_scored').notNull(),
    threePointsTotal: smallint('three_points_total').notNull(),
    threePointsAccuracy: real('three_points_accuracy').notNull(),
    freeThrowsScored: smallint('free_throws_scored').notNull(),
    freeThrowsTotal: smallint('free_throws_total').notNull(),
    freeThrowsAccuracy: real('free_throws_accuracy').notNull(),
    rebounds: smallint('rebounds').notNull(),
    offensiveRebounds: smallint('offensive_rebounds').notNull(),
    defensiveRebounds: smallint('defensive_rebounds').notNull(),
    assists: smallint('assists').notNull(),
    steals: smallint('steals').notNull(),
    blocks: smallint('blocks').notNull(),
    turnovers: smallint('turnovers').notNull(),
    fouls: smallint('fouls').notNull(),
    assistRate: real('assist_rate').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.playerId] }),
    index('box_scores_player_idx').on(t.playerId),
  ],
);

/** League tables, rebuilt from finished matches when one of the competition's matches ends. */
export const standings = pgTable(
  'standings',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    seasonId: integer('season_id').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    rank: smallint('rank').notNull(),
    played: smallint('played').notNull(),
    won: smallint('won').notNull(),
    drawn: smallint('drawn').notNull(),
    lost: smallint('lost').notNull(),
    scoredFor: integer('scored_for').notNull(),
    scoredAgainst: integer('scored_against').notNull(),
    points: smallint('points').notNull(),
    /** The last five results, oldest first: W, D, L. */
    form: text('form').notNull(),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.seasonId, t.teamId] })],
);
