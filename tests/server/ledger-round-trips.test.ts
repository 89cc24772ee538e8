// How many statements one gift sends to the database (issue 25: one per transfer). The database client
// under drizzle is wrapped to log every statement it is sent, BEGIN and COMMIT included: a gift is one
// statement (pay_gifts, migration 0036: alone here, as nothing else is in flight) and its retry too, where
// paidOnce → inLedger used to send twelve. The entries' checks now run once per statement: the balance
// check must still see the transaction's earlier entries, and the balance each entry states is checked.

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import type { Db } from '../../server/db/client';
import { databaseRefusal } from '../../server/db/errors';
import { sendGift } from '../../server/modules/pay/gift';
import { balancesOf, type LedgerContext } from '../../server/modules/pay/ledger';
import type { Bus } from '../../server/realtime';
import { startTestApp, type TestApp, testEngine } from './harness';
import {
  fund,
  healthy,
  ledgerFacts,
  newAnchor,
  newFan,
  newKey,
  query,
  seedGifts,
} from './pay-spend-world';

type Query = (...args: unknown[]) => Promise<unknown>;
interface Queryable {
  query: Query;
  exec?: Query;
  connect?: (...args: unknown[]) => Promise<Queryable & { release(): void }>;
  transaction?: (work: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
}

/** Logs the text of every statement `db` sends (PGlite: query, exec, BEGIN/COMMIT of a transaction;
 *  node-postgres: every query of the pool or of a client taken from it). */
function logStatements(db: Db) {
  const sent: string[] = [];
  const client = (db as unknown as { $client: Queryable }).$client;
  const textOf = (q: unknown) =>
    typeof q === 'string' ? q : String((q as { text?: string }).text ?? q);
  const wrap = (target: Queryable, method: 'query' | 'exec') => {
    const original = target[method];
    if (!original) return () => {};
    target[method] = (...args: unknown[]) => {
      sent.push(textOf(args[0]));
      return original.apply(target, args);
    };
    return () => {
      target[method] = original;
    };
  };
  const undo = [wrap(client, 'query'), wrap(client, 'exec')];
  if (client.transaction) {
    const transaction = client.transaction;
    client.transaction = (work) =>
      transaction.call(client, (tx) => {
        sent.push('BEGIN');
        const restore = [wrap(tx, 'query'), wrap(tx, 'exec')];
        return work(tx).finally(() => {
          for (const r of restore) r();
          sent.push('COMMIT');
        });
      });
    undo.push(() => {
      client.transaction = transaction;
    });
  }
  if (client.connect) {
    const connect = client.connect;
    client.connect = async (...args: unknown[]) => {
      // pool.query (counted above) takes its client with a callback: only drizzle's own transactions
      // (connect() without one) are wrapped here.
      if (args.length > 0) return connect.apply(client, args as []);
      const conn = await connect.call(client);
      const restore = wrap(conn, 'query');
      const release = conn.release;
      conn.release = () => {
        restore();
        conn.release = release;
        release.call(conn);
      };
      return conn;
    };
    undo.push(() => {
      client.connect = connect;
    });
  }
  return {
    sent,
    stop: () => {
      for (const u of undo.reverse()) u();
    },
  };
}

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof seedGifts>>;
beforeAll(async () => {
  t = await startTestApp();
  catalogue = await seedGifts(t.database.db);
});
afterAll(() => t.close());

describe(`statements per gift (${testEngine()})`, () => {
  it('sends one statement per gift and per retry, and pushes both balances without reading them', async () => {
    const db = t.database.db;
    const pushed: { channel: string; data: unknown }[] = [];
    const bus = {
      publish: async (channel: string, _event: string, data: unknown) => {
        pushed.push({ channel, data });
        return {};
      },
    } as unknown as Bus;
    const ctx: LedgerContext = { db, bus };
    const [fan, anchor] = [await newFan(db), await newAnchor(db)];
    await fund(t.app.ctx, fan.user.id, 10_000);
    const beer = catalogue.find((g) => g.name === '啤酒')!; // 2 球钻
    const order = { senderId: fan.user.id, anchorId: anchor.user.id, giftId: beer.id, count: 3 };
    const key = newKey();

    const log = logStatements(db);
    let first: Awaited<ReturnType<typeof sendGift>>;
    let again: typeof first;
    try {
      first = await sendGift(ctx, order, key);
      // The anchor's account is opened by the first gift; the second finds every account there.
      await sendGift(ctx, order, newKey());
      again = await sendGift(ctx, order, key);
    } finally {
      log.stop();
    }
    expect(log.sent.map((s) => s.replace(/\s+/g, ' ').slice(0, 16))).toEqual([
      'select pay_gifts',
      'select pay_gifts',
      'select pay_gifts',
    ]);
    expect(first).toMatchObject({ giftName: '啤酒', count: 3, amount: 6, income: 3, balance: 94 });
    expect(again).toEqual(first);
    expect(pushed).toEqual([
      { channel: `user:${fan.user.id}`, data: { balance: 94, ticket: 0 } },
      { channel: `user:${anchor.user.id}`, data: { balance: 0, ticket: 3 } },
      { channel: `user:${fan.user.id}`, data: { balance: 88, ticket: 0 } },
      { channel: `user:${anchor.user.id}`, data: { balance: 0, ticket: 6 } },
    ]);
    expect(await ledgerFacts(db)).toMatchObject(healthy);
  });

  it('refuses a transaction unbalanced by a later statement (the check sees its earlier entries)', async () => {
    const db = t.database.db;
    const fan = await newFan(db);
    await fund(t.app.ctx, fan.user.id, 100);
    const ids = await query<{ id: number; code: string }>(
      db,
      sql`select id, code from ledger_accounts
          where (user_id = ${fan.user.id} and currency = 'diamond')
             or (user_id is null and code = 'gateway_clearing' and currency = 'diamond')`,
    );
    const user = ids.find((a) => a.code === 'user')!.id;
    const clearing = ids.find((a) => a.code === 'gateway_clearing')!.id;
    const attempt = db.transaction(async (tx) => {
      const [row] = await query<{ id: string }>(
        tx as never,
        sql`insert into ledger_transactions (trade_type, user_id) values (7, null) returning id`,
      );
      // Balanced by itself (each entry stating the balance after it: the fan had 100); the second
      // statement's check must still count the first one's entries.
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, trade_type, amount, balance_after)
            values (${row!.id}, ${user}, 7, 50, 150), (${row!.id}, ${clearing}, 7, -50, null)`,
      );
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, trade_type, amount, balance_after)
            values (${row!.id}, ${user}, 7, 10, 160)`,
      );
    });
    const refused = await attempt.then(
      () => 'committed',
      (err: unknown) => String(databaseRefusal(err)?.message),
    );
    expect(refused).toMatch(/does not balance in diamond \(off by 10\)/);
    expect((await balancesOf(db, [fan.user.id])).get(fan.user.id)?.balance).toBe(100);
  });

