-- 0030_admin_adverts: operators upload advert pictures through the same checks as fans' uploads. An upload is
-- owned by a fan (user_id) or an operator (admin_id), never neither; a fan's pages accept only their own.
ALTER TABLE "uploads" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "admin_id" integer REFERENCES "admin_users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_check" CHECK ("user_id" IS NOT NULL OR "admin_id" IS NOT NULL);
