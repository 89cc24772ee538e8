// GET /pay/balances: the two balances of spec §3 from the wallets table; zero for a new user.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { wallets } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import { getAs } from './profile-fixtures';
import { createUserWithSession } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /pay/balances', () => {
  it('answers zero balances for a new user and makes the wallet row on that first read', async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    const res = await getAs(t.app, '/pay/balances', token);
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: { balance: 0, ticket: 0 } });
    const rows = await t.database.db.select().from(wallets).where(eq(wallets.userId, user.id));
    expect(rows).toHaveLength(1);
    // Reading again (and twice at once) keeps the one row.
    await Promise.all([getAs(t.app, '/pay/balances', token), getAs(t.app, '/pay/balances', token)]);
    expect(
      await t.database.db.select().from(wallets).where(eq(wallets.userId, user.id)),
    ).toHaveLength(1);
  });

  it('shows minor units as diamonds with 2 decimals', async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    await t.database.db.insert(wallets).values({ userId: user.id, balance: 123_456, ticket: 5 });
    const res = await getAs(t.app, '/pay/balances', token);
    expect(res.json().data).toEqual({ balance: 1234.56, ticket: 0.05 });
  });

  it('refuses a visitor with 10005 and unknown query fields with 10001', async () => {
    const { token } = await createUserWithSession(t.database.db);
    expect((await getAs(t.app, '/pay/balances')).json().code).toBe(errors.notLoggedIn.code);
    expect((await getAs(t.app, '/pay/balances?userId=1', token)).json().code).toBe(
      errors.badParams.code,
    );
  });
});
