// The sandbox gateway's signed callback credits a recharge once however often it is delivered; a bad
// signature or amount is refused; closed orders are never credited; reconciliation finds lost callbacks.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { channels } from '../../contract/events';
import { rechargeOrders } from '../../server/db/schema';
import { paymentsOf } from '../../server/modules/pay/recharge-routes';
import { reconcileRecharges } from '../../server/modules/pay/reconcile';
import { signSandboxBody } from '../../server/providers/payment/sandbox/signature';
import { startTestApp, type TestApp, testEngine } from './harness';
import {
  clickCheckout,
  diamondsOf,
  ledgerTotal,
  orderRow,
  placeOrder,
  sendCallback,
  topUpsOf,
} from './pay-recharge-support';
import { getAs } from './profile-fixtures';
import { createUserWithSession } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const newUser = () => createUserWithSession(t.database.db);

/** The callback the gateway sends for a paid order (the trade number it gave it). */
const paidCallback = async (orderNo: string, amountFen: number) => {
  const state = await paymentsOf(t.app).current.queryPayment(orderNo);
  const tradeNo = state.status === 'paid' ? state.tradeNo : 'SBX-made-up';
  return { status: 'paid', orderNo, tradeNo, amountFen };
};

describe(`sandbox checkout and callback (${testEngine()})`, () => {
  it('支付 credits the diamonds once and returns the browser to the order page', async () => {
    const { user, token } = await newUser();
    const { order } = await placeOrder(t.app, token, { packageId: 3 });
    const before = await t.app.ctx.bus.catchUp(channels.user(user.id));

    const res = await clickCheckout(t.app, order.orderNo, 'pay');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/v/order?orderNo=${order.orderNo}`);

    const row = await orderRow(t.app, order.orderNo);
    expect(row).toMatchObject({ status: 'paid', diamondUnits: 7000 });
    expect(row.providerTradeNo).toMatch(/^SBX/);
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(row.transactionId).not.toBeNull();
    expect(await diamondsOf(t.app, user.id)).toBe(7000);
    expect(await topUpsOf(t.app, user.id)).toHaveLength(1);
    expect(await ledgerTotal(t.app)).toBe(0);
    const status = (await getAs(t.app, `/pay/recharge/order/${order.orderNo}`, token)).json();
    expect(status.data).toMatchObject({ status: 'paid', diamonds: 70 });
    // The user's open pages are told at once.
    const pushed = await t.app.ctx.bus.catchUp(channels.user(user.id), before.seq);
    expect(pushed.replay.map((e) => [e.type, e.data])).toEqual([
      ['balance.change', { balance: 70, ticket: 0 }],
    ]);

    // The checkout page now says it is paid; 支付 again changes nothing.
    const page = await t.app.inject({ url: `/gw/sandbox-pay/checkout/${order.orderNo}` });
    expect(page.body).toContain('支付成功');
    await clickCheckout(t.app, order.orderNo, 'pay');
    expect(await diamondsOf(t.app, user.id)).toBe(7000);
  });

  it('credits a callback delivered 5 times in a row and 5 times at once only once', async () => {
    const { user, token } = await newUser();
    const { order } = await placeOrder(t.app, token, { packageId: 2 });
    await clickCheckout(t.app, order.orderNo, 'pay', { lose: '1' });
    const body = await paidCallback(order.orderNo, 3000);
    for (let i = 0; i < 5; i++) {
      const res = await sendCallback(t.app, body);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        status: 'paid',
        outcome: i === 0 ? 'credited' : 'already',
      });
    }
    const together = await Promise.all(Array.from({ length: 5 }, () => sendCallback(t.app, body)));
    for (const res of together) expect(res.statusCode).toBe(200);
    expect(await diamondsOf(t.app, user.id)).toBe(3000);
    expect(await topUpsOf(t.app, user.id)).toHaveLength(1);

    // At once from the first delivery, too.
    const second = await newUser();
    const next = await placeOrder(t.app, second.token, { amount: 12 });
    await clickCheckout(t.app, next.order.orderNo, 'pay', { lose: '1' });
    const nextBody = await paidCallback(next.order.orderNo, 1200);
    const outcomes = await Promise.all(
      Array.from(
        { length: 5 },
        async () => (await sendCallback(t.app, nextBody)).json().data.outcome,
      ),
    );
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(await diamondsOf(t.app, second.user.id)).toBe(1200);
    expect(await topUpsOf(t.app, second.user.id)).toHaveLength(1);
    expect(await ledgerTotal(t.app)).toBe(0);
  });

  it('refuses a wrong or missing signature and changes nothing', async () => {
    const { user, token } = await newUser();
    const { order } = await placeOrder(t.app, token, { packageId: 1 });
    const body = await paidCallback(order.orderNo, 600);
    const forged = await sendCallback(t.app, body, 'not-the-secret-of-this-site');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe(errors.paymentSignatureInvalid.code);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/gw/pay/notify/sandbox',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.json().code).toBe(errors.paymentSignatureInvalid.code);
    // The signature of another body: it covers the exact bytes sent.
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/gw/pay/notify/sandbox',
      payload: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signSandboxBody(
          t.app.ctx.config.paySandboxSecret,
          JSON.stringify({ ...body, orderNo: 'R1' }),
        ),
      },
    });
    expect(tampered.json().code).toBe(errors.paymentSignatureInvalid.code);
    expect((await orderRow(t.app, order.orderNo)).status).toBe('pending');
    expect(await diamondsOf(t.app, user.id)).toBe(0);
  });

  it('refuses a signed callback whose amount is not the order price, or of an unknown order or provider', async () => {
    const { user, token } = await newUser();
    const { order } = await placeOrder(t.app, token, { packageId: 1 });
    const res = await sendCallback(t.app, await paidCallback(order.orderNo, 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(errors.paymentAmountMismatch.code);
    expect((await orderRow(t.app, order.orderNo)).status).toBe('pending');
    expect(await diamondsOf(t.app, user.id)).toBe(0);

    const unknown = await sendCallback(t.app, await paidCallback('R404', 600));
    expect(unknown.json().code).toBe(errors.rechargeOrderNotFound.code);
    const malformed = await sendCallback(t.app, { status: 'paid', orderNo: order.orderNo });
    expect(malformed.json().code).toBe(errors.badParams.code);
    const otherProvider = await t.app.inject({
      method: 'POST',
      url: '/gw/pay/notify/alipay',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(otherProvider.json().code).toBe(errors.paymentProviderUnknown.code);
  });

  it('取消 cancels the order, and a later payment callback for it is refused', async () => {
    const { user, token } = await newUser();
    const { order } = await placeOrder(t.app, token, { packageId: 1 });
    const res = await clickCheckout(t.app, order.orderNo, 'cancel');
    expect(res.statusCode).toBe(303);
    expect((await orderRow(t.app, order.orderNo)).status).toBe('cancelled');
    // The gateway will not take it any more…
    await clickCheckout(t.app, order.orderNo, 'pay');
    expect((await orderRow(t.app, order.orderNo)).status).toBe('cancelled');
    // …and a (forged but signed) payment notice for it is refused.
    const late = await sendCallback(t.app, await paidCallback(order.orderNo, 600));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe(errors.rechargeOrderClosed.code);
    expect(await diamondsOf(t.app, user.id)).toBe(0);
    expect(await topUpsOf(t.app, user.id)).toHaveLength(0);
  });
});

describe(`reconciliation (${testEngine()})`, () => {
  const reconcile = (now = Date.now()) =>
    reconcileRecharges(t.app.ctx, paymentsOf(t.app), { minAgeMs: 0, now: now + 1 });

  it('credits a paid order whose callback was lost, once', async () => {
    const { user, token } = await newUser();
    const { order } = await placeOrder(t.app, token, { packageId: 4 });
    const res = await clickCheckout(t.app, order.orderNo, 'pay', { lose: '1' });
    expect(res.statusCode).toBe(303);
    expect((await orderRow(t.app, order.orderNo)).status).toBe('pending');
    expect(await diamondsOf(t.app, user.id)).toBe(0);

    // Too young for the default age: left to its callback.
    const early = await reconcileRecharges(t.app.ctx, paymentsOf(t.app));
    expect(early.credited).toBe(0);

    const report = await reconcile();
    expect(report.credited).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t.app, order.orderNo)).status).toBe('paid');
    expect(await diamondsOf(t.app, user.id)).toBe(10_300);
    await reconcile();
    // The callback arriving late after all changes nothing.
    await sendCallback(t.app, await paidCallback(order.orderNo, 9800));
    expect(await diamondsOf(t.app, user.id)).toBe(10_300);
    expect(await topUpsOf(t.app, user.id)).toHaveLength(1);
  });

  it('expires an unpaid order past its deadline, closes it at the gateway, and never credits it', async () => {
    const { user, token } = await newUser();
    const { order } = await placeOrder(t.app, token, { packageId: 1 });
    await reconcile();
    expect((await orderRow(t.app, order.orderNo)).status).toBe('pending');

    const deadline = (await orderRow(t.app, order.orderNo)).expiresAt.getTime();
    await reconcile(deadline);
    expect((await orderRow(t.app, order.orderNo)).status).toBe('expired');
    expect(await paymentsOf(t.app).current.queryPayment(order.orderNo)).toEqual({
      status: 'closed',
    });
    await clickCheckout(t.app, order.orderNo, 'pay');
    const late = await sendCallback(t.app, await paidCallback(order.orderNo, 600));
    expect(late.json().code).toBe(errors.rechargeOrderClosed.code);
    expect(await diamondsOf(t.app, user.id)).toBe(0);
  });

  it('credits a payment made just before the deadline even when reconciled after it', async () => {
    const { user, token } = await newUser();
    const { order } = await placeOrder(t.app, token, { packageId: 1 });
    await clickCheckout(t.app, order.orderNo, 'pay', { lose: '1' });
    const deadline = (await orderRow(t.app, order.orderNo)).expiresAt.getTime();
    await reconcile(deadline + 60_000);
    expect((await orderRow(t.app, order.orderNo)).status).toBe('paid');
    expect(await diamondsOf(t.app, user.id)).toBe(600);
  });

  it('marks an order whose checkout was closed without a callback as cancelled', async () => {
    const { token } = await newUser();
    const { order } = await placeOrder(t.app, token, { packageId: 1 });
    await paymentsOf(t.app).current.closePayment(order.orderNo);
    await reconcile();
    expect((await orderRow(t.app, order.orderNo)).status).toBe('cancelled');
    // Nothing pending of this order is left for later runs.
    const [left] = await t.app.ctx.db
      .select()
      .from(rechargeOrders)
      .where(eq(rechargeOrders.orderNo, order.orderNo));
    expect(left?.transactionId).toBeNull();
  });
});
