// POST /api/chat/msg: every rule a message passes (login, ban, length, base rate, slow mode, duplicates,
// sensitive words, barrage colours) and what an accepted message becomes (a stored row, a chat.message push).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CONTENT_MAX } from '../../contract/calls/chat';
import { errors } from '../../contract/errors';
import { chatMessages, sensitiveWords } from '../../server/db/schema';
import { forgetSensitiveWords } from '../../server/modules/chat/words';
import {
  makeBanned,
  makeManager,
  makeNoble,
  newRoom,
  newViewer,
  roomEvents,
  say,
} from './chat-world';
import { startTestApp, type TestApp, testEngine } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`chat messages (${testEngine()})`, () => {
  it('stores an accepted line and pushes it on the room channel with the sender’s standing', async () => {
    const { room } = await newRoom(db());
    const fan = await newViewer(db(), 7);
    await makeNoble(db(), fan.user.id, 3);
    const res = await say(t.app, fan, { roomId: room.id, content: '  主队加油  ', platform: 1 });
    const line = res.json().data;
    expect(res.json().code).toBe(200);
    expect(line).toMatchObject({
      roomId: room.id,
      userId: fan.user.id,
      nickName: fan.user.nickName,
      content: '主队加油',
      level: 7,
      nobility: 3,
      role: 'viewer',
      kind: 'chat',
      barrageId: null,
    });
    // The row is written behind the push, in a batch: wait for the batch, then read it.
    await t.app.ctx.chatWrites.settled();
    const [stored] = await db().select().from(chatMessages).where(eq(chatMessages.id, line.id));
    expect(stored).toMatchObject({ content: '主队加油', userId: fan.user.id, kind: 'chat' });
    const pushed = await roomEvents(t.app, room.id, 'chat.message');
    expect(pushed.map((e) => e.data)).toEqual([line]);
  });

  it('keeps HTML exactly as typed: the client shows it as text', async () => {
    const { room } = await newRoom(db());
    const fan = await newViewer(db());
    const html = '<img src=x onerror=alert(1)>';
    const res = await say(t.app, fan, { roomId: room.id, content: html });
    expect(res.json().data.content).toBe(html);
    await t.app.ctx.chatWrites.settled();
    const [stored] = await db()
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, res.json().data.id));
    expect(stored!.content).toBe(html);
  });

  it('refuses visitors, empty and over-long text, unknown rooms, and sends nothing', async () => {
    const { room } = await newRoom(db());
    const fan = await newViewer(db());
    expect((await say(t.app, null, { roomId: room.id, content: '你好' })).json().code).toBe(
      errors.notLoggedIn.code,
    );
    const blank = (await say(t.app, fan, { roomId: room.id, content: '   ' })).json();
    expect(blank).toMatchObject({ code: errors.badParams.code });
    expect(blank.msg).toContain('请输入内容');
    const long = await say(t.app, fan, {
      roomId: room.id,
      content: '球'.repeat(CHAT_CONTENT_MAX + 1),
    });
    expect(long.json().msg).toContain(`最多 ${CHAT_CONTENT_MAX} 个字`);
    // Exactly the limit after trimming is fine.
    const edge = await say(t.app, fan, {
      roomId: room.id,
      content: ` ${'球'.repeat(CHAT_CONTENT_MAX)} `,
    });
    expect(edge.json().code).toBe(200);
    const missing = await say(t.app, fan, {
      roomId: 999_999,
      content: '有人吗',
    });
    expect(missing.json().code).toBe(errors.roomNotFound.code);
    expect(await roomEvents(t.app, room.id, 'chat.message')).toHaveLength(1);
  });

  it('refuses a banned viewer with 您已被禁言', async () => {
    const { room, anchor } = await newRoom(db());
    const fan = await newViewer(db());
    await makeBanned(db(), room.id, fan.user.id, anchor.user.id);
    const res = await say(t.app, fan, { roomId: room.id, content: '放我出来' });
    expect(res.json()).toMatchObject({ code: errors.chatBanned.code, msg: '您已被禁言' });
    expect(await roomEvents(t.app, room.id, 'chat.message')).toHaveLength(0);
  });

  it('holds a user to one message a second, across rooms, and lets the next one through after it', async () => {
    const [a, b] = [await newRoom(db()), await newRoom(db())];
    const fan = await newViewer(db());
    expect((await say(t.app, fan, { roomId: a.room.id, content: '第一条' })).json().code).toBe(200);
    const fast = (await say(t.app, fan, { roomId: b.room.id, content: '第二条' })).json();
    expect(fast).toMatchObject({ code: errors.chatTooFast.code, msg: '发言太快了，请 1 秒后再发' });
    await sleep(1_100);
    expect((await say(t.app, fan, { roomId: b.room.id, content: '第二条' })).json().code).toBe(200);
  });

  it('applies slow mode to viewers (saying how long to wait) but not to the anchor or managers', async () => {
    const { room, anchor } = await newRoom(db(), 30);
    const [fan, manager] = [await newViewer(db()), await newViewer(db())];
    await makeManager(db(), room.id, manager.user.id);
    expect((await say(t.app, fan, { roomId: room.id, content: '一' })).json().code).toBe(200);
    // Past the base rate, still inside slow mode.
    await sleep(1_100);
    const slow = (await say(t.app, fan, { roomId: room.id, content: '二' })).json();
    expect(slow.code).toBe(errors.chatSlowMode.code);
    expect(slow.msg).toMatch(/^本房间已开启慢速模式，请 (29|30) 秒后再发言$/);
    for (const who of [anchor, manager]) {
      expect((await say(t.app, who, { roomId: room.id, content: '一' })).json().code).toBe(200);
    }
    await sleep(1_100);
    for (const who of [anchor, manager]) {
      expect((await say(t.app, who, { roomId: room.id, content: '二' })).json().code).toBe(200);
    }
  });

  it('refuses the same text from the same user in the same room within 30 s, in any case', async () => {
    const [a, b] = [await newRoom(db()), await newRoom(db())];
    const [fan, other] = [await newViewer(db()), await newViewer(db())];
    expect((await say(t.app, fan, { roomId: a.room.id, content: 'GOAL!' })).json().code).toBe(200);
    await sleep(1_100);
    const again = (await say(t.app, fan, { roomId: a.room.id, content: 'goal!' })).json();
    expect(again).toMatchObject({ code: errors.chatDuplicate.code });
    // Another room, or another user, may say it (a refused repeat still spent the sender's second).
    await sleep(1_100);
    expect((await say(t.app, fan, { roomId: b.room.id, content: 'GOAL!' })).json().code).toBe(200);
    expect((await say(t.app, other, { roomId: a.room.id, content: 'GOAL!' })).json().code).toBe(
      200,
    );
  });

  it('stars out sensitive words (any case) and sees an edit at once in this process', async () => {
    const { room } = await newRoom(db());
    const [fan, second] = [await newViewer(db()), await newViewer(db())];
    await db()
      .insert(sensitiveWords)
      .values([{ word: '加微信' }, { word: 'VX' }]);
    forgetSensitiveWords(db());
    const res = (await say(t.app, fan, { roomId: room.id, content: '想要内幕加微信vx123' })).json();
    expect(res.data.content).toBe('想要内幕*****123');
    await t.app.ctx.chatWrites.settled();
    const [stored] = await db().select().from(chatMessages).where(eq(chatMessages.id, res.data.id));
    expect(stored!.content).toBe('想要内幕*****123');
    await db().delete(sensitiveWords).where(eq(sensitiveWords.word, 'VX'));
    forgetSensitiveWords(db());
    const after = (await say(t.app, second, { roomId: room.id, content: '加微信vx' })).json();
    expect(after.data.content).toBe('***vx');
  });

  it('sends a barrage in white by default, and colours only to nobles of the tier they need', async () => {
    const { room } = await newRoom(db());
    const [plain, noble] = [await newViewer(db()), await newViewer(db())];
    await makeNoble(db(), noble.user.id, 2);
    const white = (
      await say(t.app, plain, { roomId: room.id, content: '冲', kind: 'barrage' })
    ).json();
    expect(white.data).toMatchObject({ kind: 'barrage', barrageId: 1 });
    await sleep(1_100);
    const refused = (
      await say(t.app, plain, { roomId: room.id, content: '彩', kind: 'barrage', barrageId: 2 })
    ).json();
    expect(refused).toMatchObject({
      code: errors.barrageNobilityRequired.code,
      msg: '该弹幕颜色需要开通子爵及以上贵族',
    });
    const coloured = (
      await say(t.app, noble, { roomId: room.id, content: '彩', kind: 'barrage', barrageId: 2 })
    ).json();
    expect(coloured.data).toMatchObject({ kind: 'barrage', barrageId: 2, nobility: 2 });
    await sleep(1_100);
    const gold = (
      await say(t.app, noble, { roomId: room.id, content: '金', kind: 'barrage', barrageId: 7 })
    ).json();
    expect(gold.msg).toBe('该弹幕颜色需要开通国王及以上贵族');
    const unknown = (
      await say(t.app, noble, { roomId: room.id, content: '无', kind: 'barrage', barrageId: 99 })
    ).json();
    expect(unknown.code).toBe(errors.barrageStyleNotFound.code);
    const pushed = await roomEvents(t.app, room.id, 'chat.message');
    expect(pushed.map((e) => e.data.barrageId)).toEqual([1, 2]);
  });

  it('lists the barrage styles with white free for all and colours from 子爵', async () => {
    const res = await t.app.inject({ url: '/gw/api/chat/barrage/all' });
    const styles = res.json().data as { id: number; nobility: number; color: string }[];
    expect(styles.find((s) => s.id === 1)).toMatchObject({ nobility: 0, color: '#ffffff' });
    expect(styles.filter((s) => s.id !== 1).every((s) => s.nobility >= 2)).toBe(true);
  });
});
