-- Gifts posted together (issue 25). A gift cost about nine times a bare UPDATE on PostgreSQL, and most of it
-- was per-row machinery: for each of a gift's five entries a BEFORE trigger (a lookup, and an UPDATE for the
-- user accounts), two foreign-key checks (a locking lookup each) and a deferred balance check at commit,
-- then the transaction's own start, locks and commit. The entries' rules are now held by one trigger per
-- INSERT statement over all the statement's rows, and the gift service posts the gifts that arrive together
-- in one call (pay_gifts), each gift still all-or-nothing and once per idempotency key.

-- The rules of ledger_entries, checked once per statement over the rows it wrote, whatever code writes them:
-- - every transaction written to sums to zero in each currency (all of its entries, this statement's and
--   any before: the check is immediate, so a transaction's entries are written in one statement, as every
--   posting path does);
-- - every entry's transaction and account exist (the foreign keys did it row by row; neither table's rows
--   can be deleted: ledger_immutable and ledger_accounts_kept);
-- - each bounded account's running balance moves by its entries (an unbounded one keeps none, 0007), and the
--   balance each entry records is the account's after it, entry by entry in id order: the writer states
--   it (it holds the account's row locked, so it knows it) and a wrong or missing one refuses the statement.
--   No balance goes below zero, after the statement or after any of its entries (ledger_accounts_not_negative).
CREATE FUNCTION ledger_entries_post() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx_ids bigint[];
  account_ids integer[];
  off record;
BEGIN
  SELECT array_agg(DISTINCT transaction_id), array_agg(DISTINCT account_id)
    INTO tx_ids, account_ids FROM inserted;
  SELECT x.transaction_id, x.currency, sum(x.amount) AS total INTO off
    FROM (SELECT e.transaction_id, e.amount,
                 (SELECT a.currency FROM ledger_accounts a WHERE a.id = e.account_id) AS currency
            FROM ledger_entries e WHERE e.transaction_id = ANY (tx_ids)) x
    GROUP BY x.transaction_id, x.currency HAVING sum(x.amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger: transaction % does not balance in % (off by %)',
      off.transaction_id, coalesce(off.currency, 'no account'), off.total;
  END IF;
  SELECT t.id INTO off FROM unnest(tx_ids) AS t(id)
    WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions x WHERE x.id = t.id) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger: no transaction %', off.id;
  END IF;
  SELECT t.id INTO off FROM unnest(account_ids) AS t(id)
    WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = t.id) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger: no account %', off.id;
  END IF;
  WITH moved AS (
    UPDATE ledger_accounts a SET balance = a.balance + s.delta
      FROM (SELECT account_id, sum(amount) AS delta FROM inserted GROUP BY account_id) s
      WHERE a.id = ANY (account_ids) AND a.id = s.account_id AND NOT a.allow_negative
      RETURNING a.id, a.balance - s.delta AS before
  )
  SELECT i.id, i.account_id, i.balance_after, m.before + i.run AS expected INTO off
    FROM (SELECT id, account_id, balance_after,
                 sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS run FROM inserted) i
    LEFT JOIN moved m ON m.id = i.account_id
    WHERE CASE WHEN m.id IS NULL THEN i.balance_after IS NOT NULL
               ELSE i.balance_after IS DISTINCT FROM m.before + i.run OR i.balance_after < 0 END
    ORDER BY i.id LIMIT 1;
  IF FOUND THEN
    IF off.expected < 0 THEN
      RAISE EXCEPTION 'ledger: account % would go below zero', off.account_id
        USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_not_negative';
    END IF;
    RAISE EXCEPTION 'ledger: entry % of account % states balance %, the account has %',
      off.id, off.account_id, coalesce(off.balance_after::text, 'none'), coalesce(off.expected::text, 'no running balance');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER ledger_entries_apply ON ledger_entries;
