-- The gifts and nobility desk (/admin/catalogue): a plan sale records the expert's share in force when it was
-- made, so an operator's change of the share applies to later sales only. Shares and nobility prices themselves
-- are numbers in site_settings; gifts were already a table.
ALTER TABLE "plan_purchases" ADD COLUMN "expert_share_percent" smallint;
--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_expert_share" CHECK ("expert_share_percent" BETWEEN 0 AND 100);
