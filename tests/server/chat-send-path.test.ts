// The chat send path without database round trips (issue 25): a sender's standing answered from the KvStore and
// forgotten by the calls that change it (room bans and managers, site-wide mutes, slow mode), and the lines
// stored behind the push by the write-behind queue (batched on size, on time and on close, bounded, lossless).
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errors } from '../../contract/errors';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { chatMessages } from '../../server/db/schema';
import { ApiError } from '../../server/http/api-error';
import { type ChatRow, ChatWrites } from '../../server/modules/chat/chat-writes';
import { sendChat } from '../../server/modules/chat/send';
import { type AdminSession, adminWithSession, asAdmin, post } from './admin-support';
import { getWith, newRoom, newViewer, type Person, roomEvents, say } from './chat-world';
import { openTestDatabase, openTestKv, startTestApp, type TestApp, testEngine } from './harness';

let t: TestApp;
let moderator: AdminSession;
beforeAll(async () => {
  t = await startTestApp();
  moderator = await adminWithSession(t.app, 'moderator');
});
afterAll(() => t.close());

const db = () => t.database.db;
const quiet = { warn() {}, error() {} };

/** The app's db, counting every query the caller starts through it (select, insert, execute…). */
function countingDb(inner: Db) {
  const seen = { queries: 0 };
  const starts = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute']);
  const wrapped = new Proxy(inner, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && starts.has(prop)) seen.queries++;
      return Reflect.get(target, prop, receiver);
    },
  });
  return { db: wrapped as Db, seen };
}

let counted: ReturnType<typeof countingDb> | null = null;

/** sendChat as the route calls it, with the send path's own db counted (one wrapper, so its caches stay warm). */
async function sendCounted(who: Person, roomId: number, content: string) {
  counted ??= countingDb(db());
  counted.seen.queries = 0;
  const ctx = { ...t.app.ctx, db: counted.db };
  const user = { ...who.user, portrait: '', isAnchor: 0, isExpert: 0 };
  try {
    const line = await sendChat(ctx, user, { roomId, content, kind: 'chat' });
    return { line, error: null, queries: counted.seen.queries };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { line: null, error: err.error.code, queries: counted.seen.queries };
  }
}

/** Until the user's one-line-a-second pace (a KvStore key) has run out: an event, not a sleep. */
const paceOver = (userId: number) =>
  vi.waitFor(async () => expect(await t.app.ctx.kv.ttl(`chat:rate:${userId}`)).toBeNull(), {
    timeout: 30_000,
    interval: 100,
  });

const forbid = (anchor: Person, path: string, query: Record<string, string | number>) =>
  getWith(t.app, path, query, anchor).then((r) => r.json());

describe(`chat standing without the database (${testEngine()})`, () => {
  it('refuses a banned user with no database read, and sees the ban imposed and lifted at once', async () => {
    const { anchor, room } = await newRoom(db());
    const fan = await newViewer(db());
    // Cold: the standing is read once (the counter does see queries)…
    const first = await sendCounted(fan, room.id, '第一句');
    expect(first.error).toBeNull();
    expect(first.queries).toBeGreaterThan(0);
    await t.app.ctx.chatWrites.settled();
    // …then a second line (its own text, past the 1 s pace) needs none.
    await paceOver(fan.user.id);
    const warm = await sendCounted(fan, room.id, '第二句');
    expect(warm).toMatchObject({ error: null, queries: 0 });

    const banned = await forbid(anchor, '/api/forbid/add', { nickName: fan.user.nickName });
    expect(banned.code).toBe(200);
    const refused = await sendCounted(fan, room.id, '被禁言了还说');
    expect(refused).toMatchObject({ error: errors.chatBanned.code, queries: 0 });

    expect((await forbid(anchor, '/api/forbid/remove', { id: banned.data.id })).code).toBe(200);
    await paceOver(fan.user.id);
    const back = await sendCounted(fan, room.id, '解禁了');
    expect(back.error).toBeNull();
  });

  it('refuses a site-wide muted user with no database read, until the mute is lifted', async () => {
    const { room } = await newRoom(db());
    const fan = await newViewer(db());
    expect((await say(t.app, fan, { roomId: room.id, content: '禁言之前' })).json().code).toBe(200);
    const muted = await post(
      t.app,
      `/admin/users/${fan.user.id}/sanctions`,
      { kind: 'mute', duration: '1h', reason: '刷屏' },
      asAdmin(moderator),
    );
    expect(muted.json().code, muted.body).toBe(200);
    const refused = await sendCounted(fan, room.id, '禁言中');
    expect(refused).toMatchObject({ error: errors.siteMuted.code, queries: 0 });

    const lifted = await post(
      t.app,
      `/admin/users/${fan.user.id}/sanctions/${muted.json().data.id}/lift`,
      { reason: '误判' },
      asAdmin(moderator),
    );
    expect(lifted.json().code, lifted.body).toBe(200);
    await paceOver(fan.user.id);
    expect((await sendCounted(fan, room.id, '解除了')).error).toBeNull();
  });

  it('hears a new manager (slow mode no longer applies) and a slow mode set by the anchor', async () => {
    const { anchor, room } = await newRoom(db());
    const fan = await newViewer(db());
    expect((await say(t.app, fan, { roomId: room.id, content: '慢速之前' })).json().code).toBe(200);
    const slow = await t.app.inject({
      method: 'POST',
      url: '/gw/api/room/update',
      headers: { 'content-type': 'application/json', accesstoken: anchor.token },
      payload: JSON.stringify({ roomId: room.id, slowModeSeconds: 60 }),
    });
    if (slow.json().code !== 200) {
      // The anchor's own settings call: the route and shape are the room module's; say why it failed.
      throw new Error(`slow mode not set: ${slow.body}`);
    }
    const other = await newViewer(db());
    expect((await say(t.app, other, { roomId: room.id, content: '一' })).json().code).toBe(200);
    expect((await say(t.app, other, { roomId: room.id, content: '二' })).json().code).toBe(
      errors.chatSlowMode.code,
    );
    const made = await forbid(anchor, '/api/manager/add', { nickName: other.user.nickName });
    expect(made.code, JSON.stringify(made)).toBe(200);
    await paceOver(other.user.id);
    expect((await say(t.app, other, { roomId: room.id, content: '三' })).json().code).toBe(200);
  });
});

