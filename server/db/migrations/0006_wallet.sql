CREATE TABLE "pay_passwords" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"failed_count" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_masked" text NOT NULL,
	"account_hash" text NOT NULL,
	"holder_masked" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payout_accounts_kind" CHECK ("payout_accounts"."kind" in ('bank', 'alipay'))
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer,
	"price_fen" bigint NOT NULL,
	"diamond_units" bigint NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_trade_no" text,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "recharge_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "recharge_orders_status" CHECK ("recharge_orders"."status" in ('pending', 'paid', 'cancelled', 'expired')),
	CONSTRAINT "recharge_orders_amounts" CHECK ("recharge_orders"."price_fen" > 0 and "recharge_orders"."diamond_units" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"payout_account_id" integer NOT NULL,
	"amount_units" bigint NOT NULL,
	"fee_units" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_id" bigint NOT NULL,
	"settled_transaction_id" bigint,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('pending', 'paid', 'rejected')),
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount_units" > 0 and "withdrawals"."fee_units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"anchor_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"count" integer NOT NULL,
	"diamond_units" bigint NOT NULL,
	"ticket_units" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_records_count" CHECK ("gift_records"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_units" bigint NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"animated" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_purchases" (
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"price_units" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"refund_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_purchases_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "red_packet_grabs" (
	"packet_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_units" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_packet_grabs_packet_id_user_id_pk" PRIMARY KEY("packet_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "red_packets" (
	"id" serial PRIMARY KEY NOT NULL,
	"anchor_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"total_units" bigint NOT NULL,
	"count" integer NOT NULL,
	"remaining_units" bigint NOT NULL,
	"remaining_count" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"transaction_id" bigint NOT NULL,
	"return_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "red_packets_status" CHECK ("red_packets"."status" in ('open', 'finished', 'returned')),
	CONSTRAINT "red_packets_remaining" CHECK ("red_packets"."remaining_units" >= 0 and "red_packets"."remaining_count" >= 0 and "red_packets"."remaining_count" <= "red_packets"."count")
);
--> statement-breakpoint
CREATE TABLE "user_nobility" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tier" smallint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "real_name_hash" text;--> statement-breakpoint
ALTER TABLE "pay_passwords" ADD CONSTRAINT "pay_passwords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_records" ADD CONSTRAINT "gift_records_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_records" ADD CONSTRAINT "gift_records_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_records" ADD CONSTRAINT "gift_records_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packet_grabs" ADD CONSTRAINT "red_packet_grabs_packet_id_red_packets_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."red_packets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packet_grabs" ADD CONSTRAINT "red_packet_grabs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packets" ADD CONSTRAINT "red_packets_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packets" ADD CONSTRAINT "red_packets_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_nobility" ADD CONSTRAINT "user_nobility_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_bound" ON "payout_accounts" USING btree ("account_hash") WHERE "payout_accounts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "payout_accounts_user" ON "payout_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recharge_orders_user" ON "recharge_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "recharge_orders_pending" ON "recharge_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_user" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "gift_records_anchor" ON "gift_records" USING btree ("anchor_id","sender_id");--> statement-breakpoint
CREATE INDEX "gift_records_sender" ON "gift_records" USING btree ("sender_id","id");--> statement-breakpoint
CREATE INDEX "red_packets_open" ON "red_packets" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "red_packets_room" ON "red_packets" USING btree ("anchor_id","id");