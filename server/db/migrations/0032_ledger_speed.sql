-- A gift in one round trip: the function below does in the database what the gift service did in eleven
-- statements (claim the idempotency key, read the gift, the anchor and the share, write the transaction,
-- its entries, the gift record the rank adds up, read the balances, store the answer). The entries still
-- go through ledger_apply_entry and the deferred balance check: the rules stay where they were.

-- The account's id, opening it empty on first use (two first uses at once both end with the one row:
-- ON CONFLICT waits for the other's insert, and the next statement's snapshot sees it).
CREATE FUNCTION ledger_account_id(p_user integer, p_code text, p_currency text, p_unbounded boolean)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  found_id integer;
BEGIN
  FOR attempt IN 1..2 LOOP
    IF p_user IS NULL THEN
      SELECT id INTO found_id FROM ledger_accounts
        WHERE user_id IS NULL AND code = p_code AND currency = p_currency;
    ELSE
      SELECT id INTO found_id FROM ledger_accounts WHERE user_id = p_user AND currency = p_currency;
    END IF;
    IF found_id IS NOT NULL THEN
      RETURN found_id;
    END IF;
    INSERT INTO ledger_accounts (user_id, code, currency, allow_negative)
      VALUES (p_user, p_code, p_currency, p_unbounded) ON CONFLICT DO NOTHING;
  END LOOP;
  RAISE EXCEPTION 'ledger: account %/%/% could not be opened', p_user, p_code, p_currency;
