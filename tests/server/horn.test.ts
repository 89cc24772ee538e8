// Horns: paid once per key (10 球钻 to the site), refused without money and then nothing stored, five free a
// China month for 公爵 and above, sensitive words masked, one per user per 10 s, pushed on 'site' to a real
// socket.io client, and the list and info reads.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { channels } from '../../contract/events';
import { horns, rooms, sensitiveWords } from '../../server/db/schema';
import { forgetSensitiveWords, maskWords } from '../../server/modules/chat/words';
import { chinaMonthStartOf } from '../../server/modules/horn/china-month';
import { hornGapKey } from '../../server/modules/horn/send';
import { balancesOf } from '../../server/modules/pay/ledger';
import { testEngine } from './harness';
import {
  fund,
  healthy,
  ledgerFacts,
  newAnchor,
  newFan,
  newKey,
  paidPost,
  query,
} from './pay-spend-world';
import { getAs } from './profile-fixtures';
import {
  ask,
  connectClient,
  type RealtimeApp,
  recordEvents,
  startRealtimeApp,
} from './realtime-support';

let t: RealtimeApp;
beforeAll(async () => {
  t = await startRealtimeApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const send = (token: string, body: unknown, key: string | null = newKey()) =>
  paidPost(t.app, '/api/horn/send', body, token, key);
const diamonds = async (userId: number) => (await balancesOf(db(), [userId])).get(userId)!.balance;
const hornsOf = (userId: number) => db().select().from(horns).where(eq(horns.userId, userId));
/** What waiting out the 10-second gap does, without waiting. */
const gapPasses = (userId: number) => t.app.ctx.kv.delete(hornGapKey(userId));

describe(`horn (${testEngine()})`, () => {
  it('debits 10 球钻 once per key: a retry answers the same horn', async () => {
    const fan = await newFan(db());
    await fund(t.app.ctx, fan.user.id, 10_000);
    const key = newKey();
    const first = (await send(fan.token, { content: '  今晚国足必胜！ ' }, key)).json();
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({
      userId: fan.user.id,
      nickName: fan.user.nickName,
      content: '今晚国足必胜！',
      roomId: null,
      free: false,
      balance: 90,
    });
    const again = (await send(fan.token, { content: '  今晚国足必胜！ ' }, key)).json();
    expect(again.data).toEqual(first.data);
    expect(await diamonds(fan.user.id)).toBe(9_000);
    expect(await hornsOf(fan.user.id)).toHaveLength(1);
    // The money went to the site as trade type 16 喇叭消费 with the horn's remark.
    const [row] = await query<{ trade_type: number; memo: { remark: string } }>(
      db(),
      sql`select t.trade_type, t.memo from ledger_transactions t join horns h on h.transaction_id = t.id
          where h.id = ${first.data.id}`,
    );
    expect(row).toMatchObject({ trade_type: 16, memo: { remark: '全站喇叭' } });
    expect(await ledgerFacts(db())).toMatchObject(healthy);
  });

  it('refuses a horn the balance cannot pay, stores nothing, and lets the user try again at once', async () => {
    const fan = await newFan(db());
    await fund(t.app.ctx, fan.user.id, 999);
    const refused = (await send(fan.token, { content: '没钱也想喊一嗓子' })).json();
    expect(refused.code).toBe(errors.insufficientBalance.code);
    expect(await hornsOf(fan.user.id)).toHaveLength(0);
    expect(await diamonds(fan.user.id)).toBe(999);
    await fund(t.app.ctx, fan.user.id, 1);
    const paid = (await send(fan.token, { content: '充了一分钱' })).json();
    expect(paid.code).toBe(200);
    expect(paid.data.balance).toBe(0);
  });

  it('gives a 公爵 five free horns a China month; the sixth is paid, and last month’s do not count', async () => {
    const fan = await newFan(db());
    await fund(t.app.ctx, fan.user.id, 300_000);
    const bought = await paidPost(
      t.app,
      '/pay/room/nobility/purchase',
      { tier: 5, months: 1 },
      fan.token,
    );
    expect(bought.json().code).toBe(200);
    // A free horn of last month: the new month starts with five again.
    await db()
      .insert(horns)
      .values({
        userId: fan.user.id,
        nickName: fan.user.nickName,
        content: '上个月的',
        transactionId: 0,
        createdAt: new Date(chinaMonthStartOf(Date.now()) - 60_000),
      });
    const info = (await getAs(t.app, '/api/horn/info', fan.token)).json().data;
    expect(info).toEqual({ price: 10, maxLength: 60, freeLeft: 5 });
    const before = await diamonds(fan.user.id);
    for (let i = 1; i <= 5; i++) {
      const horn = (await send(fan.token, { content: `免费喇叭 ${i}` })).json();
      expect(horn.data.free).toBe(true);
      await gapPasses(fan.user.id);
    }
    expect(await diamonds(fan.user.id)).toBe(before);
    const sixth = (await send(fan.token, { content: '这条要付钱' })).json();
    expect(sixth.data).toMatchObject({ free: false });
    expect(await diamonds(fan.user.id)).toBe(before - 1_000);
    expect((await getAs(t.app, '/api/horn/info', fan.token)).json().data.freeLeft).toBe(0);
  });

  it('a 侯爵 (below 公爵) pays for every horn', async () => {
    const fan = await newFan(db());
    await fund(t.app.ctx, fan.user.id, 100_000);
    await paidPost(t.app, '/pay/room/nobility/purchase', { tier: 4, months: 1 }, fan.token);
    expect((await getAs(t.app, '/api/horn/info', fan.token)).json().data.freeLeft).toBe(0);
    const horn = (await send(fan.token, { content: '侯爵也得付钱' })).json();
    expect(horn.data.free).toBe(false);
  });

  it('masks sensitive words in what is stored and pushed', async () => {
    await db()
      .insert(sensitiveWords)
      .values([{ word: '加微信' }, { word: 'vx' }])
      .onConflictDoNothing();
    // Straight into the table, as an operator's edit would land: this process forgets its cached list.
    forgetSensitiveWords(db());
    const fan = await newFan(db());
    await fund(t.app.ctx, fan.user.id, 10_000);
    const horn = (await send(fan.token, { content: '看球加微信VX123\n不见不散' })).json();
    expect(horn.data.content).toBe('看球*****123 不见不散');
    const [stored] = await hornsOf(fan.user.id);
    expect(stored!.content).toBe('看球*****123 不见不散');
  });

  it('masks the longer of two overlapping words whole (pure rule)', () => {
    expect(maskWords('代充值找我', ['代充', '代充值'])).toBe('***找我');
    expect(maskWords('没有敏感词', ['代充'])).toBe('没有敏感词');
    expect(maskWords('a.b and axb', ['a.b'])).toBe('*** and axb');
  });

  it('allows one horn per user per 10 s; the refused one costs nothing', async () => {
    const fan = await newFan(db());
    await fund(t.app.ctx, fan.user.id, 10_000);
    expect((await send(fan.token, { content: '第一条' })).json().code).toBe(200);
    const second = (await send(fan.token, { content: '第二条' })).json();
    expect(second.code).toBe(errors.hornTooFrequent.code);
    expect(await diamonds(fan.user.id)).toBe(9_000);
    expect(await hornsOf(fan.user.id)).toHaveLength(1);
    // Another user is not held up by this one's gap.
    const other = await newFan(db());
    await fund(t.app.ctx, other.user.id, 10_000);
    expect((await send(other.token, { content: '别人的' })).json().code).toBe(200);
  });

  it('refuses bad input, a missing key, an unknown room and a visitor', async () => {
    const fan = await newFan(db());
    await fund(t.app.ctx, fan.user.id, 10_000);
    expect((await send(fan.token, { content: '   ' })).json().code).toBe(errors.badParams.code);
    expect((await send(fan.token, { content: '长'.repeat(61) })).json().code).toBe(
      errors.badParams.code,
    );
    expect((await send(fan.token, { content: '没有编号' }, null)).json().code).toBe(
      errors.idempotencyKeyMissing.code,
    );
    expect((await send(fan.token, { content: '房间', roomId: 99_999_999 })).json().code).toBe(
      errors.roomNotFound.code,
    );
    const visitor = await paidPost(t.app, '/api/horn/send', { content: '游客' });
    expect(visitor.json().code).toBe(errors.notLoggedIn.code);
    expect(await hornsOf(fan.user.id)).toHaveLength(0);
    expect(await diamonds(fan.user.id)).toBe(10_000);
  });

  it('pushes the horn on the site channel to a real socket.io client, with its room', async () => {
    const anchor = await newAnchor(db());
    const [room] = await db()
      .insert(rooms)
      .values({ anchorId: anchor.user.id, title: '测试房间', streamName: newKey().slice(0, 16) })
      .returning();
    const fan = await newFan(db());
    await fund(t.app.ctx, fan.user.id, 10_000);
    const visitor = await connectClient(t.url);
    try {
      const events = recordEvents(visitor);
      const ack = await ask(visitor, 'subscribe', { channel: channels.site });
      expect(ack.ok).toBe(true);
      const sent = (await send(fan.token, { content: '来我房间看球', roomId: room!.id })).json();
      await events.until(channels.site, 1);
      const [pushed] = events.of(channels.site);
      expect(pushed).toMatchObject({
        type: 'horn',
        data: {
          id: sent.data.id,
          userId: fan.user.id,
          nickName: fan.user.nickName,
          content: '来我房间看球',
          roomId: room!.id,
          at: sent.data.at,
        },
      });
    } finally {
      visitor.disconnect();
    }
  });

  it('lists horns newest first, a page at a time, and tells visitors the price', async () => {
    const page1 = (await getAs(t.app, '/api/horn/list?page=1&pageSize=2')).json().data;
    const page2 = (await getAs(t.app, '/api/horn/list?page=2&pageSize=2')).json().data;
    const [all] = await query<{ n: string }>(db(), sql`select count(*) as n from horns`);
    expect(page1.total).toBe(Number(all?.n));
    expect(page1.list).toHaveLength(2);
    const ats = [...page1.list, ...page2.list].map((h: { at: number; id: number }) => h.at);
    expect(ats).toEqual([...ats].sort((a, b) => b - a));
    expect(page2.list[0].id).not.toBe(page1.list[1].id);
    expect((await getAs(t.app, '/api/horn/list?pageSize=500')).json().code).toBe(
      errors.badParams.code,
    );
    expect((await getAs(t.app, '/api/horn/info')).json().data).toEqual({
      price: 10,
      maxLength: 60,
      freeLeft: 0,
    });
  });

  it('starts China months at 00:00 UTC+8 on the 1st (pure rule)', () => {
    // 2026-04-01 00:30 in China is still March in UTC.
    expect(chinaMonthStartOf(Date.parse('2026-03-31T16:30:00Z'))).toBe(
      Date.parse('2026-03-31T16:00:00Z'),
    );
    expect(chinaMonthStartOf(Date.parse('2026-03-31T15:59:59Z'))).toBe(
      Date.parse('2026-02-28T16:00:00Z'),
    );
  });
});
