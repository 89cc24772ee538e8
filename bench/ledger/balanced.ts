// The ledger's books after a bench run: every transaction sums to zero per currency, all entries sum to zero,
// every running balance is the sum of its entries, no user is below zero, every gift record has its type-2
// transaction and back, and no paid request is left half done. Any problem makes the run's figures void.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

const count = async (db: Db, statement: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: string | number }>(await db.execute(statement))[0]?.n ?? 0);

export interface Books {
  unbalancedTransactions: number;
  currenciesOff: number;
  driftedAccounts: number;
  negativeUsers: number;
  giftsWithoutTransaction: number;
  transactionsWithoutGift: number;
  unansweredRequests: number;
  giftRecords: number;
}

export async function readBooks(db: Db): Promise<Books> {
  return {
    unbalancedTransactions: await count(
      db,
      sql`select count(*) as n from (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
          group by e.transaction_id, a.currency having sum(e.amount) <> 0) x`,
    ),
    currenciesOff: await count(
      db,
      sql`select count(*) as n from (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
          group by a.currency having sum(e.amount) <> 0) x`,
    ),
    driftedAccounts: await count(
      db,
      sql`select count(*) as n from (select 1 from ledger_accounts a left join ledger_entries e on e.account_id = a.id
          where not a.allow_negative group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)) x`,
    ),
    negativeUsers: await count(
      db,
      sql`select count(*) as n from ledger_accounts where user_id is not null and balance < 0`,
    ),
    giftsWithoutTransaction: await count(
      db,
      sql`select count(*) as n from gift_records g left join ledger_transactions t
          on t.id = g.transaction_id and t.trade_type = 2 where t.id is null`,
    ),
    transactionsWithoutGift: await count(
      db,
      sql`select count(*) as n from ledger_transactions t left join gift_records g
          on g.transaction_id = t.id where t.trade_type = 2 and g.id is null`,
    ),
    unansweredRequests: await count(
      db,
      sql`select count(*) as n from paid_requests where response = '{}'::jsonb`,
    ),
    giftRecords: await count(db, sql`select count(*) as n from gift_records`),
  };
}

/** The problems in `books` (empty when balanced), `expectedGifts` being every gift answered so far. */
export function problemsOf(books: Books, expectedGifts: number): string[] {
  const problems = Object.entries(books)
    .filter(([key, n]) => key !== 'giftRecords' && n !== 0)
    .map(([key, n]) => `${key}: ${n}`);
  if (books.giftRecords !== expectedGifts)
    problems.push(`gift records ${books.giftRecords}, gifts answered ${expectedGifts}`);
  return problems;
}
