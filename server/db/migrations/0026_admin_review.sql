-- 0026_admin_review: claims on the operator console's review queues (anchor and expert applications, withdrawals):
-- one operator at a time works an item until the claim expires or the item is decided.
CREATE TABLE "admin_review_claims" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"username" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_review_claims_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "admin_review_claims_kind_check" CHECK ("kind" IN ('anchor', 'expert', 'withdrawal'))
);
--> statement-breakpoint
ALTER TABLE "admin_review_claims" ADD CONSTRAINT "admin_review_claims_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;
