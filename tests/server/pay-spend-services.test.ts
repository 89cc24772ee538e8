// The spending services other issues and the operator call: plan purchases (type 4) and refunds (6),
// system gifts (7) and deductions (8), and the operator's command line over them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { runOperator } from '../../server/cli/operator-commands';
import { balancesOf, inLedger } from '../../server/modules/pay/ledger';
import { systemDeduction, systemGift } from '../../server/modules/pay/operator-ops';
import { buyPlan, refundPlan, settlePurchase } from '../../server/modules/pay/plans';
import { startTestApp, type TestApp, testEngine } from './harness';
import { fund, healthy, ledgerFacts, newFan, newKey } from './pay-spend-world';
import { createUserWithSession } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const ctx = () => t.app.ctx;
const units = async (id: number) => (await balancesOf(db(), [id])).get(id)!;

describe(`plan purchases and refunds (${testEngine()})`, () => {
  it('holds the price in escrow, pays the expert 70% in tickets at settlement; once per key; one purchase per plan', async () => {
    const buyer = (await newFan(db())).user.id;
    const expert = (await createUserWithSession(db(), { isExpert: 1 })).user.id;
    await fund(ctx(), buyer, 5_000);
    const key = newKey();
    const order = { buyerId: buyer, expertId: expert, planId: 501, priceUnits: 1_888, key };
    const first = await buyPlan(ctx(), order);
    expect(first).toMatchObject({ planId: 501, price: 18.88, balance: 31.12 });
    expect(await buyPlan(ctx(), order)).toEqual(first);
    // Nothing for the expert until the plan settles; then 70%, once.
    expect(await units(expert)).toEqual({ balance: 0, ticket: 0 });
    expect(await inLedger(ctx(), (l) => settlePurchase(l, 501, buyer, 'payout'))).toEqual({
      refunded: 0,
    });
    expect(await inLedger(ctx(), (l) => settlePurchase(l, 501, buyer, 'payout'))).toBeNull();
    expect(await units(expert)).toEqual({ balance: 0, ticket: 1_321 });
    await expect(refundPlan(ctx(), 501, buyer)).rejects.toMatchObject({
      error: errors.planRefunded,
    });
    await expect(buyPlan(ctx(), { ...order, key: newKey() })).rejects.toMatchObject({
      error: errors.planPurchased,
    });
    await expect(buyPlan(ctx(), { ...order, priceUnits: 1 })).rejects.toMatchObject({
      error: errors.idempotencyKeyReused,
    });
    await expect(
      buyPlan(ctx(), { ...order, planId: 502, priceUnits: 5_000, key: newKey() }),
    ).rejects.toMatchObject({ error: errors.insufficientBalance });
    await expect(
      buyPlan(ctx(), { ...order, planId: 503, expertId: buyer, key: newKey() }),
    ).rejects.toMatchObject({ error: errors.planOwn });
    expect(await units(buyer)).toEqual({ balance: 3_112, ticket: 0 });
  });

  it('refunds a purchase by reversing every entry, once', async () => {
    const buyer = (await newFan(db())).user.id;
    const expert = (await newFan(db())).user.id;
    await fund(ctx(), buyer, 1_000);
    await buyPlan(ctx(), {
      buyerId: buyer,
      expertId: expert,
      planId: 77,
      priceUnits: 999,
      key: newKey(),
    });
    const refund = await refundPlan(ctx(), 77, buyer);
    expect(refund).toMatchObject({ planId: 77, refunded: 9.99, balance: 10 });
    expect(await units(expert)).toEqual({ balance: 0, ticket: 0 });
    await expect(refundPlan(ctx(), 77, buyer)).rejects.toMatchObject({
      error: errors.planRefunded,
    });
    await expect(refundPlan(ctx(), 78, buyer)).rejects.toMatchObject({
      error: errors.planNotPurchased,
    });
    expect(await ledgerFacts(db())).toMatchObject(healthy);
  });
});

describe(`operator gifts and deductions (${testEngine()})`, () => {
  it('gives and takes either currency; a deduction below zero is refused with 余额不足', async () => {
    const user = (await newFan(db())).user.id;
    await systemGift(ctx(), user, 'diamond', 500, '活动奖励');
    await systemGift(ctx(), user, 'ticket', 200, '补偿');
    await systemDeduction(ctx(), user, 'diamond', 100, '误发');
    expect(await units(user)).toEqual({ balance: 400, ticket: 200 });
    await expect(systemDeduction(ctx(), user, 'ticket', 201, '')).rejects.toMatchObject({
      error: errors.insufficientBalance,
    });
    await expect(systemGift(ctx(), user, 'diamond', 0, '')).rejects.toMatchObject({
      error: errors.amountInvalid,
    });
    await expect(systemGift(ctx(), 9_999_999, 'diamond', 1, '')).rejects.toMatchObject({
      error: errors.userNotFound,
    });
    expect(await units(user)).toEqual({ balance: 400, ticket: 200 });
  });

  it('runs the same through the operator commands, with exit codes', async () => {
    const user = (await newFan(db())).user.id;
    const lines: string[] = [];
    const run = (...args: string[]) => runOperator(args, ctx(), (l) => lines.push(l));
    expect(await run('gift', String(user), 'diamond', '12.5', '新人', '礼包')).toBe(0);
    expect(lines.at(-1)).toContain('已赠送 12.50 球钻');
    expect(await run('deduct', String(user), '球钻', '2.5')).toBe(0);
    expect(await units(user)).toEqual({ balance: 1_000, ticket: 0 });
    expect(await run('deduct', String(user), 'ticket', '1')).toBe(1);
    expect(lines.at(-1)).toContain('余额不足');
    expect(await run('gift', String(user), 'gold', '1')).toBe(2);
    expect(await run('gift', String(user), 'diamond', '1.234')).toBe(2);
    expect(await run('gift', 'abc', 'diamond', '1')).toBe(2);
    expect(await run('nonsense')).toBe(2);
    expect(await run('withdrawals')).toBe(0);
    expect(lines.at(-1)).toBe('没有待审核的提现。');
    expect(await run('reject', '1')).toBe(2);
    expect(await run('expire-red-packets')).toBe(0);

    const buyer = (await newFan(db())).user.id;
    await fund(ctx(), buyer, 300);
    await buyPlan(ctx(), {
      buyerId: buyer,
      expertId: user,
      planId: 9,
      priceUnits: 300,
      key: newKey(),
    });
    expect(await run('refund-plan', '9', String(buyer))).toBe(0);
    expect(await units(buyer)).toEqual({ balance: 300, ticket: 0 });
    expect(await run('refund-plan', '9', String(buyer))).toBe(1);
    expect(await ledgerFacts(db())).toMatchObject(healthy);
  });
});