  it('posts gifts that arrive together in one statement, a refused one failing none of its neighbours', async () => {
    const db = t.database.db;
    const ctx: LedgerContext = { db, bus: { publish: async () => ({}) } as unknown as Bus };
    const anchor = await newAnchor(db);
    const beer = catalogue.find((g) => g.name === '啤酒')!;
    const fans = [];
    for (let i = 0; i < 6; i++) fans.push(await newFan(db));
    // The fourth fan can pay for one beer of the two asked.
    for (const [i, fan] of fans.entries())
      await fund(t.app.ctx, fan.user.id, i === 3 ? beer.units : 100 * beer.units);
    const log = logStatements(db);
    let outcomes: PromiseSettledResult<Awaited<ReturnType<typeof sendGift>>>[];
    try {
      // Two go at once (two batches in flight); the four after them wait and go together.
      outcomes = await Promise.allSettled(
        fans.map((fan) =>
          sendGift(
            ctx,
            { senderId: fan.user.id, anchorId: anchor.user.id, giftId: beer.id, count: 2 },
            newKey(),
          ),
        ),
      );
    } finally {
      log.stop();
    }
    expect(log.sent.map((s) => s.slice(0, 16))).toEqual(Array(3).fill('select pay_gifts'));
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect((outcomes[3] as PromiseRejectedResult).reason).toMatchObject({
      error: errors.insufficientBalance,
    });
    const balances = await balancesOf(db, [...fans.map((f) => f.user.id), anchor.user.id]);
    for (const [i, fan] of fans.entries())
      expect(balances.get(fan.user.id)?.balance).toBe(
        i === 3 ? beer.units : 100 * beer.units - 2 * beer.units,
      );
    expect(balances.get(anchor.user.id)?.ticket).toBe(5 * beer.units);
    // Each answer is its own gift's, in the order the anchor received them.
    const records = outcomes
      .filter((o) => o.status === 'fulfilled')
      .map((o) => (o as PromiseFulfilledResult<Awaited<ReturnType<typeof sendGift>>>).value);
    expect(new Set(records.map((r) => r.recordId)).size).toBe(5);
    expect(records.map((r) => r.balance)).toEqual(Array(5).fill((98 * beer.units) / 100));
    expect(await ledgerFacts(db)).toMatchObject(healthy);
  });

