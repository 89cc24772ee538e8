CREATE TABLE "expert_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"intro" text NOT NULL,
	"specialities" text[] NOT NULL,
	"state" text DEFAULT 'review' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"specialities" text[] DEFAULT '{}'::text[] NOT NULL,
	"grade" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_matches" (
	"plan_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	CONSTRAINT "plan_matches_plan_id_match_id_pk" PRIMARY KEY("plan_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"expert_id" integer NOT NULL,
	"sport" text NOT NULL,
	"play_type" smallint NOT NULL,
	"title" text NOT NULL,
	"picks" jsonb NOT NULL,
	"analysis" text NOT NULL,
	"salt" text NOT NULL,
	"commitment" text NOT NULL,
	"price_units" bigint NOT NULL,
	"refund_on_loss" boolean DEFAULT false NOT NULL,
	"first_kickoff_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"result" text,
	"pick_results" jsonb,
	"settled_at" timestamp with time zone,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plans_code_unique" UNIQUE("code"),
	CONSTRAINT "plans_published_before_kickoff" CHECK ("plans"."published_at" < "plans"."first_kickoff_at"),
	CONSTRAINT "plans_price" CHECK ("plans"."price_units" >= 0)
);
--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD COLUMN "payout_transaction_id" bigint;--> statement-breakpoint
ALTER TABLE "expert_applications" ADD CONSTRAINT "expert_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_matches" ADD CONSTRAINT "plan_matches_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_matches" ADD CONSTRAINT "plan_matches_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_applications_open" ON "expert_applications" USING btree ("user_id") WHERE "expert_applications"."state" = 'review';--> statement-breakpoint
CREATE INDEX "expert_applications_state" ON "expert_applications" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "plan_matches_match" ON "plan_matches" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "plans_expert_published" ON "plans" USING btree ("expert_id","published_at");--> statement-breakpoint
CREATE INDEX "plans_open_kickoff" ON "plans" USING btree ("first_kickoff_at") WHERE "plans"."result" IS NULL;--> statement-breakpoint
CREATE INDEX "plans_settled" ON "plans" USING btree ("expert_id","settled_at") WHERE "plans"."result" IS NOT NULL;--> statement-breakpoint
-- A plan's content is committed at publish time: the database refuses any change to it afterwards, and a
-- settlement is written once.
CREATE FUNCTION plans_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.code IS DISTINCT FROM OLD.code OR NEW.expert_id IS DISTINCT FROM OLD.expert_id
     OR NEW.sport IS DISTINCT FROM OLD.sport OR NEW.play_type IS DISTINCT FROM OLD.play_type
     OR NEW.title IS DISTINCT FROM OLD.title OR NEW.picks IS DISTINCT FROM OLD.picks
     OR NEW.analysis IS DISTINCT FROM OLD.analysis OR NEW.salt IS DISTINCT FROM OLD.salt
     OR NEW.commitment IS DISTINCT FROM OLD.commitment OR NEW.price_units IS DISTINCT FROM OLD.price_units
     OR NEW.refund_on_loss IS DISTINCT FROM OLD.refund_on_loss
     OR NEW.first_kickoff_at IS DISTINCT FROM OLD.first_kickoff_at
     OR NEW.published_at IS DISTINCT FROM OLD.published_at THEN
    RAISE EXCEPTION 'a published plan cannot be edited' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.result IS NOT NULL AND (NEW.result IS DISTINCT FROM OLD.result
     OR NEW.pick_results IS DISTINCT FROM OLD.pick_results OR NEW.settled_at IS DISTINCT FROM OLD.settled_at) THEN
    RAISE EXCEPTION 'a settled plan cannot be settled again' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER plans_frozen BEFORE UPDATE ON plans FOR EACH ROW EXECUTE FUNCTION plans_frozen();
--> statement-breakpoint
CREATE FUNCTION plans_no_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a published plan is part of the record and cannot be deleted' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER plans_no_delete BEFORE DELETE ON plans FOR EACH ROW EXECUTE FUNCTION plans_no_delete();
