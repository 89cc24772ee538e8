-- A real data feed's ids mapped to ours (server/providers/feed/api-sports/ids.ts): allocated once per
-- provider record and kept across restarts. Our ids live in ranges the simulator never uses.
CREATE TABLE "feed_ids" (
	"provider" text NOT NULL,
	"entity" text NOT NULL,
	"provider_key" text NOT NULL,
	"our_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_ids_provider_entity_provider_key_pk" PRIMARY KEY("provider","entity","provider_key")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "feed_ids_entity_our_id_idx" ON "feed_ids" USING btree ("entity","our_id");
