// The demo crowd acts through the services a person's request goes through: its lines pass the chat's rules
// (a sensitive word is starred exactly as for a person, a banned fan is refused, a repeat is refused), its
// gifts are paid from sandbox recharges through the ledger (balances and entries add up), it sits in the
// room's viewer count and it answers a goal in the bound match.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../contract/events';
import {
  giftRecords,
  ledgerAccounts,
  ledgerEntries,
  rechargeOrders,
  rooms,
  sensitiveWords,
} from '../../server/db/schema';
import { demoFansStep } from '../../server/db/seed/crowd';
import { giftsStep } from '../../server/db/seed/gifts';
import { crowdLines, DemoCrowd } from '../../server/modules/demo-crowd/service';
import { paymentsOf } from '../../server/modules/pay/service';
import { viewersOf } from '../../server/modules/room/service';
import { makeBanned, newRoom, newViewer, roomEvents, say } from './chat-world';
import { startTestApp, type TestApp, testEngine } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  await giftsStep.run(db);
  await demoFansStep.run(db);
  await db.insert(sensitiveWords).values({ word: '加微信' }).onConflictDoNothing();
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A repeatable stream of numbers in [0, 1): the same test, the same crowd. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

async function liveRoom() {
  const made = await newRoom(db());
  const [room] = await db()
    .update(rooms)
    .set({ status: 'live', liveAt: new Date() })
    .where(eq(rooms.id, made.room.id))
    .returning();
  return { anchor: made.anchor, room: room! };
}

function crowdIn(roomIds: number[], random = seeded(7)) {
  return new DemoCrowd(
    { ctx: t.app.ctx, viewers: viewersOf(t.app), payments: paymentsOf(t.app).current },
    roomIds,
    { random, fansPerRoom: 3 },
  );
}

describe(`demo crowd (${testEngine()})`, () => {
  it('says its lines through the chat rules: a sensitive word starred as for a person, bans and repeats refused', async () => {
    const { room } = await liveRoom();
    const crowd = crowdIn([room.id]);
    const [fan, other, banned] = await crowd.load();
    const person = await newViewer(db());

    const personal = await say(t.app, person, { roomId: room.id, content: '加微信看球' });
    const crowded = await crowd.say(fan!, room.id, '加微信看球');
    expect(personal.json().data.content).toBe('***看球');
    expect(crowded?.content).toBe(personal.json().data.content);

    // The same line again within the window (after the site-wide pace of 1 s): refused for both.
    await new Promise((r) => setTimeout(r, 1_050));
    expect((await say(t.app, person, { roomId: room.id, content: '加微信看球' })).json().code).toBe(
      17003,
    );
    expect(await crowd.say(fan!, room.id, '加微信看球')).toBeNull();

    await makeBanned(db(), room.id, banned!.id, room.anchorId);
    expect(await crowd.say(banned!, room.id, '加油')).toBeNull();
    expect(await crowd.say(other!, room.id, '加油')).toMatchObject({ content: '加油' });

    const lines = await roomEvents(t.app, room.id, 'chat.message');
    expect(lines.map((e) => [e.data.userId, e.data.content])).toEqual([
      [person.user.id, '***看球'],
      [fan!.id, '***看球'],
      [other!.id, '加油'],
    ]);
  });

  it('pays its gifts from sandbox recharges through the ledger: balances and entries add up', async () => {
    const { anchor, room } = await liveRoom();
    const crowd = crowdIn([room.id]);
    const [fan] = await crowd.load();
    const ledgerRows = async () =>
      db()
        .select({ currency: ledgerAccounts.currency, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId));
    const before = await ledgerRows();

    const first = await crowd.gift(fan!, room);
    const second = await crowd.gift(fan!, room);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();

    const records = await db().select().from(giftRecords).where(eq(giftRecords.senderId, fan!.id));
    expect(records).toHaveLength(2);
    const spent = records.reduce((n, r) => n + r.diamondUnits, 0);
    const earned = records.reduce((n, r) => n + r.ticketUnits, 0);
    // One 10-yuan recharge covers the small gifts: 1000 units in, the gifts out.
    const balances = await db()
      .select({
        userId: ledgerAccounts.userId,
        currency: ledgerAccounts.currency,
        balance: ledgerAccounts.balance,
      })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.userId, [fan!.id, anchor.user.id]));
    expect(balances).toEqual(
      expect.arrayContaining([
        { userId: fan!.id, currency: 'diamond', balance: 1_000 - spent },
        { userId: anchor.user.id, currency: 'ticket', balance: earned },
      ]),
    );
    expect(second!.balance).toBe((1_000 - spent) / 100);
    // Every transaction balances: each currency's new entries sum to zero.
    const added = (await ledgerRows()).slice(before.length);
    for (const currency of ['diamond', 'ticket'])
      expect(added.filter((e) => e.currency === currency).reduce((n, e) => n + e.amount, 0)).toBe(
        0,
      );
    const orders = await db()
      .select({ status: rechargeOrders.status })
      .from(rechargeOrders)
      .where(eq(rechargeOrders.userId, fan!.id));
    expect(orders).toEqual([{ status: 'paid' }]);
    // The room saw the gifts and the new contribution rank.
    expect(await roomEvents(t.app, room.id, 'gift')).toHaveLength(2);
    expect((await roomEvents(t.app, room.id, 'room.rank')).at(-1)?.data.top[0]).toMatchObject({
      userId: fan!.id,
    });
  });

  it('sits in the viewer count while the room is live, and answers a goal of the bound match', async () => {
    const { room } = await liveRoom();
    await db()
      .update(rooms)
      .set({ matchId: 990_001, matchType: 'football' })
      .where(eq(rooms.id, room.id));
    // Chance always, so every tick talks: the test waits for nothing.
    const crowd = crowdIn([room.id], () => 0);
    await crowd.load();
    const viewers = viewersOf(t.app);
    await new Promise((r) => setTimeout(r, 1_050)); // the first fan spoke in the tests above

    await crowd.tick();
    expect(viewers.countOf(room.id)).toBe(3);
    const idle = await roomEvents(t.app, room.id, 'chat.message');
    expect(crowdLines.idle).toContain(idle.at(-1)?.data.content);

    await t.app.ctx.bus.publish(channels.match('football', 990_001), 'match.event', {
      matchId: 990_001,
      kind: 'goal',
      minute: 23,
      side: 'home',
    });
    await new Promise((r) => setTimeout(r, 1_050)); // the site-wide pace
    await crowd.tick();
    const after = await roomEvents(t.app, room.id, 'chat.message');
    expect(crowdLines.goal).toContain(after.at(-1)?.data.content);

    await db().update(rooms).set({ status: 'offline' }).where(eq(rooms.id, room.id));
    await crowd.tick();
    expect(viewers.countOf(room.id)).toBe(0);
  });
});
