ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_trade_type";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_trade_type";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "barrage_id" integer;--> statement-breakpoint
CREATE INDEX "horns_user_created" ON "horns" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_trade_type" CHECK ("ledger_entries"."trade_type" between 1 and 16);--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_trade_type" CHECK ("ledger_transactions"."trade_type" between 1 and 16);