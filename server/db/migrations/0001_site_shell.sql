CREATE TABLE "advert_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_code" text NOT NULL,
	"cate_id" integer,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"jump_type" smallint DEFAULT 1 NOT NULL,
	"inner_page_id" smallint,
	"target_id" text,
	"outer_link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adverts_jump_target" CHECK (("adverts"."jump_type" = 1 and "adverts"."inner_page_id" between 1 and 10) or ("adverts"."jump_type" <> 1 and "adverts"."outer_link" is not null)),
	CONSTRAINT "adverts_outer_link_safe" CHECK ("adverts"."outer_link" is null or "adverts"."outer_link" ~ '^(https?://|/([^/]|$))')
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"path" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "hot_words_word_unique" UNIQUE("word")
);
--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_cate_id_advert_categories_id_fk" FOREIGN KEY ("cate_id") REFERENCES "public"."advert_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_items" ADD CONSTRAINT "nav_items_parent_id_nav_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nav_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_categories_place_idx" ON "advert_categories" USING btree ("place_code","sort");--> statement-breakpoint
CREATE INDEX "adverts_place_idx" ON "adverts" USING btree ("place_code","sort") WHERE "adverts"."enabled";--> statement-breakpoint
CREATE INDEX "nav_items_type_idx" ON "nav_items" USING btree ("type","parent_id","sort");