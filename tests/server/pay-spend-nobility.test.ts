// Nobility: the tiers with the user's current one, and purchases — new, renewal extending the expiry,
// upgrade replacing it, downgrade refused — each a type 15 payment to the site, once per key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { balancesOf } from '../../server/modules/pay/ledger';
import { nobilityChange } from '../../server/modules/pay/nobility';
import { NOBILITY_MONTH_MS } from '../../server/modules/pay/nobility-tiers';
import { startTestApp, type TestApp, testEngine } from './harness';
import { fund, healthy, ledgerFacts, newFan, newKey, paidPost } from './pay-spend-world';
import { getAs } from './profile-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const buy = (token: string, tier: number, months: number, key = newKey()) =>
  paidPost(t.app, '/pay/room/nobility/purchase', { tier, months }, token, key);

describe(`nobility (${testEngine()})`, () => {
  it('lists seven tiers with prices and growing privileges; current is null for visitors', async () => {
    const res = await getAs(t.app, '/pay/room/nobility/list');
    const { tiers, current } = res.json().data;
    expect(tiers.map((x: { name: string }) => x.name)).toEqual([
      '骑士',
      '子爵',
      '伯爵',
      '侯爵',
      '公爵',
      '国王',
      '皇帝',
    ]);
    expect(tiers[0]).toMatchObject({ id: 1, monthlyPrice: 30 });
    expect(tiers[6].privileges.length).toBeGreaterThan(tiers[0].privileges.length);
    expect(tiers[6].privileges).toEqual(expect.arrayContaining(tiers[0].privileges));
    expect(current).toBeNull();
  });

  it('buys, renews (expiry moves out), upgrades (starts now) and refuses a downgrade', async () => {
    const fan = await newFan(db());
    await fund(t.app.ctx, fan.user.id, 1_000_000);
    const before = Date.now();
    const first = (await buy(fan.token, 1, 2)).json().data;
    expect(first).toMatchObject({ tier: 1, name: '骑士', kind: 'new', amount: 60, balance: 9_940 });
    expect(first.expiresAt).toBeGreaterThanOrEqual(before + 2 * NOBILITY_MONTH_MS);

    const renewed = (await buy(fan.token, 1, 1)).json().data;
    expect(renewed).toMatchObject({
      kind: 'renewal',
      expiresAt: first.expiresAt + NOBILITY_MONTH_MS,
    });

    const upgraded = (await buy(fan.token, 3, 1)).json().data;
    expect(upgraded).toMatchObject({ tier: 3, name: '伯爵', kind: 'upgrade', amount: 300 });
    expect(upgraded.expiresAt).toBeLessThan(renewed.expiresAt);

    const down = (await buy(fan.token, 2, 1)).json();
    expect(down.code).toBe(errors.nobilityDowngrade.code);

    const list = (await getAs(t.app, '/pay/room/nobility/list', fan.token)).json().data;
    expect(list.current).toEqual({ tier: 3, name: '伯爵', expiresAt: upgraded.expiresAt });
    const units = (await balancesOf(db(), [fan.user.id])).get(fan.user.id)!;
    expect(units.balance).toBe(1_000_000 - 6_000 - 3_000 - 30_000);
    expect(await ledgerFacts(db())).toMatchObject(healthy);
  });

  it('treats an expired tier as nothing held (pure rule)', () => {
    const now = 1_000_000_000_000;
    expect(nobilityChange({ tier: 7, expiresAt: now - 1 }, 1, 1, now)).toEqual({
      kind: 'new',
      expiresAt: now + NOBILITY_MONTH_MS,
    });
    expect(() => nobilityChange({ tier: 7, expiresAt: now + 1 }, 1, 1, now)).toThrow();
  });

  it('two purchases at once both count: neither renewal is lost', async () => {
    const fan = await newFan(db());
    await fund(t.app.ctx, fan.user.id, 100_000);
    const answers = await Promise.all([buy(fan.token, 2, 1), buy(fan.token, 2, 1)]);
    const data = answers.map((r) => r.json().data);
    const kinds = data.map((d) => d.kind).sort();
    expect(kinds).toEqual(['new', 'renewal']);
    const last = Math.max(...data.map((d) => d.expiresAt));
    const first = Math.min(...data.map((d) => d.expiresAt));
    expect(last - first).toBe(NOBILITY_MONTH_MS);
  });

  it('runs once per key; refuses visitors, bad input, unknown tiers and short balances', async () => {
    const fan = await newFan(db());
    await fund(t.app.ctx, fan.user.id, 3_000);
    const key = newKey();
    const first = (await buy(fan.token, 1, 1, key)).json();
    expect(first.code).toBe(200);
    expect((await buy(fan.token, 1, 1, key)).json()).toEqual(first);
    expect((await buy(fan.token, 1, 2, key)).json().code).toBe(errors.idempotencyKeyReused.code);
    expect((await buy(fan.token, 1, 1)).json().code).toBe(errors.insufficientBalance.code);
    expect((await buy('', 1, 1)).json().code).toBe(errors.notLoggedIn.code);
    expect((await buy(fan.token, 1, 0)).json().code).toBe(errors.badParams.code);
    expect((await buy(fan.token, 1, 13)).json().code).toBe(errors.badParams.code);
    expect((await buy(fan.token, 8, 1)).json().code).toBe(errors.nobilityTierNotFound.code);
    const missing = await paidPost(
      t.app,
      '/pay/room/nobility/purchase',
      { tier: 1, months: 1 },
      fan.token,
      null,
    );
    expect(missing.json().code).toBe(errors.idempotencyKeyMissing.code);
  });
});
