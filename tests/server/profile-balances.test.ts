// GET /pay/balances: the two balances of spec §3 from the user's ledger accounts; zero for a new user; with the seq
// of the user's channel they reflect, so the header shows them before the socket joins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { channels } from '../../contract/events';
import { inLedger } from '../../server/modules/pay/ledger';
import { startTestApp, type TestApp } from './harness';
import { getAs } from './profile-fixtures';
import { createUserWithSession } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /pay/balances', () => {
  it('answers zero balances for a new user, without opening accounts on a read', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const res = await getAs(t.app, '/pay/balances', token);
    expect(res.json()).toEqual({
      code: 200,
      msg: 'success',
      data: { balance: 0, ticket: 0, seq: 0 },
    });
  });

  it('shows minor units as diamonds with 2 decimals', async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    await inLedger(t.app.ctx, (ledger) =>
      ledger.post({
        tradeType: 14,
        userId: null,
        legs: [
          { account: { user: user.id, currency: 'diamond' }, amount: 123_456, tradeType: 14 },
          { account: { system: 'payouts', currency: 'diamond' }, amount: -123_456, tradeType: 14 },
          { account: { user: user.id, currency: 'ticket' }, amount: 5, tradeType: 14 },
          { account: { system: 'payouts', currency: 'ticket' }, amount: -5, tradeType: 14 },
        ],
      }),
    );
    const res = await getAs(t.app, '/pay/balances', token);
    expect(res.json().data).toMatchObject({ balance: 1234.56, ticket: 0.05 });
  });

  it('reports the seq of user:<id> the balances reflect: a push made before the read is at or below it', async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    const before = (await getAs(t.app, '/pay/balances', token)).json().data.seq;
    const pushed = await t.app.ctx.bus.publish(channels.user(user.id), 'balance.change', {
      balance: 0,
      ticket: 0,
    });
    expect(pushed.seq).toBe(before + 1);
    expect((await getAs(t.app, '/pay/balances', token)).json().data.seq).toBe(pushed.seq);
  });

  it('refuses a visitor with 10005 and unknown query fields with 10001', async () => {
    const { token } = await createUserWithSession(t.database.db);
    expect((await getAs(t.app, '/pay/balances')).json().code).toBe(errors.notLoggedIn.code);
    expect((await getAs(t.app, '/pay/balances?userId=1', token)).json().code).toBe(
      errors.badParams.code,
    );
  });
});
