// How many statements one gift sends to the database (issue 25: one per transfer). The database client
// under drizzle is wrapped to log every statement it is sent, BEGIN and COMMIT included: a gift is one
// statement (pay_gift, migration 0032) and its retry too, where paidOnce → inLedger used to send twelve.
// The balance check at commit now runs once per transaction: it must still see every entry.

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(log.sent.map((s) => s.replace(/\s+/g, ' ').slice(0, 24))).toEqual([
      'select pay_gift($1, $2, ',
      'select pay_gift($1, $2, ',
      'select pay_gift($1, $2, ',
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

  it('still refuses at commit a transaction unbalanced by a later statement (one check per transaction)', async () => {
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
      // Balanced by itself: the first check at commit must still see the entry that follows.
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, trade_type, amount)
            values (${row!.id}, ${user}, 7, 50), (${row!.id}, ${clearing}, 7, -50)`,
      );
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, trade_type, amount)
            values (${row!.id}, ${user}, 7, 10)`,
      );
    });
    const refused = await attempt.then(
      () => 'committed',
      (err: unknown) => String(databaseRefusal(err)?.message),
    );
    expect(refused).toMatch(/does not balance in diamond \(off by 10\)/);
    expect((await balancesOf(db, [fan.user.id])).get(fan.user.id)?.balance).toBe(100);
  });
});
