CREATE TABLE "match_follows" (
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_follows_user_id_match_id_pk" PRIMARY KEY("user_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "match_reserves" (
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_reserves_user_id_match_id_pk" PRIMARY KEY("user_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "box_scores" (
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"side" text NOT NULL,
	"name" text NOT NULL,
	"shirt_number" smallint NOT NULL,
	"position" text NOT NULL,
	"starter" boolean NOT NULL,
	"minutes_played" smallint NOT NULL,
	"points" smallint NOT NULL,
	"field_goals_scored" smallint NOT NULL,
	"field_goals_total" smallint NOT NULL,
	"field_goals_accuracy" real NOT NULL,
	"three_points" smallint NOT NULL,
	"three_points_scored" smallint NOT NULL,
	"three_points_total" smallint NOT NULL,
	"three_points_accuracy" real NOT NULL,
	"free_throws_scored" smallint NOT NULL,
	"free_throws_total" smallint NOT NULL,
	"free_throws_accuracy" real NOT NULL,
	"rebounds" smallint NOT NULL,
	"offensive_rebounds" smallint NOT NULL,
	"defensive_rebounds" smallint NOT NULL,
	"assists" smallint NOT NULL,
	"steals" smallint NOT NULL,
	"blocks" smallint NOT NULL,
	"turnovers" smallint NOT NULL,
	"fouls" smallint NOT NULL,
	"assist_rate" real NOT NULL,
	CONSTRAINT "box_scores_match_id_player_id_pk" PRIMARY KEY("match_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"match_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"kind" text NOT NULL,
	"minute" smallint NOT NULL,
	"added_minute" smallint DEFAULT 0 NOT NULL,
	"period" smallint NOT NULL,
	"side" text NOT NULL,
	"player_id" integer,
	"player_name" text DEFAULT '' NOT NULL,
	"related_player_name" text DEFAULT '' NOT NULL,
	"home_score" smallint NOT NULL,
	"away_score" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_events_match_id_idx_pk" PRIMARY KEY("match_id","idx")
);
--> statement-breakpoint
CREATE TABLE "match_lineups" (
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"side" text NOT NULL,
	"name" text NOT NULL,
	"shirt_number" smallint NOT NULL,
	"position" text NOT NULL,
	"starter" boolean NOT NULL,
	"captain" boolean DEFAULT false NOT NULL,
	CONSTRAINT "match_lineups_match_id_player_id_pk" PRIMARY KEY("match_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "match_stats" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"home" jsonb NOT NULL,
	"away" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"competition_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"round" text NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"knockout" boolean DEFAULT false NOT NULL,
	"neutral" boolean DEFAULT false NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"period_start_at" timestamp with time zone,
	"minute" smallint DEFAULT 0 NOT NULL,
	"added_time" smallint DEFAULT 0 NOT NULL,
	"clock_seconds" integer,
	"home_score" smallint DEFAULT 0 NOT NULL,
	"away_score" smallint DEFAULT 0 NOT NULL,
	"home_half" smallint,
	"away_half" smallint,
	"home_periods" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"away_periods" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"home_penalties" smallint,
	"away_penalties" smallint,
	"home_red" smallint DEFAULT 0 NOT NULL,
	"away_red" smallint DEFAULT 0 NOT NULL,
	"home_yellow" smallint DEFAULT 0 NOT NULL,
	"away_yellow" smallint DEFAULT 0 NOT NULL,
	"home_corners" smallint DEFAULT 0 NOT NULL,
	"away_corners" smallint DEFAULT 0 NOT NULL,
	"live_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "standings" (
	"competition_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"played" smallint NOT NULL,
	"won" smallint NOT NULL,
	"drawn" smallint NOT NULL,
	"lost" smallint NOT NULL,
	"scored_for" integer NOT NULL,
	"scored_against" integer NOT NULL,
	"points" smallint NOT NULL,
	"form" text NOT NULL,
	CONSTRAINT "standings_competition_id_season_id_team_id_pk" PRIMARY KEY("competition_id","season_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"lottery_code" text NOT NULL,
	"issue_no" text NOT NULL,
	"sales_close_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_issues_code_no_key" UNIQUE("lottery_code","issue_no")
);
--> statement-breakpoint
CREATE TABLE "lottery_matches" (
	"issue_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"number" text NOT NULL,
	"play_types" integer[] NOT NULL,
	"handicap" real,
	CONSTRAINT "lottery_matches_issue_id_match_id_pk" PRIMARY KEY("issue_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "odds" (
	"match_id" integer NOT NULL,
	"bookmaker_id" integer NOT NULL,
	"market" text NOT NULL,
	"opening" jsonb NOT NULL,
	"opening_at" timestamp with time zone NOT NULL,
	"current" jsonb NOT NULL,
	"current_at" timestamp with time zone NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"moves" jsonb NOT NULL,
	CONSTRAINT "odds_match_id_bookmaker_id_market_pk" PRIMARY KEY("match_id","bookmaker_id","market")
);
--> statement-breakpoint
CREATE TABLE "bookmakers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"country" text NOT NULL,
	"kind" text NOT NULL,
	"tier" smallint NOT NULL,
	"color" text NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"season_id" integer NOT NULL,
	"season_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"shirt_number" smallint NOT NULL,
	"position" text NOT NULL,
	"nationality" text NOT NULL,
	"birth_year" smallint NOT NULL,
	"height_cm" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"country" text NOT NULL,
	"competition_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_follows" ADD CONSTRAINT "match_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_follows" ADD CONSTRAINT "match_follows_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reserves" ADD CONSTRAINT "match_reserves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reserves" ADD CONSTRAINT "match_reserves_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_scores" ADD CONSTRAINT "box_scores_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_scores" ADD CONSTRAINT "box_scores_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_lineups" ADD CONSTRAINT "match_lineups_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_stats" ADD CONSTRAINT "match_stats_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings" ADD CONSTRAINT "standings_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings" ADD CONSTRAINT "standings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_matches" ADD CONSTRAINT "lottery_matches_issue_id_lottery_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_matches" ADD CONSTRAINT "lottery_matches_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds" ADD CONSTRAINT "odds_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds" ADD CONSTRAINT "odds_bookmaker_id_bookmakers_id_fk" FOREIGN KEY ("bookmaker_id") REFERENCES "public"."bookmakers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_follows_user_created_idx" ON "match_follows" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "match_reserves_match_idx" ON "match_reserves" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "box_scores_player_idx" ON "box_scores" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "matches_sport_kickoff_idx" ON "matches" USING btree ("sport","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_competition_kickoff_idx" ON "matches" USING btree ("competition_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_home_kickoff_idx" ON "matches" USING btree ("home_team_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_away_kickoff_idx" ON "matches" USING btree ("away_team_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "lottery_issues_close_idx" ON "lottery_issues" USING btree ("lottery_code","sales_close_at");--> statement-breakpoint
CREATE INDEX "lottery_matches_match_idx" ON "lottery_matches" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "players_team_idx" ON "players" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "teams_competition_idx" ON "teams" USING btree ("competition_id");