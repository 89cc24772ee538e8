// The recharge calls: /pay/setting, /pay/lowest, POST /pay/recharge (packages, custom amounts, idempotency),
// an order's status and a user's orders; each with success, bad input and missing auth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { rechargePackages } from '../../server/modules/pay/settings';
import { startTestApp, type TestApp, testEngine } from './harness';
import { newKey, placeOrder, recharge } from './pay-recharge-support';
import { getAs } from './profile-fixtures';
import { createUserWithSession } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const newUser = () => createUserWithSession(t.database.db);

describe(`GET /pay/setting and /pay/lowest (${testEngine()})`, () => {
  it('answers the packages, rates and withdrawal rules to anyone', async () => {
    const res = (await getAs(t.app, '/pay/setting')).json();
    expect(res.code).toBe(200);
    expect(res.data.packages).toHaveLength(rechargePackages.length);
    expect(res.data.packages[0]).toEqual({ id: 1, price: 6, diamonds: 6, bonus: 0 });
    expect(res.data.packages.find((p: { id: number }) => p.id === 3)).toEqual({
      id: 3,
      price: 68,
      diamonds: 68,
      bonus: 2,
    });
    expect(res.data).toMatchObject({
      custom: { min: 1, max: 50_000 },
      diamondsPerYuan: 1,
      giftTicketsPerDiamond: 0.5,
      ticketToDiamond: 1,
      withdrawal: { min: 100, feePercent: 2, feeMin: 2, dailyMax: 50_000 },
    });
  });

  it('answers the lowest amount and its package', async () => {
    const res = (await getAs(t.app, '/pay/lowest')).json();
    expect(res.data).toEqual({ price: 6, package: { id: 1, price: 6, diamonds: 6, bonus: 0 } });
  });

  it('refuses unknown query fields', async () => {
    expect((await getAs(t.app, '/pay/setting?x=1')).json().code).toBe(errors.badParams.code);
    expect((await getAs(t.app, '/pay/lowest?x=1')).json().code).toBe(errors.badParams.code);
  });
});

describe(`POST /pay/recharge (${testEngine()})`, () => {
  it('places a package order: pending, with the checkout page of the sandbox gateway', async () => {
    const { token } = await newUser();
    const res = (await recharge(t.app, token, { packageId: 3 })).json();
    expect(res.code).toBe(200);
    const { order, checkoutUrl } = res.data;
    expect(order).toMatchObject({
      packageId: 3,
      price: 68,
      diamonds: 70,
      status: 'pending',
      paidAt: null,
    });
    expect(order.orderNo).toMatch(/^R\d{20}$/);
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(15 * 60 * 1000);
    expect(checkoutUrl).toBe(`/gw/sandbox-pay/checkout/${order.orderNo}`);
    const page = await t.app.inject({ url: checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('68.00');
    expect(page.body).toContain(order.orderNo);
    expect(page.body).toContain('<svg');
  });

  it('places a custom whole-yuan order, form-encoded too', async () => {
    const { token } = await newUser();
    const res = (await recharge(t.app, token, { amount: 25 })).json();
    expect(res.data.order).toMatchObject({ packageId: null, price: 25, diamonds: 25 });
    const form = await t.app.inject({
      method: 'POST',
      url: '/gw/pay/recharge',
      payload: 'amount=50000',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accesstoken: token,
        'idempotency-key': newKey(),
      },
    });
    expect(form.json().data.order).toMatchObject({ price: 50_000, diamonds: 50_000 });
  });

  it('refuses a bad choice: none, both, an unknown package, amounts out of range or with fractions', async () => {
    const { token } = await newUser();
    const code = async (body: Record<string, unknown>) =>
      (await recharge(t.app, token, body)).json().code;
    expect(await code({})).toBe(errors.rechargeChoiceInvalid.code);
    expect(await code({ packageId: 1, amount: 6 })).toBe(errors.rechargeChoiceInvalid.code);
    expect(await code({ packageId: 99 })).toBe(errors.rechargePackageUnknown.code);
    for (const amount of [0, -5, 0.5, 12.3, 50_001])
      expect(await code({ amount })).toBe(errors.rechargeAmountInvalid.code);
    expect(await code({ amount: 'ten' })).toBe(errors.badParams.code);
    expect(await code({ packageId: 1, other: 1 })).toBe(errors.badParams.code);
  });

  it('refuses a visitor, and a request without an idempotency key', async () => {
    const { token } = await newUser();
    expect((await recharge(t.app, undefined, { packageId: 1 })).json().code).toBe(
      errors.notLoggedIn.code,
    );
    expect((await recharge(t.app, token, { packageId: 1 }, '')).json().code).toBe(
      errors.idempotencyKeyMissing.code,
    );
  });

  it('answers a retried key with the same order, and refuses the key with other parameters', async () => {
    const { token } = await newUser();
    const key = newKey();
    const first = (await recharge(t.app, token, { packageId: 2 }, key)).json().data;
    const again = await Promise.all([
      recharge(t.app, token, { packageId: 2 }, key),
      recharge(t.app, token, { packageId: 2 }, key),
    ]);
    for (const res of again) expect(res.json().data).toEqual(first);
    const list = (await getAs(t.app, '/pay/recharge/orders', token)).json().data;
    expect(list.total).toBe(1);
    expect((await recharge(t.app, token, { packageId: 4 }, key)).json().code).toBe(
      errors.idempotencyKeyReused.code,
    );
  });
});

describe(`GET /pay/recharge/order/{orderNo} and /pay/recharge/orders (${testEngine()})`, () => {
  it("answers the user's own order, and no one else's", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const { order } = await placeOrder(t.app, a.token, { packageId: 1 });
    const mine = (await getAs(t.app, `/pay/recharge/order/${order.orderNo}`, a.token)).json();
    expect(mine.data).toEqual(order);
    const theirs = (await getAs(t.app, `/pay/recharge/order/${order.orderNo}`, b.token)).json();
    expect(theirs.code).toBe(errors.rechargeOrderNotFound.code);
    expect((await getAs(t.app, '/pay/recharge/order/R0', a.token)).json().code).toBe(
      errors.rechargeOrderNotFound.code,
    );
    expect((await getAs(t.app, `/pay/recharge/order/${order.orderNo}`)).json().code).toBe(
      errors.notLoggedIn.code,
    );
  });

  it('lists the newest first, page by page', async () => {
    const { token } = await newUser();
    const placed = [];
    for (const packageId of [1, 2, 3])
      placed.push((await placeOrder(t.app, token, { packageId })).order);
    const page1 = (await getAs(t.app, '/pay/recharge/orders?pageNum=1&pageSize=2', token)).json();
    expect(page1.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect(page1.data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([
      placed[2]!.orderNo,
      placed[1]!.orderNo,
    ]);
    const page2 = (await getAs(t.app, '/pay/recharge/orders?pageNum=2&pageSize=2', token)).json();
    expect(page2.data.list).toEqual([placed[0]]);
    const other = await newUser();
    expect((await getAs(t.app, '/pay/recharge/orders', other.token)).json().data).toEqual({
      list: [],
      total: 0,
      pageNum: 1,
      pageSize: 10,
    });
  });

  it('refuses bad paging and a visitor', async () => {
    const { token } = await newUser();
    for (const q of ['pageSize=0', 'pageSize=51', 'pageNum=0', 'pageNum=x'])
      expect((await getAs(t.app, `/pay/recharge/orders?${q}`, token)).json().code).toBe(
        errors.badParams.code,
      );
    expect((await getAs(t.app, '/pay/recharge/orders')).json().code).toBe(errors.notLoggedIn.code);
  });
});
