// The ledger core through its own API: a posting moves both sides at once, a user balance never goes
// below zero, a paid call runs once per idempotency key, and the moved balances are pushed to their owners.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { channels } from '../../contract/events';
import { ledgerTransactions, paidRequests } from '../../server/db/schema';
import { ApiError } from '../../server/http/api-error';
import { balancesOf, inLedger, type LedgerSession } from '../../server/modules/pay/ledger';
import { paidOnce } from '../../server/modules/pay/paid-once';
import { startTestApp, type TestApp, testEngine } from './harness';
import { createUserWithSession } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ctx = () => t.app.ctx;
const newUser = async () => (await createUserWithSession(t.database.db)).user.id;

/** A manual top-up (type 14) of `units` diamonds from the site's payouts account. */
const topUp = (ledger: LedgerSession, userId: number, units: number) =>
  ledger.post({
    tradeType: 14,
    userId: null,
    legs: [
      { account: { user: userId, currency: 'diamond' }, amount: units, tradeType: 14 },
      { account: { system: 'payouts', currency: 'diamond' }, amount: -units, tradeType: 14 },
    ],
  });

/** A tip of `units` diamonds from one user to another's diamonds, as one transaction (type 2). */
const tip = (ledger: LedgerSession, from: number, to: number, units: number) =>
  ledger.post({
    tradeType: 2,
    userId: from,
    legs: [
      { account: { user: from, currency: 'diamond' }, amount: -units, tradeType: 2 },
      { account: { user: to, currency: 'diamond' }, amount: units, tradeType: 9 },
    ],
  });

const diamonds = async (userId: number) =>
  (await balancesOf(t.database.db, [userId])).get(userId)?.balance;

describe(`ledger core (${testEngine()})`, () => {
  it('moves both sides of a posting, and refuses one that would take a user below zero', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await inLedger(ctx(), (ledger) => topUp(ledger, a, 500));
    await inLedger(ctx(), (ledger) => tip(ledger, a, b, 300));
    expect([await diamonds(a), await diamonds(b)]).toEqual([200, 300]);

    const failed = inLedger(ctx(), (ledger) => tip(ledger, a, b, 201));
    await expect(failed).rejects.toMatchObject({ error: errors.insufficientBalance });
    // Nothing of the refused transaction is left, not even its header row.
    expect([await diamonds(a), await diamonds(b)]).toEqual([200, 300]);
    const mine = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.userId, a));
    expect(mine).toHaveLength(1);
  });

  it('runs a paid call once per key and answers retries with the first answer', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await inLedger(ctx(), (ledger) => topUp(ledger, a, 1_000));
    let runs = 0;
    const call = (key: string, units: number) =>
      paidOnce(
        ctx(),
        { userId: a, key, action: 'tip', params: { to: b, units } },
        async (ledger) => {
          runs++;
          const id = await tip(ledger, a, b, units);
          return { transactionId: id };
        },
      );
    const first = await call('key-aaaaaaaa', 100);
    // Retries, one after the other and several at once: still one tip.
    const again = await Promise.all([
      call('key-aaaaaaaa', 100),
      call('key-aaaaaaaa', 100),
      call('key-aaaaaaaa', 100),
    ]);
    expect(again).toEqual([first, first, first]);
    expect(runs).toBe(1);
    expect(await diamonds(a)).toBe(900);

    // The key with other parameters is refused; a new key is a new tip.
    await expect(call('key-aaaaaaaa', 200)).rejects.toMatchObject({
      error: errors.idempotencyKeyReused,
    });
    await call('key-bbbbbbbb', 200);
    expect(await diamonds(a)).toBe(700);
  });

  it('refuses a missing or malformed key before anything moves, and keeps no key of a failed call', async () => {
    const a = await newUser();
    for (const key of [undefined, '', 'short', 'has space in it', 'x'.repeat(65)])
      await expect(
        paidOnce(ctx(), { userId: a, key, action: 'tip', params: {} }, async () => 1),
      ).rejects.toMatchObject({ error: errors.idempotencyKeyMissing });

    // 余额不足: the key is not used up, so the same action can be tried again after a top-up.
    const b = await newUser();
    const call = () =>
      paidOnce(ctx(), { userId: a, key: 'retry-after-topup', action: 'tip', params: { b } }, (l) =>
        tip(l, a, b, 50),
      );
    await expect(call()).rejects.toBeInstanceOf(ApiError);
    const [kept] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paidRequests)
      .where(eq(paidRequests.userId, a));
    expect(kept?.n).toBe(0);
    await inLedger(ctx(), (ledger) => topUp(ledger, a, 50));
    await call();
    expect(await diamonds(b)).toBe(50);
  });

  it('pushes the new balances of everyone whose account moved, after commit', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const before = await Promise.all([a, b].map((id) => ctx().bus.catchUp(channels.user(id))));
    await inLedger(ctx(), (ledger) => topUp(ledger, a, 250));
    await inLedger(ctx(), (ledger) => tip(ledger, a, b, 50));
    const [pa, pb] = await Promise.all(
      [a, b].map((id, i) => ctx().bus.catchUp(channels.user(id), before[i]?.seq)),
    );
    expect(pa?.replay.map((e) => e.data)).toEqual([
      { balance: 2.5, ticket: 0 },
      { balance: 2, ticket: 0 },
    ]);
    expect(pb?.replay.map((e) => e.data)).toEqual([{ balance: 0.5, ticket: 0 }]);
  });
});
