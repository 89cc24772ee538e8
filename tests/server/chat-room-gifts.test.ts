// Gifts sent in a room (POST /pay/gift with roomId), watched by a real socket.io client on room:<id>: the
// money moves, the room sees the gift with its combo and the new contribution rank, a retry is shown once, and
// a banned sender or the wrong anchor is refused before any money moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { channels } from '../../contract/events';
import { balancesOf } from '../../server/modules/pay/ledger';
import { makeBanned, makeNoble, newRoom, newViewer } from './chat-world';
import { testEngine } from './harness';
import { fund, newKey, paidPost, seedGifts } from './pay-spend-world';
import {
  ask,
  type Client,
  connectClient,
  type RealtimeApp,
  recordEvents,
  startRealtimeApp,
} from './realtime-support';

let t: RealtimeApp;
let catalogue: Awaited<ReturnType<typeof seedGifts>>;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startRealtimeApp();
  catalogue = await seedGifts(t.database.db);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const db = () => t.database.db;
const gift = (name: string) => catalogue.find((g) => g.name === name)!;
const balance = async (id: number) => (await balancesOf(db(), [id])).get(id)!;

/**
 * A viewer's page on the room: a socket subscribed to room:<id>, keeping the gift and rank pushes (the room
 * channel carries others too, such as the viewer count).
 */
async function watch(roomId: number) {
  const socket = await connectClient(t.url);
  sockets.push(socket);
  const recorder = recordEvents(socket);
  const ack = await ask(socket, 'subscribe', { channel: channels.room(roomId) });
  expect(ack.ok).toBe(true);
  const channel = channels.room(roomId);
  const seen = () =>
    recorder.of(channel).filter((e) => e.type === 'gift' || e.type === 'room.rank');
  return {
    seen,
    /** Resolves once n gift or rank pushes arrived (the suite's timeout catches a shortfall). */
    async until(n: number) {
      while (seen().length < n) await new Promise((r) => setTimeout(r, 20));
    },
  };
}

describe(`gifts in a room (${testEngine()})`, () => {
  it('debits the sender, then pushes the gift with its combo and the room rank to the room', async () => {
    const { room, anchor } = await newRoom(db());
    const fan = await newViewer(db());
    await makeNoble(db(), fan.user.id, 2);
    await fund(t.app.ctx, fan.user.id, 10_000);
    const page = await watch(room.id);
    const send = (name: string, count: number, key = newKey()) =>
      paidPost(
        t.app,
        '/pay/gift',
        { anchorId: anchor.user.id, giftId: gift(name).id, count, roomId: room.id },
        fan.token,
        key,
      );
    const first = await send('啤酒', 3);
    expect(first.json()).toMatchObject({ code: 200, data: { amount: 6, balance: 94 } });
    expect(await balance(fan.user.id)).toEqual({ balance: 9_400, ticket: 0 });
    await page.until(2);
    const [giftEvent, rankEvent] = page.seen();
    expect(giftEvent).toMatchObject({
      type: 'gift',
      data: {
        roomId: room.id,
        fromUserId: fan.user.id,
        nickName: fan.user.nickName,
        giftId: gift('啤酒').id,
        giftName: '啤酒',
        price: 2,
        animated: false,
        count: 3,
        combo: 1,
        nobility: 2,
        recordId: first.json().data.recordId,
      },
    });
    expect(rankEvent).toMatchObject({
      type: 'room.rank',
      data: {
        roomId: room.id,
        anchorId: anchor.user.id,
        top: [{ userId: fan.user.id, nickName: fan.user.nickName, amount: 6 }],
      },
    });
    // Within 5 s the same gift counts up; another gift starts its own combo.
    const key = newKey();
    await send('啤酒', 1, key);
    await send('鲜花', 1);
    await page.until(6);
    const gifts = page.seen().filter((e) => e.type === 'gift');
    expect(gifts.map((e) => (e.data as { combo: number }).combo)).toEqual([1, 2, 1]);
    const ranks = page.seen().filter((e) => e.type === 'room.rank');
    expect(ranks.at(-1)!.data).toMatchObject({ top: [{ userId: fan.user.id, amount: 8.5 }] });
    // A retry with the same key answers the first record and is not shown again.
    const retry = await send('啤酒', 1, key);
    expect(retry.json().code).toBe(200);
    expect(await balance(fan.user.id)).toEqual({ balance: 9_150, ticket: 0 });
    await new Promise((r) => setTimeout(r, 200));
    expect(page.seen()).toHaveLength(6);
  });

  it('refuses a banned sender and a gift to another anchor before any money moves', async () => {
    const a = await newRoom(db());
    const b = await newRoom(db());
    const fan = await newViewer(db());
    await fund(t.app.ctx, fan.user.id, 10_000);
    const page = await watch(a.room.id);
    const body = { anchorId: a.anchor.user.id, giftId: gift('鲜花').id, count: 1 };
    const wrong = await paidPost(
      t.app,
      '/pay/gift',
      { ...body, anchorId: b.anchor.user.id, roomId: a.room.id },
      fan.token,
    );
    expect(wrong.json().code).toBe(errors.giftRoomAnchorMismatch.code);
    await makeBanned(db(), a.room.id, fan.user.id, a.anchor.user.id);
    const banned = await paidPost(t.app, '/pay/gift', { ...body, roomId: a.room.id }, fan.token);
    expect(banned.json()).toMatchObject({
      code: errors.giftBanned.code,
      msg: '您已被禁言，不能在本直播间送礼物',
    });
    const missing = await paidPost(t.app, '/pay/gift', { ...body, roomId: 999_999 }, fan.token);
    expect(missing.json().code).toBe(errors.roomNotFound.code);
    expect(await balance(fan.user.id)).toEqual({ balance: 10_000, ticket: 0 });
    // Without a room the gift is the wallet's plain gift: it moves money and pushes nothing to rooms.
    const plain = await paidPost(t.app, '/pay/gift', body, fan.token);
    expect(plain.json().code).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(page.seen()).toEqual([]);
  });
});