describe(`chat write-behind (${testEngine()})`, () => {
  let roomId: number;
  let userId: number;
  beforeAll(async () => {
    const { room } = await newRoom(db());
    roomId = room.id;
    userId = (await newViewer(db())).user.id;
  });

  const rowOf = async (writes: ChatWrites, content: string): Promise<ChatRow> => ({
    id: await writes.nextId(),
    roomId,
    userId,
    nickName: '写入测试',
    content,
    kind: 'chat',
    barrageId: null,
    createdAt: new Date(),
  });
  const storedIds = async (ids: number[]) =>
    (
      await db()
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(inArray(chatMessages.id, ids))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);

  it('writes a batch as soon as it is full, and not before', async () => {
    const writes = new ChatWrites(db(), quiet, { batchRows: 3, intervalMs: 3_600_000 });
    const rows = [await rowOf(writes, 'a'), await rowOf(writes, 'b'), await rowOf(writes, 'c')];
    writes.add(rows[0]!);
    writes.add(rows[1]!);
    // No timer will fire for an hour, so only a full batch can write these.
    expect(await storedIds(rows.map((r) => r.id))).toEqual([]);
    expect(writes.holds(roomId)).toBe(true);
    writes.add(rows[2]!);
    await vi.waitFor(async () => expect(await storedIds(rows.map((r) => r.id))).toHaveLength(3), {
      timeout: 30_000,
      interval: 50,
    });
    expect(writes.holds(roomId)).toBe(false);
    await writes.close();
  });

  it('writes a partial batch when its interval runs out', async () => {
    const writes = new ChatWrites(db(), quiet, { batchRows: 1000, intervalMs: 20 });
    const row = await rowOf(writes, 'timer');
    writes.add(row);
    await vi.waitFor(async () => expect(await storedIds([row.id])).toEqual([row.id]), {
      timeout: 30_000,
      interval: 50,
    });
    await writes.close();
  });

  it('writes what waits when closed, and refuses lines after', async () => {
    const writes = new ChatWrites(db(), quiet, { batchRows: 1000, intervalMs: 3_600_000 });
    const rows = await Promise.all(['x', 'y', 'z'].map((c) => rowOf(writes, c)));
    for (const r of rows) writes.add(r);
    expect(await storedIds(rows.map((r) => r.id))).toEqual([]);
    await writes.close();
    expect(await storedIds(rows.map((r) => r.id))).toEqual(
      rows.map((r) => r.id).sort((a, b) => a - b),
    );
    expect(() => writes.add(rows[0]!)).toThrowError(
      expect.objectContaining({ error: errors.chatBusy }),
    );
  });

  it('stores the lines still waiting when the app closes (its onClose drains the queue)', async () => {
    const { database, drop } = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STATIC_DIR: './.tmp/no-client-build',
    });
    const app = await buildApp({ config, database, kv: openTestKv() });
    await app.ready();
    try {
      const { room } = await newRoom(database.db);
      const fan = await newViewer(database.db);
      // No timer or full batch will write it: only the close can.
      const slow = new ChatWrites(database.db, quiet, { batchRows: 1000, intervalMs: 3_600_000 });
      slow.after = app.ctx.chatWrites.after;
      const own = app.ctx.chatWrites;
      app.ctx.chatWrites = slow;
      await own.close();
      const sent = (await say(app, fan, { roomId: room.id, content: '关门前最后一句' })).json();
      expect(sent.code).toBe(200);
      const stored = () =>
        database.db.select().from(chatMessages).where(eq(chatMessages.id, sent.data.id));
      expect(await stored()).toEqual([]);
      await app.close();
      expect((await stored()).map((r) => r.content)).toEqual(['关门前最后一句']);
    } finally {
      await database.close();
      await drop();
    }
  });

  it('refuses with 503 when full rather than grow, and takes lines again once written', async () => {
    const writes = new ChatWrites(db(), quiet, {
      batchRows: 1000,
      intervalMs: 3_600_000,
      capacity: 2,
    });
    writes.add(await rowOf(writes, '1'));
    writes.add(await rowOf(writes, '2'));
    let refusal: unknown;
    try {
      writes.add(await rowOf(writes, '3'));
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ error: { code: errors.chatBusy.code, status: 503 } });
    expect(writes.size).toBe(2);
    await writes.flush();
    expect(writes.size).toBe(0);
    writes.add(await rowOf(writes, '4'));
    await writes.close();
  });

  it('refuses a send through the route with 17006 when the queue is full, and pushes nothing', async () => {
    const { room } = await newRoom(db());
    const fan = await newViewer(db());
    const own = t.app.ctx.chatWrites;
    const full = new ChatWrites(db(), quiet, {
      batchRows: 1000,
      intervalMs: 3_600_000,
      capacity: 1,
    });
    full.add(await rowOf(full, '占位'));
    t.app.ctx.chatWrites = full;
    try {
      const res = await say(t.app, fan, { roomId: room.id, content: '挤不进去' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: errors.chatBusy.code, msg: errors.chatBusy.msg });
      expect(await roomEvents(t.app, room.id, 'chat.message')).toEqual([]);
    } finally {
      t.app.ctx.chatWrites = own;
      await full.close();
    }
  });

  it('loses no line across flushes: lines added while batches are written, and a failed write retried', async () => {
    let failures = 1;
    // The database away for one write: the insert fails as a lost connection would.
    const flaky = new Proxy(db(), {
      get(target, prop, receiver) {
        if (prop === 'insert' && failures > 0) {
          failures--;
          return () => ({
            values: () => Promise.reject(new Error('connection terminated unexpectedly')),
          });
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    const writes = new ChatWrites(flaky as Db, quiet, {
      batchRows: 40,
      intervalMs: 5,
      retryMs: 20,
    });
    const ids: number[] = [];
    for (let burst = 0; burst < 10; burst++) {
      for (let i = 0; i < 57; i++) {
        const row = await rowOf(writes, `行${burst}-${i}`);
        ids.push(row.id);
        writes.add(row);
      }
      // Let some batches go out between bursts, so later lines arrive while earlier ones are written.
      await new Promise((r) => setImmediate(r));
    }
    expect(new Set(ids).size).toBe(ids.length);
    await vi.waitFor(async () => expect(writes.size).toBe(0), { timeout: 30_000, interval: 50 });
    expect(failures).toBe(0);
    const stored = await storedIds(ids);
    expect(stored).toEqual([...ids].sort((a, b) => a - b));
    await writes.close();
  });

  it('keeps ids unique across two writers (two processes on one database)', async () => {
    const a = new ChatWrites(db(), quiet, { idBlock: 10 });
    const b = new ChatWrites(db(), quiet, { idBlock: 10 });
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await a.nextId(), await b.nextId());
    expect(new Set(ids).size).toBe(50);
    await a.close();
    await b.close();
  });

  it('shows a line in the history right after its send, before any timer wrote it', async () => {
    const { room } = await newRoom(db());
    const fan = await newViewer(db());
    const own = t.app.ctx.chatWrites;
    const slow = new ChatWrites(db(), quiet, { batchRows: 1000, intervalMs: 3_600_000 });
    slow.after = own.after;
    t.app.ctx.chatWrites = slow;
    try {
      const sent = (await say(t.app, fan, { roomId: room.id, content: '历史里要有' })).json();
      expect(sent.code).toBe(200);
      expect(slow.holds(room.id)).toBe(true);
      const page = await post(t.app, '/api/chat/page', { roomId: room.id, pageSize: 20 });
      expect(page.json().data.list.map((l: { id: number }) => l.id)).toEqual([sent.data.id]);
      const [row] = await db().select().from(chatMessages).where(eq(chatMessages.id, sent.data.id));
      expect(row?.content).toBe('历史里要有');
    } finally {
      t.app.ctx.chatWrites = own;
      await slow.close();
    }
  });
});
