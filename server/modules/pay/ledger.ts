// Posting to the double-entry ledger: accounts found or opened on first use, one transaction of entries
// that sum to zero per currency, and the balance pushes after commit. The database applies the entries
// and holds the rules (migration 0004); this module only turns them into the site's errors.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import { isTradeType, type TradeType } from '../../../contract/enums/trade-types';
import { channels } from '../../../contract/events';
import type { Db } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';
import type { Bus } from '../../realtime/bus';
import { ledgerCall } from './ledger-call';

export type Currency = 'diamond' | 'ticket';

/** The site's own accounts; those standing for money outside the site may go below zero. */
export const systemAccounts = {
  /** Money the payment gateway owes the site for recharges (negative: owed to users as diamonds). */
  gatewayClearing: { code: 'gateway_clearing', allowNegative: true },
  /** The site's share: gift and purchase income not paid out to anchors or experts. */
  revenue: { code: 'revenue', allowNegative: true },
  /** Diamonds spent on gifts, against which anchors' tickets are issued. */
  giftPool: { code: 'gift_pool', allowNegative: true },
  /** Expert plans bought and not yet settled: paid out to the expert and the site, or refunded. */
  planEscrow: { code: 'plan_escrow', allowNegative: false },
  /** Red packets sent and not yet grabbed or returned. */
  redPacketEscrow: { code: 'red_packet_escrow', allowNegative: false },
  /** Withdrawals asked for and not yet paid out or refused. */
  withdrawalsPending: { code: 'withdrawals_pending', allowNegative: false },
  /** Money paid out of the site (withdrawals) and put in by operators (system gifts, deductions). */
  payouts: { code: 'payouts', allowNegative: true },
} as const;

export type SystemAccount = keyof typeof systemAccounts;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Leg {
  /** A user's account (by user id) or a system account. */
  account: { user: number; currency: Currency } | { system: SystemAccount; currency: Currency };
  /** Minor units; positive credits the account, negative debits it. */
  amount: number;
  /** The trade type the account's owner sees in their records (spec §3). */
  tradeType: TradeType;
}

export interface Posting {
  tradeType: TradeType;
  /** The user who made it happen; null for an operator's or the system's own. */
  userId: number | null;
  memo?: Record<string, unknown>;
  reverses?: number;
  legs: Leg[];
}

/**
 * Account ids by database: an account, once committed, keeps its id for ever (accounts are never
 * deleted), so a gift need not look up the same five accounts again. Only ids seen in a committed
 * transaction get here: one opened in a transaction that rolled back does not exist.
 */
const committedIds = new WeakMap<object, Map<string, number>>();

const accountKey = (account: Leg['account']) =>
  'user' in account
    ? `u${account.user}:${account.currency}`
    : `s${account.system}:${account.currency}`;

/** A ledger session inside one database transaction: it remembers whose balances moved. */
export class LedgerSession {
  readonly touched = new Set<number>();
  /** Ids looked up or opened in this transaction (shared once it commits). */
  readonly accountIds = new Map<string, number>();

  constructor(
    readonly tx: Tx,
    private readonly committed: ReadonlyMap<string, number> = new Map(),
  ) {}

  /** The account's id, opening it (empty) on first use. */
  async accountId(account: Leg['account']): Promise<number> {
    const key = accountKey(account);
    const known = this.committed.get(key) ?? this.accountIds.get(key);
    if (known !== undefined) return known;
    const id = await this.openAccount(account);
    this.accountIds.set(key, id);
    return id;
  }

  /** Finds the account, or opens it empty (two first uses at once both end with the one row). */
  private async openAccount(account: Leg['account']): Promise<number> {
    const { currency } = account;
    const opened =
      'user' in account
        ? {
            where: and(
              eq(ledgerAccounts.userId, account.user),
              eq(ledgerAccounts.currency, currency),
            ),
            values: { userId: account.user, code: 'user', currency },
          }
        : {
            where: and(
              isNull(ledgerAccounts.userId),
              eq(ledgerAccounts.code, systemAccounts[account.system].code),
              eq(ledgerAccounts.currency, currency),
            ),
            values: { ...systemAccounts[account.system], currency },
          };
    const find = () =>
      this.tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(opened.where);
    const [found] = await find();
    if (found) return found.id;
    await this.tx.insert(ledgerAccounts).values(opened.values).onConflictDoNothing();
    const [made] = await find();
    if (!made) throw new Error(`ledger: account ${accountKey(account)} could not be opened`);
    return made.id;
  }

