CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"nick_name" text NOT NULL,
	"content" text NOT NULL,
	"kind" text DEFAULT 'chat' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horns" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nick_name" text NOT NULL,
	"content" text NOT NULL,
	"room_id" integer,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensitive_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anchor_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"real_name" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "room_bans" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"banned_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"session_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"playlist" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"match_id" integer,
	"match_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"screenshots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"match_id" integer,
	"match_type" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"gift_ticket_units" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"anchor_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"nav_id" smallint DEFAULT 1 NOT NULL,
	"match_id" integer,
	"match_type" text,
	"status" text DEFAULT 'offline' NOT NULL,
	"stream_name" text NOT NULL,
	"stream_key_hash" text DEFAULT '' NOT NULL,
	"slow_mode_seconds" integer DEFAULT 0 NOT NULL,
	"session_id" integer,
	"up_at" timestamp with time zone,
	"live_at" timestamp with time zone,
	"unpublished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_title_length" CHECK (char_length("rooms"."title") <= 40),
	CONSTRAINT "rooms_slow_mode" CHECK ("rooms"."slow_mode_seconds" >= 0 and "rooms"."slow_mode_seconds" <= 3600)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horns" ADD CONSTRAINT "horns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horns" ADD CONSTRAINT "horns_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_audits" ADD CONSTRAINT "anchor_audits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bans" ADD CONSTRAINT "room_bans_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bans" ADD CONSTRAINT "room_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bans" ADD CONSTRAINT "room_bans_banned_by_users_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_managers" ADD CONSTRAINT "room_managers_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_managers" ADD CONSTRAINT "room_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_recordings" ADD CONSTRAINT "room_recordings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_recordings" ADD CONSTRAINT "room_recordings_session_id_room_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."room_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_reports" ADD CONSTRAINT "room_reports_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_reports" ADD CONSTRAINT "room_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_sessions" ADD CONSTRAINT "room_sessions_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room" ON "chat_messages" USING btree ("room_id","id");--> statement-breakpoint
CREATE INDEX "horns_created" ON "horns" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sensitive_words_word" ON "sensitive_words" USING btree ("word");--> statement-breakpoint
CREATE INDEX "anchor_audits_user" ON "anchor_audits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "anchor_audits_status" ON "anchor_audits" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "room_bans_room_user" ON "room_bans" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_managers_room_user" ON "room_managers" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE INDEX "room_recordings_room" ON "room_recordings" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE INDEX "room_reports_status" ON "room_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "room_sessions_room" ON "room_sessions" USING btree ("room_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_anchor" ON "rooms" USING btree ("anchor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_stream_name" ON "rooms" USING btree ("stream_name");--> statement-breakpoint
CREATE INDEX "rooms_status_nav" ON "rooms" USING btree ("status","nav_id");--> statement-breakpoint
CREATE INDEX "rooms_match" ON "rooms" USING btree ("match_type","match_id");