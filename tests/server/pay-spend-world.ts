// Helpers for the spending and ledger suites: a gift catalogue, funded users and anchors, paid calls with
// an Idempotency-Key, and the ledger's invariants read back with plain SQL.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';
import { giftCatalogue, giftsStep } from '../../server/db/seed/gifts';
import { inLedger, type LedgerContext } from '../../server/modules/pay/ledger';
import { api } from './profile-fixtures';
import { createUserWithSession } from './users';

export const newKey = () => randomUUID();

/** The seeded catalogue; ids follow its order on a fresh database. */
export async function seedGifts(db: Db) {
  await giftsStep.run(db);
  const rows = await query<{ id: number; name: string; price_units: string }>(
    db,
    sql`select id, name, price_units from gifts order by sort, id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    units: Number(r.price_units),
  }));
}

export const catalogueSize = giftCatalogue.length;

/** A recharge as the gateway's money would arrive (trade type 1, from gatewayClearing). */
export const fund = (ctx: LedgerContext, userId: number, units: number) =>
  inLedger(ctx, (ledger) =>
    ledger.post({
      tradeType: 1,
      userId,
      memo: { test: 'recharge' },
      legs: [
        { account: { user: userId, currency: 'diamond' }, amount: units, tradeType: 1 },
        {
          account: { system: 'gatewayClearing', currency: 'diamond' },
          amount: -units,
          tradeType: 1,
        },
      ],
    }),
  );

export const newFan = (db: Db) => createUserWithSession(db);
export const newAnchor = (db: Db) => createUserWithSession(db, { isAnchor: 1 });

export function paidPost(
  app: FastifyInstance,
  path: string,
  body: unknown,
  token?: string,
  key: string | null = newKey(),
) {
  return app.inject({
    method: 'POST',
    url: api(path),
    payload: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      ...(token ? { accesstoken: token } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
}

/** Rows of db.execute on either engine (node-postgres answers {rows}, PGlite too; drizzle may unwrap). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export async function query<T>(db: Db, statement: ReturnType<typeof sql>) {
  return rowsOf<T>(await db.execute(statement));
}

export interface LedgerFacts {
  /** Transactions whose entries do not sum to zero in some currency. */
  unbalanced: unknown[];
  /** Sum of every entry per currency (each must be 0). */
  totals: { currency: string; total: number }[];
  /** Accounts whose balance is not the sum of their entries. */
  drifted: unknown[];
  /** User accounts below zero. */
  negative: unknown[];
  /** Gift records without their type-2 transaction, and type-2 transactions without a record. */
  giftsWithoutTransaction: number;
  transactionsWithoutGift: number;
  /** Paid requests left without an answer (a half-done call would leave one). */
  unanswered: number;
  /** The red packet escrow's balance against what the packets still hold. */
  escrow: { balance: number; held: number };
  /**
   * Plan money: what buyers paid (type 4) against where it went — the experts' income and the site's share at
   * settlement (type 5), refunds (type 6) — and the plan escrow against the purchases not yet settled.
   */
  plans: {
    paid: number;
    expertIncome: number;
    siteShare: number;
    refunded: number;
    escrow: number;
    unsettled: number;
  };
}

export async function ledgerFacts(db: Db): Promise<LedgerFacts> {
  const unbalanced = await query(
    db,
    sql`select e.transaction_id, a.currency, sum(e.amount)::bigint as off
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        group by e.transaction_id, a.currency having sum(e.amount) <> 0`,
  );
  const totals = (
    await query<{ currency: string; total: string }>(
      db,
      sql`select a.currency, coalesce(sum(e.amount), 0)::bigint as total
          from ledger_entries e join ledger_accounts a on a.id = e.account_id group by a.currency`,
    )
  ).map((r) => ({ currency: r.currency, total: Number(r.total) }));
  const drifted = await query(
    db,
    // Accounts with a running balance (users', the escrow, pending withdrawals); the unbounded site
    // accounts keep none (their balance is 0 by a check, their entries are their balance).
    sql`select a.id, a.balance, coalesce(sum(e.amount), 0)::bigint as entries
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        where not a.allow_negative
        group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  const negative = await query(
    db,
    sql`select id, user_id, currency, balance from ledger_accounts where user_id is not null and balance < 0`,
  );
  const [gifts] = await query<{ orphans: string; bare: string }>(
    db,
    sql`select
          (select count(*) from gift_records g left join ledger_transactions t
             on t.id = g.transaction_id and t.trade_type = 2 where t.id is null) as orphans,
          (select count(*) from ledger_transactions t left join gift_records g
             on g.transaction_id = t.id where t.trade_type = 2 and g.id is null) as bare`,
  );
  const [unanswered] = await query<{ n: string }>(
    db,
    sql`select count(*) as n from paid_requests where response = '{}'::jsonb`,
  );
  const [escrow] = await query<{ balance: string; held: string }>(
    db,
    sql`select
          coalesce((select balance from ledger_accounts
                    where user_id is null and code = 'red_packet_escrow' and currency = 'diamond'), 0) as balance,
          coalesce((select sum(remaining_units) from red_packets), 0) as held`,
  );
  const [plan] = await query<Record<string, string>>(
    db,
    sql`select
          coalesce((select -sum(e.amount) from ledger_entries e join ledger_accounts a on a.id = e.account_id
                    where e.trade_type = 4 and a.user_id is not null), 0) as paid,
          coalesce((select sum(e.amount) from ledger_entries e join ledger_accounts a on a.id = e.account_id
                    where e.trade_type = 5 and a.user_id is not null and a.currency = 'ticket'), 0) as income,
          coalesce((select sum(e.amount) from ledger_entries e join ledger_accounts a on a.id = e.account_id
                    where e.trade_type = 5 and a.code = 'revenue'), 0) as site,
          coalesce((select sum(e.amount) from ledger_entries e join ledger_accounts a on a.id = e.account_id
                    where e.trade_type = 6 and a.user_id is not null), 0) as refunded,
          coalesce((select balance from ledger_accounts
                    where user_id is null and code = 'plan_escrow' and currency = 'diamond'), 0) as escrow,
          coalesce((select sum(price_units) from plan_purchases
                    where payout_transaction_id is null and refund_transaction_id is null), 0) as unsettled`,
  );
  return {
    unbalanced,
    totals,
    drifted,
    negative,
    giftsWithoutTransaction: Number(gifts?.orphans),
    transactionsWithoutGift: Number(gifts?.bare),
    unanswered: Number(unanswered?.n),
    escrow: { balance: Number(escrow?.balance), held: Number(escrow?.held) },
    plans: {
      paid: Number(plan?.paid),
      expertIncome: Number(plan?.income),
      siteShare: Number(plan?.site),
      refunded: Number(plan?.refunded),
      escrow: Number(plan?.escrow),
      unsettled: Number(plan?.unsettled),
    },
  };
}

/** What every healthy ledger shows. */
export const healthy = {
  unbalanced: [],
  drifted: [],
  negative: [],
  giftsWithoutTransaction: 0,
  transactionsWithoutGift: 0,
  unanswered: 0,
};
