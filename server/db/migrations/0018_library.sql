ALTER TABLE "competitions" ADD COLUMN "zones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "group_name" text DEFAULT '' NOT NULL;