-- The site's unbounded accounts (no floor: gateway clearing, gift pool, revenue, payouts) keep no running
-- balance any more: their one row was a queue every gift waited in. Their balance is the sum of entries.
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" DROP NOT NULL;--> statement-breakpoint
UPDATE "ledger_accounts" SET "allow_negative" = true WHERE "user_id" IS NULL AND "code" = 'revenue';--> statement-breakpoint
UPDATE "ledger_accounts" SET "balance" = 0 WHERE "allow_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_unbounded" CHECK (not "ledger_accounts"."allow_negative" or "ledger_accounts"."balance" = 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbounded boolean;
BEGIN
  SELECT allow_negative INTO unbounded FROM ledger_accounts WHERE id = NEW.account_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger: no account %', NEW.account_id;
  END IF;
  IF unbounded THEN
    -- No running balance, no row lock: the entries are the balance.
    NEW.balance_after := NULL;
    RETURN NEW;
  END IF;
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id
    RETURNING balance INTO NEW.balance_after;
  RETURN NEW;
END $$;
