-- 0029_admin_content: the 内容审核 desk. One queue of items to check (a news comment held by the pre-review
-- switch, a post that hit the sensitive words, a flagged nick name, a changed avatar), each with its entry and
-- decision times (the dashboard's response times read them); claims on it share admin_review_claims.
CREATE TABLE "content_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"previous" text DEFAULT '' NOT NULL,
	"hits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decided_username" text DEFAULT '' NOT NULL,
	CONSTRAINT "content_reviews_kind_check" CHECK ("kind" IN ('comment', 'post', 'nickname', 'avatar')),
	CONSTRAINT "content_reviews_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "content_reviews" ADD CONSTRAINT "content_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "content_reviews_pending_target" ON "content_reviews" USING btree ("kind","target_id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "content_reviews_status_created" ON "content_reviews" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX "content_reviews_decided" ON "content_reviews" USING btree ("decided_at");
--> statement-breakpoint
ALTER TABLE "admin_review_claims" DROP CONSTRAINT "admin_review_claims_kind_check";
--> statement-breakpoint
ALTER TABLE "admin_review_claims" ADD CONSTRAINT "admin_review_claims_kind_check" CHECK ("kind" IN ('anchor', 'expert', 'withdrawal', 'content'));
