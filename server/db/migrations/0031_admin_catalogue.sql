-- The gifts and nobility desk (/admin/catalogue): a plan sale records the expert's share in force when it was
-- made, so an operator's change of the share applies to later sales only. Shares and nobility prices themselves
-- are numbers in site_settings; gifts were already a table. Gift pictures operators upload go to gift_icons.
ALTER TABLE "plan_purchases" ADD COLUMN "expert_share_percent" smallint;
--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_expert_share" CHECK ("expert_share_percent" BETWEEN 0 AND 100);
--> statement-breakpoint
CREATE TABLE "gift_icons" (
	"id" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"data" text NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