  /** Writes one transaction; a user account going below zero fails it with 余额不足. */
  async post(posting: Posting): Promise<number> {
    if (!isTradeType(posting.tradeType))
      throw new Error(`ledger: bad trade type ${posting.tradeType}`);
    const legs = posting.legs.filter((leg) => leg.amount !== 0);
    if (legs.some((leg) => !Number.isSafeInteger(leg.amount)))
      throw new Error('ledger: amounts are integer minor units');
    const values = [];
    for (const leg of legs) {
      values.push({
        accountId: await this.accountId(leg.account),
        tradeType: leg.tradeType,
        amount: leg.amount,
      });
      if ('user' in leg.account) this.touched.add(leg.account.user);
    }
    const transaction = sql`insert into ledger_transactions (trade_type, user_id, memo, reverses)
      values (${posting.tradeType}::smallint, ${posting.userId}::integer,
              ${JSON.stringify(posting.memo ?? {})}::jsonb, ${posting.reverses ?? null}::bigint)
      returning id`;
    if (values.length === 0)
      return Number(
        await ledgerCall(this.tx, sql`with t as (${transaction}) select id as r from t`),
      );
    const rows = values.map(
      (v, n) =>
        sql`(${n}::integer, ${v.accountId}::integer, ${v.tradeType}::smallint, ${v.amount}::bigint)`,
    );
    const ids = [...new Set(values.map((v) => v.accountId))].map((id) => sql`${id}::integer`);
    // One statement: the transaction and its entries. The accounts with a running balance are locked first,
    // in one global order (by id), so two transactions never wait on each other crosswise (a gift and a
    // refund between the same two users); each entry states the balance after it, which the entries' trigger
    // checks as it moves the balances (migration 0036), and a balance below zero answers 余额不足.
    const id = await ledgerCall(
      this.tx,
      sql`with locked as materialized (
          select id, balance from ledger_accounts
          where id in (${sql.join(ids, sql`, `)}) and not allow_negative order by id for update),
        t as (${transaction}),
        e as (insert into ledger_entries (transaction_id, account_id, trade_type, amount, balance_after)
              select t.id, leg.account_id, leg.trade_type, leg.amount,
                     l.balance + sum(leg.amount) over (partition by leg.account_id order by leg.n)
              from t, (values ${sql.join(rows, sql`, `)}) as leg(n, account_id, trade_type, amount)
              left join locked l on l.id = leg.account_id
              order by leg.account_id, leg.n)
        select id as r from t`,
    );
    return Number(id);
  }
}

export interface LedgerContext {
  db: Db;
  bus: Bus;
}

/** Both balances of each user, in minor units. */
export async function balancesOf(db: Db | Tx, userIds: readonly number[]) {
  const out = new Map<number, { balance: number; ticket: number }>();
  for (const id of userIds) out.set(id, { balance: 0, ticket: 0 });
  if (userIds.length === 0) return out;
  const rows = await db
    .select({
      userId: ledgerAccounts.userId,
      currency: ledgerAccounts.currency,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.userId, [...userIds]));
  for (const r of rows) {
    const mine = out.get(r.userId as number);
    if (!mine) continue;
    if (r.currency === 'diamond') mine.balance = r.balance;
    else mine.ticket = r.balance;
  }
  return out;
}

/** Tells each user's open pages their new balances (the header updates at once). */
export async function pushBalances(ctx: LedgerContext, userIds: Iterable<number>) {
  const ids = [...new Set(userIds)];
  const balances = await balancesOf(ctx.db, ids);
  await publishBalances(
    ctx,
    ids.map((id) => {
      const b = balances.get(id) ?? { balance: 0, ticket: 0 };
      return { userId: id, balance: unitsToAmount(b.balance), ticket: unitsToAmount(b.ticket) };
    }),
  );
}

/** The balance pushes of balances already known (in 球钻, as the pages show them): no read. */
export async function publishBalances(
  ctx: LedgerContext,
  known: readonly { userId: number; balance: number; ticket: number }[],
) {
  await Promise.all(
    known.map(({ userId, balance, ticket }) =>
      ctx.bus.publish(channels.user(userId), 'balance.change', { balance, ticket }),
    ),
  );
}

/** Runs `work` in one database transaction with a ledger session; after commit, pushes the moved balances. */
export async function inLedger<T>(
  ctx: LedgerContext,
  work: (ledger: LedgerSession) => Promise<T>,
): Promise<T> {
  let committed = committedIds.get(ctx.db);
  if (!committed) {
    committed = new Map();
    committedIds.set(ctx.db, committed);
  }
  let session: LedgerSession | null = null;
  const result = await ctx.db.transaction(async (tx) => {
    session = new LedgerSession(tx, committed);
    return work(session);
  });
  for (const [key, id] of (session as LedgerSession | null)?.accountIds ?? [])
    committed.set(key, id);
  const touched = (session as LedgerSession | null)?.touched;
  // The money has moved: a push that fails (Redis away) must not turn the answer into an error; the
  // pages read their balance again when their channel resyncs.
  if (touched && touched.size > 0) await pushBalances(ctx, touched).catch(() => {});
  return result;
}
