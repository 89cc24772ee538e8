-- The operator console's site settings (horn price, withdrawal limits…): one jsonb value per key over the
-- code's defaults, read through a short per-process cache; and the room cuts, so a cut room's history says why.
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_cuts" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"anchor_id" integer NOT NULL,
	"admin_id" integer,
	"reason" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "room_cuts_room_idx" ON "room_cuts" USING btree ("room_id","created_at");
