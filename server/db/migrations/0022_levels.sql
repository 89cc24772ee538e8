-- 0022_levels: experience and levels (users.level follows the total), daily check-in, task reward claims and
-- the newcomer marks of profile changes. Level is derived from experience by contract/grade.ts.
CREATE TABLE "user_experience" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"experience" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_experience_not_negative" CHECK ("experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "experience_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"source" text NOT NULL,
	"amount" integer NOT NULL,
	"day" date NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experience_events_source" CHECK ("source" in ('watch', 'chat', 'gift', 'checkin', 'task')),
	CONSTRAINT "experience_events_amount" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "experience_events_ref" ON "experience_events" USING btree ("ref");
--> statement-breakpoint
CREATE INDEX "experience_events_user_day" ON "experience_events" USING btree ("user_id","day","source");
--> statement-breakpoint
CREATE TABLE "checkins" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"reward" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkins_pk" PRIMARY KEY ("user_id","day"),
	CONSTRAINT "checkins_streak" CHECK ("streak" >= 1)
);
--> statement-breakpoint
CREATE TABLE "task_claims" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"task_id" text NOT NULL,
	"period" text NOT NULL,
	"reward_kind" text NOT NULL,
	"amount" integer NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_claims_pk" PRIMARY KEY ("user_id","task_id","period"),
	CONSTRAINT "task_claims_reward_kind" CHECK ("reward_kind" in ('exp', 'ticket'))
);
--> statement-breakpoint
CREATE TABLE "user_marks" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"mark" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_marks_pk" PRIMARY KEY ("user_id","mark")
);