--> statement-breakpoint
DROP TRIGGER ledger_entries_balanced ON ledger_entries;
--> statement-breakpoint
DROP FUNCTION ledger_apply_entry();
--> statement-breakpoint
DROP FUNCTION ledger_check_balanced();
--> statement-breakpoint
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_transaction_id_ledger_transactions_id_fk;
--> statement-breakpoint
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_id_ledger_accounts_id_fk;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_post AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_post();
--> statement-breakpoint
-- What the dropped foreign keys also guarded: an entry's account or transaction never goes away.
CREATE FUNCTION ledger_accounts_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: accounts are never deleted or renumbered';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_kept BEFORE DELETE OR TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_accounts_kept();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_id_kept BEFORE UPDATE OF id ON ledger_accounts
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION ledger_accounts_kept();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
DROP FUNCTION pay_gift(text, text, integer, integer, integer, integer, numeric, smallint, smallint);
--> statement-breakpoint
DROP FUNCTION pay_gift_post(integer, integer, integer, integer, numeric, smallint, smallint);
--> statement-breakpoint
-- POST /pay/gift for the gifts that arrived together, in input order, in one transaction: each element of the
-- answer is {answer, anchor} (posted: the paid call's answer, amounts in 球钻, and the anchor's balances for
-- the push), {replay: <the first answer>} (the key was used before with these parameters) or {error: <name>}
-- (idempotencyKeyReused, giftNotFound, anchorNotFound, insufficientBalance: nothing of that gift is written,
-- its key is not kept, the others go on). The caller sends senders that are all different and none of them
-- an anchor of the batch: a sender's one gift is checked against its own balance, and no balance it answers
-- is moved by a neighbour. Per gift, as pay_gift did (0032): the key claimed first (a key in use by another
-- transaction waits for it, then replays or runs), the gift, the anchor and the operators' share read in
-- this transaction, the sender's 球钻 out, the anchor's 球票 in at the share (rounded down), the rest to
-- revenue, through the gift pool (trade types 2 and 9), the gift_records row, the answer stored.
-- The accounts whose balances move are locked in id order before anything is written, so two batches never
-- wait on each other crosswise.
CREATE FUNCTION pay_gifts(
  p_keys text[], p_hashes text[], p_senders integer[], p_anchors integer[], p_gifts integer[],
  p_counts integer[], p_default_percent numeric, p_trade_gift smallint, p_trade_income smallint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  n integer := cardinality(p_senders);
  stored jsonb;
  anchor_percent numeric := p_default_percent;
  pool_diamond integer;
  revenue integer;
  pool_ticket integer;
  claimed integer[];
  results jsonb[];
  -- Per gift, in input order (null where it is not posted).
  names text[];
  nicks text[];
  diamond_units bigint[];
  ticket_units bigint[];
  sender_accounts integer[];
  anchor_accounts integer[];
  refusal text[];
  posted jsonb;
BEGIN
  IF (SELECT count(DISTINCT s) FROM unnest(p_senders) AS s) <> n OR p_senders && p_anchors THEN
    RAISE EXCEPTION 'ledger: a gift batch needs distinct senders who are none of its anchors';
  END IF;
  WITH ins AS (
    INSERT INTO paid_requests (user_id, key, action, request_hash, response)
      SELECT x.s, x.k, 'gift', x.h, '{}'::jsonb FROM unnest(p_senders, p_keys, p_hashes) AS x(s, k, h)
      ON CONFLICT DO NOTHING RETURNING user_id
  )
  SELECT coalesce(array_agg(user_id), '{}') INTO claimed FROM ins;

  SELECT value INTO stored FROM site_settings WHERE key = 'giftAnchorPercent';
  IF jsonb_typeof(stored) = 'number' THEN
    anchor_percent := stored::numeric;
  END IF;

  -- The gift, the anchor, the amounts, and the first refusal of each gift (a replay or a reused key first).
  SELECT array_agg(g.name ORDER BY x.i), array_agg(u.nick_name ORDER BY x.i),
         array_agg(g.price_units * x.c ORDER BY x.i),
         array_agg(floor(g.price_units * x.c * anchor_percent / 100)::bigint ORDER BY x.i),
         array_agg(CASE WHEN x.s <> ALL (claimed) THEN 'claimed'
                        WHEN g.id IS NULL THEN 'giftNotFound'
                        WHEN u.id IS NULL THEN 'anchorNotFound' END ORDER BY x.i)
    INTO names, nicks, diamond_units, ticket_units, refusal
    FROM (SELECT s, a, gid, c, i::integer AS i
            FROM unnest(p_senders, p_anchors, p_gifts, p_counts) WITH ORDINALITY AS o(s, a, gid, c, i)) x
    LEFT JOIN gifts g ON g.id = x.gid AND g.enabled
    LEFT JOIN users u ON u.id = x.a AND u.is_anchor = 1;

  -- The accounts that move, opened empty on first use (rare: ledger_account_id), then locked in id order.
  pool_diamond := ledger_account_id(NULL, 'gift_pool', 'diamond', true);
  revenue := ledger_account_id(NULL, 'revenue', 'diamond', true);
  pool_ticket := ledger_account_id(NULL, 'gift_pool', 'ticket', true);
  SELECT array_agg(CASE WHEN refusal[x.i] IS NULL
                        THEN coalesce(sa.id, ledger_account_id(x.s, 'user', 'diamond', false)) END ORDER BY x.i),
         array_agg(CASE WHEN refusal[x.i] IS NULL AND ticket_units[x.i] <> 0
                        THEN coalesce(aa.id, ledger_account_id(x.a, 'user', 'ticket', false)) END ORDER BY x.i)
    INTO sender_accounts, anchor_accounts
    FROM (SELECT s, a, i::integer AS i FROM unnest(p_senders, p_anchors) WITH ORDINALITY AS o(s, a, i)) x
    LEFT JOIN ledger_accounts sa ON sa.user_id = x.s AND sa.currency = 'diamond'
    LEFT JOIN ledger_accounts aa ON aa.user_id = x.a AND aa.currency = 'ticket';
  PERFORM 1 FROM ledger_accounts
    WHERE id = ANY (sender_accounts || anchor_accounts) ORDER BY id FOR UPDATE;

  -- The balance floor, on the locked balances: one gift per sender, so its own balance decides.
  SELECT array_agg(CASE WHEN refusal[x.i] IS NULL AND a.balance < diamond_units[x.i]
                        THEN 'insufficientBalance' ELSE refusal[x.i] END ORDER BY x.i)
    INTO refusal
    FROM generate_subscripts(p_senders, 1) AS x(i)
    LEFT JOIN ledger_accounts a ON a.id = sender_accounts[x.i];
  -- A refused gift keeps no key: its retry runs again.
  DELETE FROM paid_requests p USING unnest(p_senders, p_keys, refusal) AS x(s, k, r)
    WHERE x.r IS NOT NULL AND x.r <> 'claimed' AND p.user_id = x.s AND p.key = x.k;

  -- What is posted: ids drawn first so the entries, the record and the answer can name them.
  WITH plan AS (
    SELECT x.i, x.s, x.a, x.gid, x.c, x.k, names[x.i] AS name, nicks[x.i] AS nick,
           diamond_units[x.i] AS d, ticket_units[x.i] AS t,
           sender_accounts[x.i] AS sender_account, anchor_accounts[x.i] AS anchor_account,
           nextval('ledger_transactions_id_seq') AS tx_id, nextval('gift_records_id_seq') AS record_id
      FROM (SELECT s, a, gid, c, k, i::integer AS i
              FROM unnest(p_senders, p_anchors, p_gifts, p_counts, p_keys) WITH ORDINALITY AS o(s, a, gid, c, k, i)) x
      WHERE refusal[x.i] IS NULL
  ),
  balances AS (
    SELECT p.*,
           sb.balance - p.d AS sender_diamond,
           coalesce((SELECT b.balance FROM ledger_accounts b WHERE b.user_id = p.s AND b.currency = 'ticket'), 0)
             AS sender_ticket,
           coalesce((SELECT b.balance FROM ledger_accounts b WHERE b.user_id = p.a AND b.currency = 'diamond'), 0)
             AS anchor_diamond,
           coalesce(ab.balance, 0) + sum(p.t) OVER (PARTITION BY p.a ORDER BY p.i) AS anchor_ticket
      FROM plan p
      JOIN ledger_accounts sb ON sb.id = p.sender_account
      LEFT JOIN ledger_accounts ab ON ab.id = p.anchor_account
  ),
  tx AS (
    INSERT INTO ledger_transactions (id, trade_type, user_id, memo)
      SELECT b.tx_id, p_trade_gift, b.s, jsonb_build_object(
               'giftId', b.gid, 'giftName', b.name, 'count', b.c, 'anchorId', b.a, 'anchorNickName', b.nick)
        FROM balances b ORDER BY b.i
  ),
  entries AS (
    -- In gift order, so each account's entries are in id order as its running balance goes.
    INSERT INTO ledger_entries (transaction_id, account_id, trade_type, amount, balance_after)
      SELECT b.tx_id, leg.account_id, leg.trade_type, leg.amount, leg.balance_after
        FROM balances b, LATERAL (VALUES
          (1, b.sender_account, p_trade_gift, -b.d, b.sender_diamond),
          (2, pool_diamond, p_trade_gift, b.t, NULL::bigint),
          (3, revenue, p_trade_gift, b.d - b.t, NULL::bigint),
          (4, pool_ticket, p_trade_income, -b.t, NULL::bigint),
          (5, b.anchor_account, p_trade_income, b.t, b.anchor_ticket)
        ) AS leg(n, account_id, trade_type, amount, balance_after)
        WHERE leg.amount <> 0
        ORDER BY b.i, leg.n
  ),
  records AS (
    INSERT INTO gift_records (id, sender_id, anchor_id, gift_id, count, diamond_units, ticket_units, transaction_id)
      SELECT b.record_id, b.s, b.a, b.gid, b.c, b.d, b.t, b.tx_id FROM balances b ORDER BY b.i
  ),
  answers AS (
    SELECT b.i, b.s, b.k,
           jsonb_build_object(
             'recordId', b.record_id, 'giftId', b.gid, 'giftName', b.name, 'count', b.c,
             'amount', round(b.d / 100.0, 2), 'income', round(b.t / 100.0, 2),
             'balance', round(b.sender_diamond / 100.0, 2), 'ticket', round(b.sender_ticket / 100.0, 2)) AS answer,
           jsonb_build_object('balance', round(b.anchor_diamond / 100.0, 2),
                              'ticket', round(b.anchor_ticket / 100.0, 2)) AS anchor
      FROM balances b
  ),
  stored_answers AS (
    UPDATE paid_requests p SET response = a.answer FROM answers a WHERE p.user_id = a.s AND p.key = a.k
  )
  SELECT jsonb_object_agg(a.i::text, jsonb_build_object('answer', a.answer, 'anchor', a.anchor))
    INTO posted FROM answers a;
  posted := coalesce(posted, '{}');

  -- Every gift's outcome, in input order; a key used before answers what it answered then.
  SELECT array_agg(CASE
           WHEN refusal[x.i] IS NULL THEN posted -> x.i::text
           WHEN refusal[x.i] <> 'claimed' THEN jsonb_build_object('error', refusal[x.i])
           WHEN p.request_hash IS DISTINCT FROM x.h THEN jsonb_build_object('error', 'idempotencyKeyReused')
           ELSE jsonb_build_object('replay', p.response) END ORDER BY x.i)
    INTO results
    FROM (SELECT s, k, h, i::integer AS i FROM unnest(p_senders, p_keys, p_hashes) WITH ORDINALITY AS o(s, k, h, i)) x
    LEFT JOIN paid_requests p ON refusal[x.i] = 'claimed' AND p.user_id = x.s AND p.key = x.k;
  RETURN to_jsonb(results);
END $$;
