// POST /pay/gift, the gift catalogue and the room's contribution rank: the money moves as the rate says,
// bad input, visitors, short balances, retries and reused keys are answered as the contract says.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { giftRecords, ledgerEntries } from '../../server/db/schema';
import { balancesOf } from '../../server/modules/pay/ledger';
import { startTestApp, type TestApp, testEngine } from './harness';
import {
  catalogueSize,
  fund,
  healthy,
  ledgerFacts,
  newAnchor,
  newFan,
  newKey,
  paidPost,
  seedGifts,
} from './pay-spend-world';
import { getAs } from './profile-fixtures';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof seedGifts>>;
beforeAll(async () => {
  t = await startTestApp();
  catalogue = await seedGifts(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const gift = (name: string) => catalogue.find((g) => g.name === name)!;
const units = async (id: number) => (await balancesOf(db(), [id])).get(id)!;

describe(`gifts (${testEngine()})`, () => {
  it('lists the catalogue in order, priced from 0.1 to 1,000 球钻', async () => {
    const res = await getAs(t.app, '/pay/gift/list');
    const list = res.json().data as { name: string; price: number; animated: boolean }[];
    expect(list).toHaveLength(catalogueSize);
    expect(list[0]).toMatchObject({ name: '荧光棒', price: 0.1, animated: false });
    expect(list.at(-1)).toMatchObject({ name: '火箭', price: 1000, animated: true });
  });

  it('takes the price from the sender, gives the anchor tickets at the rate and the site the rest', async () => {
    const [fan, anchor] = [await newFan(db()), await newAnchor(db())];
    await fund(t.app.ctx, fan.user.id, 10_000);
    const beer = gift('啤酒'); // 2 球钻
    const res = await paidPost(
      t.app,
      '/pay/gift',
      { anchorId: anchor.user.id, giftId: beer.id, count: 3 },
      fan.token,
    );
    expect(res.json()).toMatchObject({
      code: 200,
      data: { giftName: '啤酒', count: 3, amount: 6, income: 3, balance: 94, ticket: 0 },
    });
    expect(await units(fan.user.id)).toEqual({ balance: 9_400, ticket: 0 });
    expect(await units(anchor.user.id)).toEqual({ balance: 0, ticket: 300 });
    const [record] = await db()
      .select()
      .from(giftRecords)
      .where(eq(giftRecords.id, res.json().data.recordId));
    expect(record).toMatchObject({ diamondUnits: 600, ticketUnits: 300, count: 3 });
    // The sender's entry is trade type 2, the anchor's 9.
    const entries = await db()
      .select({ amount: ledgerEntries.amount, tradeType: ledgerEntries.tradeType })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, record!.transactionId));
    expect(entries).toContainEqual({ amount: -600, tradeType: 2 });
    expect(entries).toContainEqual({ amount: 300, tradeType: 9 });
    expect(await ledgerFacts(db())).toMatchObject(healthy);
  });

  it('answers retries with the first answer and refuses the key with other parameters', async () => {
    const [fan, anchor] = [await newFan(db()), await newAnchor(db())];
    await fund(t.app.ctx, fan.user.id, 1_000);
    const key = newKey();
    const body = { anchorId: anchor.user.id, giftId: gift('鲜花').id, count: 2 };
    const first = (await paidPost(t.app, '/pay/gift', body, fan.token, key)).json();
    const again = (await paidPost(t.app, '/pay/gift', body, fan.token, key)).json();
    expect(again).toEqual(first);
    expect((await units(fan.user.id)).balance).toBe(900);
    const other = await paidPost(t.app, '/pay/gift', { ...body, count: 3 }, fan.token, key);
    expect(other.json().code).toBe(errors.idempotencyKeyReused.code);
    const missing = await paidPost(t.app, '/pay/gift', body, fan.token, null);
    expect(missing.json().code).toBe(errors.idempotencyKeyMissing.code);
    expect((await units(fan.user.id)).balance).toBe(900);
  });

  it('refuses a short balance with 余额不足 and moves nothing', async () => {
    const [fan, anchor] = [await newFan(db()), await newAnchor(db())];
    await fund(t.app.ctx, fan.user.id, 999);
    const res = await paidPost(
      t.app,
      '/pay/gift',
      { anchorId: anchor.user.id, giftId: gift('足球').id, count: 1 },
      fan.token,
    );
    expect(res.json()).toMatchObject({ code: errors.insufficientBalance.code, msg: '余额不足' });
    expect(await units(fan.user.id)).toEqual({ balance: 999, ticket: 0 });
    expect(await units(anchor.user.id)).toEqual({ balance: 0, ticket: 0 });
  });

  it('refuses visitors, bad input, unknown gifts, non-anchors and gifts to oneself', async () => {
    const [fan, anchor, other] = [await newFan(db()), await newAnchor(db()), await newFan(db())];
    await fund(t.app.ctx, fan.user.id, 10_000);
    await fund(t.app.ctx, anchor.user.id, 10_000);
    const ok = { anchorId: anchor.user.id, giftId: gift('鲜花').id, count: 1 };
    const code = async (body: unknown, token = fan.token) =>
      (await paidPost(t.app, '/pay/gift', body, token)).json().code;
    expect(await code(ok, '')).toBe(errors.notLoggedIn.code);
    expect(await code({ ...ok, count: 0 })).toBe(errors.badParams.code);
    expect(await code({ ...ok, count: 1000 })).toBe(errors.badParams.code);
    expect(await code({ ...ok, giftId: 'abc' })).toBe(errors.badParams.code);
    expect(await code({ anchorId: anchor.user.id, giftId: ok.giftId })).toBe(errors.badParams.code);
    expect(await code({ ...ok, extra: 1 })).toBe(errors.badParams.code);
    expect(await code({ ...ok, giftId: 99_999 })).toBe(errors.giftNotFound.code);
    expect(await code({ ...ok, anchorId: other.user.id })).toBe(errors.anchorNotFound.code);
    expect(await code(ok, anchor.token)).toBe(errors.giftToSelf.code);
    expect((await units(fan.user.id)).balance).toBe(10_000);
  });

  it('ranks the room by diamonds given: top 20, biggest first, with nick names and portraits', async () => {
    const anchor = await newAnchor(db());
    const fans: Awaited<ReturnType<typeof newFan>>[] = [];
    for (let i = 0; i < 22; i++) {
      const fan = await newFan(db());
      await fund(t.app.ctx, fan.user.id, 100_000);
      fans.push(fan);
    }
    // Fan i gives i+1 glow sticks (0.1 each); fan 0 also a rocket elsewhere (another room).
    for (const [i, fan] of fans.entries()) {
      const res = await paidPost(
        t.app,
        '/pay/gift',
        { anchorId: anchor.user.id, giftId: gift('荧光棒').id, count: i + 1 },
        fan.token,
      );
      expect(res.json().code).toBe(200);
    }
    const elsewhere = await newAnchor(db());
    await paidPost(
      t.app,
      '/pay/gift',
      { anchorId: elsewhere.user.id, giftId: gift('火箭').id, count: 1 },
      fans[0]!.token,
    );
    const res = await getAs(t.app, `/pay/room/user/rank?anchorId=${anchor.user.id}`);
    const rank = res.json().data as {
      rank: number;
      userId: number;
      nickName: string;
      amount: number;
    }[];
    expect(rank).toHaveLength(20);
    expect(rank[0]).toMatchObject({
      rank: 1,
      userId: fans[21]!.user.id,
      nickName: fans[21]!.user.nickName,
      amount: 2.2,
    });
    expect(rank.map((r) => r.amount)).toEqual([...rank.map((r) => r.amount)].sort((a, b) => b - a));
    expect(rank.some((r) => r.userId === fans[0]!.user.id)).toBe(false);
    const empty = await getAs(t.app, `/pay/room/user/rank?anchorId=${elsewhere.user.id + 1000}`);
    expect(empty.json().data).toEqual([]);
    expect((await getAs(t.app, '/pay/room/user/rank')).json().code).toBe(errors.badParams.code);
  });
});
