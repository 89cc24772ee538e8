// The room's chat reads: history pages (newest 20, oldest-first, beforeId upwards), the chat settings with the
// caller's standing, the welcome with its nobility entry effect, and the gift catalogue of the room.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CONTENT_MAX, CHAT_PAGE_SIZE } from '../../contract/calls/chat';
import { errors } from '../../contract/errors';
import { chatMessages } from '../../server/db/schema';
import {
  getWith,
  makeBanned,
  makeManager,
  makeNoble,
  newRoom,
  newViewer,
  roomEvents,
  say,
} from './chat-world';
import { startTestApp, type TestApp, testEngine } from './harness';
import { seedGifts } from './pay-spend-world';
import { getAs, postJson } from './profile-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const page = (body: Record<string, unknown>) => postJson(t.app, '/api/chat/page', body);

describe(`chat history (${testEngine()})`, () => {
  it('answers the newest 20 oldest-first, then older pages by beforeId, with roles as they are now', async () => {
    const { room, anchor } = await newRoom(db());
    const [fan, manager] = [await newViewer(db(), 3), await newViewer(db())];
    await makeManager(db(), room.id, manager.user.id);
    await makeNoble(db(), fan.user.id, 5);
    const speakers = [fan, anchor, manager];
    // 45 lines, straight into the table: the history reads, it does not send.
    for (let i = 1; i <= 45; i++) {
      const who = speakers[i % 3]!;
      await db()
        .insert(chatMessages)
        .values({
          roomId: room.id,
          userId: who.user.id,
          nickName: who.user.nickName,
          content: `第${i}条`,
        });
    }
    const first = (await page({ roomId: room.id })).json().data;
    expect(first.list).toHaveLength(CHAT_PAGE_SIZE);
    expect(first.list[0].content).toBe('第26条');
    expect(first.list.at(-1).content).toBe('第45条');
    expect(first.hasMore).toBe(true);
    const byContent = (n: number) =>
      first.list.find((l: { content: string }) => l.content === `第${n}条`);
    expect(byContent(27)).toMatchObject({ role: 'viewer', level: 3, nobility: 5 });
    expect(byContent(28)).toMatchObject({ role: 'anchor', nobility: null });
    expect(byContent(29)).toMatchObject({ role: 'manager' });
    const second = (await page({ roomId: room.id, beforeId: first.list[0].id })).json().data;
    expect(second.list.map((l: { content: string }) => l.content)).toEqual(
      Array.from({ length: 20 }, (_, i) => `第${i + 6}条`),
    );
    expect(second.hasMore).toBe(true);
    const last = (await page({ roomId: room.id, beforeId: second.list[0].id })).json().data;
    expect(last.list).toHaveLength(5);
    expect(last.hasMore).toBe(false);
    const small = (await page({ roomId: room.id, pageSize: 5 })).json().data;
    expect(small.list.map((l: { content: string }) => l.content)).toEqual([
      '第41条',
      '第42条',
      '第43条',
      '第44条',
      '第45条',
    ]);
  });

  it('keeps a barrage’s colour in the history, and none on a chat line', async () => {
    const { room } = await newRoom(db());
    const fan = await newViewer(db());
    await makeNoble(db(), fan.user.id, 2);
    const sent = await say(t.app, fan, {
      roomId: room.id,
      content: '彩色弹幕',
      kind: 'barrage',
      barrageId: 2,
    });
    expect(sent.json()).toMatchObject({ code: 200, data: { kind: 'barrage', barrageId: 2 } });
    await db().insert(chatMessages).values({
      roomId: room.id,
      userId: fan.user.id,
      nickName: fan.user.nickName,
      content: '一句话',
    });
    const { list } = (await page({ roomId: room.id })).json().data;
    expect(
      list.map((l: { kind: string; barrageId: number | null }) => [l.kind, l.barrageId]),
    ).toEqual([
      ['barrage', 2],
      ['chat', null],
    ]);
  });

  it('answers an empty room, and refuses unknown rooms and bad paging', async () => {
    const { room } = await newRoom(db());
    expect((await page({ roomId: room.id })).json().data).toEqual({ list: [], hasMore: false });
    expect((await page({ roomId: 999_999 })).json().code).toBe(errors.roomNotFound.code);
    expect((await page({ roomId: room.id, pageSize: 0 })).json().code).toBe(errors.badParams.code);
    expect((await page({ roomId: room.id, beforeId: -1 })).json().code).toBe(errors.badParams.code);
    expect((await page({})).json().code).toBe(errors.badParams.code);
  });
});

describe(`chat info and welcome (${testEngine()})`, () => {
  it('tells each caller the room settings and their own standing', async () => {
    const { room, anchor } = await newRoom(db(), 10);
    const [fan, banned, manager] = [
      await newViewer(db()),
      await newViewer(db()),
      await newViewer(db()),
    ];
    await makeBanned(db(), room.id, banned.user.id, anchor.user.id);
    await makeManager(db(), room.id, manager.user.id);
    const info = async (who?: typeof fan) =>
      (await getWith(t.app, '/api/chat/info', { roomId: room.id }, who)).json().data;
    expect(await info()).toEqual({
      roomId: room.id,
      notice: '文明观赛',
      slowModeSeconds: 10,
      maxLength: CHAT_CONTENT_MAX,
      role: 'visitor',
      banned: false,
    });
    expect(await info(fan)).toMatchObject({ role: 'viewer', banned: false });
    expect(await info(banned)).toMatchObject({ role: 'viewer', banned: true });
    expect(await info(manager)).toMatchObject({ role: 'manager', banned: false });
    expect(await info(anchor)).toMatchObject({ role: 'anchor' });
    const missing = await getWith(t.app, '/api/chat/info', { roomId: 999_999 });
    expect(missing.json().code).toBe(errors.roomNotFound.code);
  });

  it('welcomes everyone by the anchor’s name and announces a noble’s entry once a minute', async () => {
    const { room, anchor } = await newRoom(db());
    const [fan, noble] = [await newViewer(db()), await newViewer(db())];
    await makeNoble(db(), noble.user.id, 3);
    const welcome = (who?: typeof fan) =>
      postJson(t.app, '/api/chat/welcome', { roomId: room.id }, who?.token);
    const text = `欢迎来到${anchor.user.nickName}的直播间`;
    expect((await welcome()).json().data).toEqual({ text });
    expect((await welcome(fan)).json().data).toEqual({ text });
    expect(await roomEvents(t.app, room.id, 'room.entry')).toHaveLength(0);
    expect((await welcome(noble)).json().data).toEqual({ text });
    await welcome(noble);
    const entries = await roomEvents(t.app, room.id, 'room.entry');
    expect(entries.map((e) => e.data)).toEqual([
      { roomId: room.id, userId: noble.user.id, nickName: noble.user.nickName, nobility: 3 },
    ]);
  });

  it('offers the wallet’s gift catalogue in the room', async () => {
    await seedGifts(db());
    const room = (await getAs(t.app, '/api/chat/gift/all')).json();
    const wallet = (await getAs(t.app, '/pay/gift/list')).json();
    expect(room.data.length).toBeGreaterThan(0);
    expect(room.data).toEqual(wallet.data);
  });
});
