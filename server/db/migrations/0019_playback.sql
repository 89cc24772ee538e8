CREATE TABLE "match_phases" (
	"match_id" integer NOT NULL,
	"state" smallint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_phases_match_id_state_pk" PRIMARY KEY("match_id","state")
);
--> statement-breakpoint
CREATE TABLE "highlight_clips" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"event_idx" integer NOT NULL,
	"replay_id" integer NOT NULL,
	"event_offset_ms" integer NOT NULL,
	"start_ms" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"title" text NOT NULL,
	"minute" smallint NOT NULL,
	"added_minute" smallint DEFAULT 0 NOT NULL,
	"side" text NOT NULL,
	"home_score" smallint NOT NULL,
	"away_score" smallint NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"file" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "highlight_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"price_units" bigint DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "highlight_packages_price" CHECK ("highlight_packages"."price_units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "highlight_purchases" (
	"package_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"price_units" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "highlight_purchases_package_id_user_id_pk" PRIMARY KEY("package_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "media_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_trade_type";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_trade_type";--> statement-breakpoint
ALTER TABLE "room_recordings" ADD COLUMN "parts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "room_recordings" ADD COLUMN "size_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_recordings" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_recordings" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_recordings" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_phases" ADD CONSTRAINT "match_phases_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlight_clips" ADD CONSTRAINT "highlight_clips_package_id_highlight_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."highlight_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlight_clips" ADD CONSTRAINT "highlight_clips_replay_id_room_recordings_id_fk" FOREIGN KEY ("replay_id") REFERENCES "public"."room_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlight_packages" ADD CONSTRAINT "highlight_packages_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlight_purchases" ADD CONSTRAINT "highlight_purchases_package_id_highlight_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."highlight_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlight_purchases" ADD CONSTRAINT "highlight_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "highlight_clips_goal" ON "highlight_clips" USING btree ("match_id","event_idx");--> statement-breakpoint
CREATE INDEX "highlight_clips_package" ON "highlight_clips" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "highlight_clips_replay" ON "highlight_clips" USING btree ("replay_id");--> statement-breakpoint
CREATE UNIQUE INDEX "highlight_packages_match" ON "highlight_packages" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "highlight_packages_created" ON "highlight_packages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_jobs_ready" ON "media_jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE UNIQUE INDEX "media_jobs_ref" ON "media_jobs" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "room_recordings_session" ON "room_recordings" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "room_recordings_created" ON "room_recordings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "room_recordings_match" ON "room_recordings" USING btree ("match_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_trade_type" CHECK ("ledger_entries"."trade_type" between 1 and 17);--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_trade_type" CHECK ("ledger_transactions"."trade_type" between 1 and 17);--> statement-breakpoint
-- Recordings made before replays had parts: each was one publish, so it is its own single part.
UPDATE "room_recordings" SET "parts" = jsonb_build_array(jsonb_build_object(
	'dir', regexp_replace("playlist", '/[^/]+$', ''),
	'startedAt', (extract(epoch from "created_at") * 1000)::bigint,
	'durationMs', "duration_ms",
	'offsetMs', 0
)) WHERE "parts" = '[]'::jsonb;