END $$;
--> statement-breakpoint
-- One gift inside the caller's transaction. Refusals are raised as 'qiulive:<error name>' (SQLSTATE P0001)
-- and a balance going below zero fails the entries' check, as before; either way nothing is written.
-- The share is read here, in this transaction, so an operator's change applies to exactly the gifts after it.
-- Returns the paid call's answer (amounts in 球钻, two decimals) and the anchor's balances for the push.
CREATE FUNCTION pay_gift_post(
  p_sender integer, p_anchor integer, p_gift integer, p_count integer,
  p_default_percent numeric, p_trade_gift smallint, p_trade_income smallint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  g record;
  anchor_name text;
  stored jsonb;
  anchor_percent numeric := p_default_percent;
  diamond_units bigint;
  ticket_units bigint;
  tx_id bigint;
  record_id integer;
  b record;
BEGIN
  SELECT id, name, price_units INTO g FROM gifts WHERE id = p_gift AND enabled;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'qiulive:giftNotFound';
  END IF;
  SELECT nick_name INTO anchor_name FROM users WHERE id = p_anchor AND is_anchor = 1;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'qiulive:anchorNotFound';
  END IF;
  SELECT value INTO stored FROM site_settings WHERE key = 'giftAnchorPercent';
  IF jsonb_typeof(stored) = 'number' THEN
    anchor_percent := stored::numeric;
  END IF;
  diamond_units := g.price_units * p_count;
  -- Rounded down: the site keeps the odd unit (giftTicketUnits in settings.ts).
  ticket_units := floor(diamond_units * anchor_percent / 100);

  INSERT INTO ledger_transactions (trade_type, user_id, memo)
    VALUES (p_trade_gift, p_sender, jsonb_build_object(
      'giftId', p_gift, 'giftName', g.name, 'count', p_count,
      'anchorId', p_anchor, 'anchorNickName', anchor_name))
    RETURNING id INTO tx_id;
  -- Each currency sums to zero through the gift pool, which turns the diamonds the anchor is paid for into
  -- tickets (diamond +T, ticket -T); the rest of the diamonds (D-T) is the site's revenue. The sender sees
  -- trade type 2, the anchor 9. Inserted in account id order: each user entry locks its account's row
  -- until commit, and one global order (LedgerSession.post's) means two transfers never wait crosswise.
  INSERT INTO ledger_entries (transaction_id, account_id, trade_type, amount)
    SELECT tx_id, leg.account_id, leg.trade_type, leg.amount
    FROM (VALUES
      (ledger_account_id(p_sender, 'user', 'diamond', false), p_trade_gift, -diamond_units),
      (ledger_account_id(NULL, 'gift_pool', 'diamond', true), p_trade_gift, ticket_units),
      (ledger_account_id(NULL, 'revenue', 'diamond', true), p_trade_gift, diamond_units - ticket_units),
      (ledger_account_id(NULL, 'gift_pool', 'ticket', true), p_trade_income, -ticket_units),
      (ledger_account_id(p_anchor, 'user', 'ticket', false), p_trade_income, ticket_units)
    ) AS leg(account_id, trade_type, amount)
    WHERE leg.amount <> 0
    ORDER BY leg.account_id;
  -- The row the room's contribution rank and the anchor's income add up.
  INSERT INTO gift_records (sender_id, anchor_id, gift_id, count, diamond_units, ticket_units, transaction_id)
    VALUES (p_sender, p_anchor, p_gift, p_count, diamond_units, ticket_units, tx_id)
    RETURNING id INTO record_id;

  SELECT
    coalesce(sum(balance) FILTER (WHERE user_id = p_sender AND currency = 'diamond'), 0) AS sender_diamond,
    coalesce(sum(balance) FILTER (WHERE user_id = p_sender AND currency = 'ticket'), 0) AS sender_ticket,
    coalesce(sum(balance) FILTER (WHERE user_id = p_anchor AND currency = 'diamond'), 0) AS anchor_diamond,
    coalesce(sum(balance) FILTER (WHERE user_id = p_anchor AND currency = 'ticket'), 0) AS anchor_ticket
    INTO b
    FROM ledger_accounts WHERE user_id IN (p_sender, p_anchor);

  RETURN jsonb_build_object(
    'answer', jsonb_build_object(
      'recordId', record_id, 'giftId', p_gift, 'giftName', g.name, 'count', p_count,
      'amount', round(diamond_units / 100.0, 2), 'income', round(ticket_units / 100.0, 2),
      'balance', round(b.sender_diamond / 100.0, 2), 'ticket', round(b.sender_ticket / 100.0, 2)),
    'anchor', jsonb_build_object(
      'balance', round(b.anchor_diamond / 100.0, 2), 'ticket', round(b.anchor_ticket / 100.0, 2)));
END $$;
--> statement-breakpoint
-- POST /pay/gift once per idempotency key, as paidOnce does it: the key claimed, the gift posted, the answer
-- stored, all in the one statement's transaction. A retry gets {"replay": <the first answer>}; the key with
-- other parameters raises qiulive:idempotencyKeyReused. Two requests with one key at once: the second's
-- insert waits on the first's row and then reads its answer.
CREATE FUNCTION pay_gift(
  p_key text, p_hash text, p_sender integer, p_anchor integer, p_gift integer, p_count integer,
  p_default_percent numeric, p_trade_gift smallint, p_trade_income smallint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  earlier record;
  posted jsonb;
BEGIN
  INSERT INTO paid_requests (user_id, key, action, request_hash, response)
    VALUES (p_sender, p_key, 'gift', p_hash, '{}'::jsonb) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    SELECT request_hash, response INTO earlier FROM paid_requests WHERE user_id = p_sender AND key = p_key;
    IF NOT FOUND OR earlier.request_hash <> p_hash THEN
      RAISE EXCEPTION 'qiulive:idempotencyKeyReused';
    END IF;
    RETURN jsonb_build_object('replay', earlier.response);
  END IF;
  posted := pay_gift_post(p_sender, p_anchor, p_gift, p_count, p_default_percent, p_trade_gift, p_trade_income);
  UPDATE paid_requests SET response = posted -> 'answer' WHERE user_id = p_sender AND key = p_key;
  RETURN posted;
END $$;
--> statement-breakpoint
-- The balance check at commit ran once per entry, each time over all of its transaction's entries (five
-- for a gift). The entries of one transaction queue their checks one after another, and at commit all of
-- them are written: the first check covers the rest, which are skipped. (The ledger never asks for its
-- checks early with SET CONSTRAINTS … IMMEDIATE, and every posting writes its entries in one statement.)
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  off record;
BEGIN
  IF current_setting('ledger.checked_transaction', true) = NEW.transaction_id::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('ledger.checked_transaction', NEW.transaction_id::text, true);
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
