CREATE TABLE "community_circle_members" (
	"circle_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_circle_members_circle_id_user_id_pk" PRIMARY KEY("circle_id","user_id"),
	CONSTRAINT "community_circle_members_role" CHECK ("community_circle_members"."role" in ('member', 'moderator'))
);
--> statement-breakpoint
CREATE TABLE "community_circles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sport" text DEFAULT 'football' NOT NULL,
	"team_id" integer,
	"competition_id" integer,
	"member_count" integer DEFAULT 0 NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_circles_name_unique" UNIQUE("name"),
	CONSTRAINT "community_circles_kind" CHECK ("community_circles"."kind" in ('team', 'league', 'topic')),
	CONSTRAINT "community_circles_member_count" CHECK ("community_circles"."member_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "match_player_ratings" (
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_player_ratings_match_id_player_id_user_id_pk" PRIMARY KEY("match_id","player_id","user_id"),
	CONSTRAINT "match_player_ratings_score" CHECK ("match_player_ratings"."score" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "community_post_likes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_post_pictures" (
	"post_id" integer NOT NULL,
	"idx" smallint NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "community_post_pictures_post_id_idx_pk" PRIMARY KEY("post_id","idx")
);
--> statement-breakpoint
CREATE TABLE "community_shields" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_shields_user_id_kind_target_id_pk" PRIMARY KEY("user_id","kind","target_id"),
	CONSTRAINT "community_shields_kind" CHECK ("community_shields"."kind" in ('post', 'author'))
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"circle_id" integer,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"match_id" integer,
	"pinned" boolean DEFAULT false NOT NULL,
	"essence" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"removed_by" text,
	"removed_at" timestamp with time zone,
	"ip_address" text DEFAULT '' NOT NULL,
	"ip_region" text DEFAULT '未知' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_posts_kind" CHECK ("community_posts"."kind" in ('general', 'anchor')),
	CONSTRAINT "community_posts_circle" CHECK (("community_posts"."kind" = 'general') = ("community_posts"."circle_id" is not null)),
	CONSTRAINT "community_posts_like_count" CHECK ("community_posts"."like_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "match_rating_sheets" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"players" jsonb NOT NULL,
	"post_id" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_circle_members" ADD CONSTRAINT "community_circle_members_circle_id_community_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."community_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_circle_members" ADD CONSTRAINT "community_circle_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_player_ratings" ADD CONSTRAINT "match_player_ratings_match_id_match_rating_sheets_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."match_rating_sheets"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_player_ratings" ADD CONSTRAINT "match_player_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_likes" ADD CONSTRAINT "community_post_likes_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_likes" ADD CONSTRAINT "community_post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_pictures" ADD CONSTRAINT "community_post_pictures_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_shields" ADD CONSTRAINT "community_shields_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_circle_id_community_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."community_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rating_sheets" ADD CONSTRAINT "match_rating_sheets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rating_sheets" ADD CONSTRAINT "match_rating_sheets_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_circle_members_user" ON "community_circle_members" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "community_circles_team" ON "community_circles" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "community_posts_circle_created" ON "community_posts" USING btree ("circle_id","status","created_at");--> statement-breakpoint
CREATE INDEX "community_posts_kind_created" ON "community_posts" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "community_posts_user_created" ON "community_posts" USING btree ("user_id","created_at");