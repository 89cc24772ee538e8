-- IP属地 on the profile (the region of the last login's address) and 注销账号: an anonymised account keeps its row.
ALTER TABLE "users" ADD COLUMN "ip_region" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;
