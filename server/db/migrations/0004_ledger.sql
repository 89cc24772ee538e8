CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_currency" CHECK ("ledger_accounts"."currency" in ('diamond', 'ticket')),
	CONSTRAINT "ledger_accounts_not_negative" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_owner" CHECK (("ledger_accounts"."user_id" is null) = ("ledger_accounts"."code" <> 'user') and ("ledger_accounts"."user_id" is null or not "ledger_accounts"."allow_negative"))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"trade_type" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_trade_type" CHECK ("ledger_entries"."trade_type" between 1 and 15)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trade_type" smallint NOT NULL,
	"user_id" integer,
	"reverses" bigint,
	"memo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_trade_type" CHECK ("ledger_transactions"."trade_type" between 1 and 15)
);
--> statement-breakpoint
CREATE TABLE "paid_requests" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"action" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paid_requests_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_requests" ADD CONSTRAINT "paid_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_currency" ON "ledger_accounts" USING btree ("user_id","currency") WHERE "ledger_accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_currency" ON "ledger_accounts" USING btree ("code","currency") WHERE "ledger_accounts"."user_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_user" ON "ledger_transactions" USING btree ("user_id","id");--> statement-breakpoint
-- An entry moves its account's balance and records the balance after it: balances are the sum of
-- their entries by construction, and the row lock taken here orders concurrent spends of one account.
CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id
    RETURNING balance INTO NEW.balance_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger: no account %', NEW.account_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_apply BEFORE INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();
--> statement-breakpoint
-- At commit every transaction that got entries sums to zero in each currency.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  off record;
BEGIN
  SELECT a.currency, sum(e.amount) AS total INTO off
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    WHERE e.transaction_id = NEW.transaction_id
    GROUP BY a.currency HAVING sum(e.amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger: transaction % does not balance in % (off by %)',
      NEW.transaction_id, off.currency, off.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
-- Written once: a correction is a new transaction, never an edit.
CREATE FUNCTION ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: % is append-only', TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_immutable BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