  it('refuses entries that state a wrong balance or name no account or transaction', async () => {
    const db = t.database.db;
    const fan = await newFan(db);
    await fund(t.app.ctx, fan.user.id, 100);
    const ids = await query<{ id: number; code: string }>(
      db,
      sql`select id, code from ledger_accounts
          where (user_id = ${fan.user.id} and currency = 'diamond')
             or (user_id is null and code = 'gateway_clearing' and currency = 'diamond')`,
    );
    const user = ids.find((a) => a.code === 'user')!.id;
    const clearing = ids.find((a) => a.code === 'gateway_clearing')!.id;
    const attempt = (values: ReturnType<typeof sql>) =>
      db
        .transaction(async (tx) => {
          const [row] = await query<{ id: string }>(
            tx as never,
            sql`insert into ledger_transactions (trade_type, user_id) values (7, null) returning id`,
          );
          await tx.execute(
            sql`insert into ledger_entries (transaction_id, account_id, trade_type, amount, balance_after)
                select ${row!.id}::bigint + v.tx_offset, v.account_id, 7, v.amount, v.balance_after
                from (${values}) as v(tx_offset, account_id, amount, balance_after)`,
          );
        })
        .then(
          () => 'committed',
          (err: unknown) => String(databaseRefusal(err)?.message),
        );
    // Balanced, but the fan's entry says 999 where the account has 150; then with no balance stated.
    expect(
      await attempt(
        sql`values (0, ${user}::integer, 50::bigint, 999::bigint), (0, ${clearing}, -50, null)`,
      ),
    ).toMatch(/states balance 999, the account has 150/);
    expect(
      await attempt(
        sql`values (0, ${user}::integer, 50::bigint, null::bigint), (0, ${clearing}, -50, null)`,
      ),
    ).toMatch(/states balance none, the account has 150/);
    // An account that does not exist, and a transaction that does not.
    expect(
      await attempt(
        sql`values (0, 2147483647, 50::bigint, null::bigint), (0, 2147483646, -50, null)`,
      ),
    ).toMatch(/no account|does not balance/);
    expect(
      await attempt(
        sql`values (1000000, ${user}::integer, 50::bigint, 150::bigint), (1000000, ${clearing}, -50, null)`,
      ),
    ).toMatch(/no transaction/);
    expect((await balancesOf(db, [fan.user.id])).get(fan.user.id)?.balance).toBe(100);
    // Nor can an account go away under its entries.
    const deleted = await db.execute(sql`delete from ledger_accounts where id = ${user}`).then(
      () => 'deleted',
      (err: unknown) => String(databaseRefusal(err)?.message),
    );
    expect(deleted).toMatch(/never deleted/);
  });
});
