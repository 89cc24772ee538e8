-- The operator console's reports and users desks: site-wide sanctions (mute, ban), the handling of each report
-- (claim and decision, whatever module filed it) and the operators' manual money movements, one per idempotency key.
CREATE TABLE "user_sanctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"until" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"admin_id" integer,
	"admin_username" text DEFAULT '' NOT NULL,
	"report_ref" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" text DEFAULT '' NOT NULL,
	CONSTRAINT "user_sanctions_kind_check" CHECK ("kind" IN ('mute', 'ban'))
);
--> statement-breakpoint
ALTER TABLE "user_sanctions" ADD CONSTRAINT "user_sanctions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_sanctions_standing_idx" ON "user_sanctions" USING btree ("user_id") WHERE "lifted_at" IS NULL;--> statement-breakpoint
CREATE TABLE "admin_report_handling" (
	"ref" text PRIMARY KEY NOT NULL,
	"claimed_by" integer,
	"claimed_username" text DEFAULT '' NOT NULL,
	"claim_expires_at" timestamp with time zone,
	"action" text,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_username" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admin_money_ops" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"trade_type" smallint NOT NULL,
	"currency" text NOT NULL,
	"units" bigint NOT NULL,
	"reason" text NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
