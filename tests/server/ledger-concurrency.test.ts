// Many spends of one account at once: 50 gifts in parallel from a user with diamonds for exactly 10 —
// 10 go through, 40 get 余额不足, nothing is lost or doubled; and the database's own rules refuse an
// unbalanced posting at commit and any edit or deletion of entries, whatever code writes to it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { databaseRefusal } from '../../server/db/errors';
import { balancesOf } from '../../server/modules/pay/ledger';
import { startTestApp, type TestApp, testEngine } from './harness';
import {
  fund,
  healthy,
  ledgerFacts,
  newAnchor,
  newFan,
  paidPost,
  query,
  seedGifts,
} from './pay-spend-world';

let t: TestApp;
let giftId: number;
let priceUnits: number;
beforeAll(async () => {
  t = await startTestApp();
  const gift = (await seedGifts(t.database.db)).find((g) => g.name === '足球')!;
  giftId = gift.id;
  priceUnits = gift.units;
});
afterAll(() => t.close());

const db = () => t.database.db;

/** The database's own message for a refused statement (drizzle wraps it as the cause). */
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => 'accepted',
    (err: unknown) => databaseRefusal(err)?.message ?? String(err),
  );

describe(`ledger under concurrency (${testEngine()})`, () => {
  it('50 parallel gifts with diamonds for 10: exactly 10 succeed, 40 get 余额不足', async () => {
    const [fan, anchor] = [await newFan(db()), await newAnchor(db())];
    await fund(t.app.ctx, fan.user.id, priceUnits * 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        paidPost(t.app, '/pay/gift', { anchorId: anchor.user.id, giftId, count: 1 }, fan.token),
      ),
    );
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === errors.insufficientBalance.code)).toHaveLength(40);
    const b = await balancesOf(db(), [fan.user.id, anchor.user.id]);
    expect(b.get(fan.user.id)).toEqual({ balance: 0, ticket: 0 });
    expect(b.get(anchor.user.id)?.ticket).toBe(10 * (priceUnits / 2));
    const [records] = await query<{ n: string }>(
      db(),
      sql`select count(*) as n from gift_records where sender_id = ${fan.user.id}`,
    );
    expect(Number(records?.n)).toBe(10);
    expect(await ledgerFacts(db())).toMatchObject(healthy);
  });

  it('refuses, at commit, a transaction whose entries do not sum to zero', async () => {
    const fan = await newFan(db());
    await fund(t.app.ctx, fan.user.id, 100);
    const [account] = await query<{ id: number }>(
      db(),
      sql`select id from ledger_accounts where user_id = ${fan.user.id} and currency = 'diamond'`,
    );
    const unbalanced = db().transaction(async (tx) => {
      const [row] = await query<{ id: string }>(
        tx as never,
        sql`insert into ledger_transactions (trade_type, user_id) values (7, null) returning id`,
      );
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, trade_type, amount)
            values (${row!.id}, ${account!.id}, 7, 50)`,
      );
    });
    expect(await refusal(unbalanced)).toMatch(/does not balance in diamond/);
    expect((await balancesOf(db(), [fan.user.id])).get(fan.user.id)?.balance).toBe(100);
  });

  it('refuses UPDATE and DELETE of entries and transactions', async () => {
    const fan = await newFan(db());
    await fund(t.app.ctx, fan.user.id, 100);
    expect(await refusal(db().execute(sql`update ledger_entries set amount = amount + 1`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db().execute(sql`delete from ledger_entries`))).toMatch(/append-only/);
    expect(await refusal(db().execute(sql`update ledger_transactions set trade_type = 7`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db().execute(sql`delete from ledger_transactions`))).toMatch(
      /append-only/,
    );
    expect(await ledgerFacts(db())).toMatchObject(healthy);
  });
});
