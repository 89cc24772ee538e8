// /api/rank/anchor and /api/rank/price: the day, week and month windows in China time, the order and its
// ties, 球票 for anchors and 球钻 for spenders, bad rankType, and no login needed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { giftRecords } from '../../server/db/schema';
import { anchorBoard, spenderBoard } from '../../server/modules/rank/boards';
import { startTestApp, type TestApp } from './harness';
import { fund, newAnchor, newFan, paidPost, seedGifts } from './pay-spend-world';
import { getAs } from './profile-fixtures';

let t: TestApp;
let giftId: number;
beforeAll(async () => {
  t = await startTestApp();
  giftId = (await seedGifts(t.database.db))[0]!.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const at = (china: string) => new Date(`${china}+08:00`);
/** Wednesday noon in China: its week began Monday 06-09, its month 06-01. */
const NOW = at('2025-06-11T12:00:00').getTime();

let transaction = 1_000_000;
/** A gift record written straight in, at a chosen time (the paid call stamps the present). */
async function gave(senderId: number, anchorId: number, diamondUnits: number, when: Date) {
  await db()
    .insert(giftRecords)
    .values({
      senderId,
      anchorId,
      giftId,
      count: 1,
      diamondUnits,
      ticketUnits: Math.floor(diamondUnits / 2),
      transactionId: transaction++,
      createdAt: when,
    });
}

const ids = (rows: { userId: number }[]) => rows.map((r) => r.userId);

describe('site leaderboards', () => {
  it('counts a gift in the windows that hold it: yesterday in week and month, not today', async () => {
    const [a, b, c, d] = await Promise.all([
      newAnchor(db()),
      newAnchor(db()),
      newAnchor(db()),
      newAnchor(db()),
    ]);
    const fan = await newFan(db());
    await gave(fan.user.id, a!.user.id, 1000, at('2025-06-11T00:00:00')); // today, its first instant
    await gave(fan.user.id, b!.user.id, 2000, at('2025-06-10T23:59:59')); // yesterday (Tuesday)
    await gave(fan.user.id, c!.user.id, 4000, at('2025-06-08T20:00:00')); // last Sunday: last week
    await gave(fan.user.id, d!.user.id, 8000, at('2025-05-31T23:59:59')); // last month
    await gave(fan.user.id, d!.user.id, 8000, at('2025-06-16T00:00:00')); // next Monday: this month only
    await gave(fan.user.id, d!.user.id, 16000, at('2025-07-01T00:00:00')); // next month

    expect(ids(await anchorBoard(db(), 'day', NOW))).toEqual([a!.user.id]);
    expect(ids(await anchorBoard(db(), 'week', NOW))).toEqual([b!.user.id, a!.user.id]);
    expect(ids(await anchorBoard(db(), 'month', NOW))).toEqual([
      d!.user.id,
      c!.user.id,
      b!.user.id,
      a!.user.id,
    ]);
    // The spender's own board adds up the same gifts per sender, in 球钻.
    expect(await spenderBoard(db(), 'day', NOW)).toEqual([
      expect.objectContaining({ rank: 1, userId: fan.user.id, amount: 10 }),
    ]);
    expect((await spenderBoard(db(), 'month', NOW))[0]?.amount).toBe(150);
    // The anchor's board is their 球票 (half of the diamonds in these rows).
    expect((await anchorBoard(db(), 'day', NOW))[0]).toMatchObject({
      rank: 1,
      nickName: a!.user.nickName,
      portrait: a!.user.portrait,
      level: a!.user.level,
      amount: 5,
    });
  });

  it('orders by total, ties going to whoever got there first, and keeps the top 20', async () => {
    const when = at('2025-03-12T10:00:00');
    const marchNow = at('2025-03-12T18:00:00').getTime();
    const anchor = await newAnchor(db());
    const fans = await Promise.all(Array.from({ length: 22 }, () => newFan(db())));
    // Fans 0 and 1 tie at 5.00 (fan 1 gave first); the others give 0.01 … 0.20 (whole units).
    await gave(fans[1]!.user.id, anchor.user.id, 300, when);
    await gave(fans[0]!.user.id, anchor.user.id, 500, when);
    await gave(fans[1]!.user.id, anchor.user.id, 200, when);
    for (let i = 2; i < 22; i++) await gave(fans[i]!.user.id, anchor.user.id, i - 1, when);

    const board = await spenderBoard(db(), 'day', marchNow);
    expect(board).toHaveLength(20);
    expect(board.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(ids(board.slice(0, 3))).toEqual([fans[1]!.user.id, fans[0]!.user.id, fans[21]!.user.id]);
    expect(board.slice(0, 3).map((r) => r.amount)).toEqual([5, 5, 0.2]);
    // The two smallest givers (0.01, 0.02) fall off the end.
    expect(ids(board)).not.toContain(fans[2]!.user.id);
    expect(ids(board)).not.toContain(fans[3]!.user.id);
  });

  it('answers over HTTP without a login, with a gift sent just now on today’s boards', async () => {
    const [anchor, fan] = await Promise.all([newAnchor(db()), newFan(db())]);
    await fund(t.app.ctx, fan.user.id, 100_000);
    const sent = await paidPost(
      t.app,
      '/pay/gift',
      { anchorId: anchor.user.id, giftId, count: 3 },
      fan.token,
    );
    expect(sent.json().code).toBe(200);
    const { amount, income } = sent.json().data as { amount: number; income: number };

    for (const rankType of ['day', 'week', 'month']) {
      const anchors = await getAs(t.app, `/api/rank/anchor?rankType=${rankType}`);
      expect(anchors.json()).toMatchObject({ code: 200 });
      expect(anchors.json().data).toEqual([
        expect.objectContaining({ rank: 1, userId: anchor.user.id, amount: income }),
      ]);
      const spenders = await getAs(t.app, `/api/rank/price?rankType=${rankType}`);
      expect(spenders.json().data).toEqual([
        expect.objectContaining({ rank: 1, userId: fan.user.id, amount }),
      ]);
    }
  });

  it('refuses a missing or unknown rankType with 10001', async () => {
    for (const path of ['/api/rank/anchor', '/api/rank/price']) {
      for (const query of ['', '?rankType=year', '?rankType=1']) {
        const res = await getAs(t.app, `${path}${query}`);
        expect(res.json().code).toBe(errors.badParams.code);
      }
    }
  });
});
