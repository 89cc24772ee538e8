// Room lists and detail, viewer counts from real socket.io clients, hot anchors, followed rooms, the rooms of a
// match, and reports: ordering, filters, paging, bad input as envelope errors, and what detail never says.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomCard } from '../../contract/calls/room';
import { errors } from '../../contract/errors';
import { channels } from '../../contract/events';
import { runOperator } from '../../server/cli/operator-commands';
import {
  follows,
  matchReserves,
  roomBans,
  roomReports,
  roomSessions,
  rooms,
} from '../../server/db/schema';
import { closeReport } from '../../server/modules/room/report';
import { viewersOf } from '../../server/modules/room/viewers';
import { loadWorld, M } from './match-api-world';
import { api, dataUrl, getAs, pngOf, postJson, upload } from './profile-fixtures';
import {
  ask,
  type Client,
  connectClient,
  type RealtimeApp,
  recordEvents,
  startRealtimeApp,
} from './realtime-support';
import { createUserWithSession } from './users';

let t: RealtimeApp;
const sockets: Client[] = [];

beforeAll(async () => {
  t = await startRealtimeApp();
  await loadWorld(t.app.ctx.ingest);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

const db = () => t.database.db;
const get = (path: string, token?: string) => getAs(t.app, path, token);
const data = async (path: string, token?: string) => {
  const res = await get(path, token);
  const body = res.json();
  expect(body, path).toMatchObject({ code: 200 });
  return body.data;
};
const roomIds = (list: RoomCard[]) => list.map((r) => r.roomId);
const HOUR = 3_600_000;

type Status = 'offline' | 'waiting' | 'live';
interface RoomSetup {
  nick: string;
  title?: string;
  status?: Status;
  navId?: number;
  matchId?: number | null;
  /** When its last session started (ms ago); none = never up. */
  upAgo?: number;
}

/** An anchor with a room in the given state (and a session when it was ever up). */
async function anchorRoom(setup: RoomSetup) {
  const anchor = await createUserWithSession(db(), { nickName: setup.nick, isAnchor: 1 });
  const status = setup.status ?? 'offline';
  const [room] = await db()
    .insert(rooms)
    .values({
      anchorId: anchor.user.id,
      title: setup.title ?? `${setup.nick}的直播间`,
      navId: setup.navId ?? 1,
      status,
      matchId: setup.matchId ?? null,
      matchType: setup.matchId ? 'football' : null,
      streamName: randomBytes(8).toString('hex'),
      streamKeyHash: randomBytes(32).toString('hex'),
      liveAt: status === 'live' ? new Date() : null,
    })
    .returning();
  if (setup.upAgo !== undefined) {
    const [session] = await db()
      .insert(roomSessions)
      .values({ roomId: room!.id, startedAt: new Date(Date.now() - setup.upAgo) })
      .returning();
    if (status !== 'offline')
      await db().update(rooms).set({ sessionId: session!.id }).where(eq(rooms.id, room!.id));
  }
  return { ...anchor, room: room! };
}

/** A client with the rooms' pages open (subscribed with watch; the last one is the one it watches). */
async function watch(...ids: number[]) {
  const socket = await connectClient(t.url);
  sockets.push(socket);
  for (const id of ids)
    expect(
      await ask(socket, 'subscribe', { channel: channels.room(id), watch: true }),
    ).toMatchObject({ ok: true });
  return socket;
}

/** A client following the rooms' status, as a list page does (no watch). */
async function follow(...ids: number[]) {
  const socket = await connectClient(t.url);
  sockets.push(socket);
  for (const id of ids)
    expect(await ask(socket, 'subscribe', { channel: channels.room(id) })).toMatchObject({
      ok: true,
    });
  return socket;
}

/** Waits until the room's listed viewers reach `n` (the counts follow joins within a few ms). */
async function viewersReach(roomId: number, n: number) {
  for (let i = 0; i < 100; i++) {
    const [card] = (await data(`/api/room/page?roomId=${roomId}`)).list as RoomCard[];
    if (card?.viewers === n) return;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error(`room ${roomId} never reached ${n} viewers`);
}

describe('/api/room/page', () => {
  const tag = `排序${randomBytes(2).toString('hex')}`;
  let made: Record<string, Awaited<ReturnType<typeof anchorRoom>>>;

  beforeAll(async () => {
    made = {
      offlineNever: await anchorRoom({ nick: `${tag}甲` }),
      offlineOld: await anchorRoom({ nick: `${tag}乙`, upAgo: 48 * HOUR }),
      liveFew: await anchorRoom({ nick: `${tag}丙`, status: 'live', upAgo: HOUR, navId: 2 }),
      waiting: await anchorRoom({ nick: `${tag}丁`, status: 'waiting', upAgo: 0 }),
      offlineRecent: await anchorRoom({ nick: `${tag}戊`, upAgo: 2 * HOUR }),
      liveMany: await anchorRoom({
        nick: `${tag}己`,
        status: 'live',
        upAgo: HOUR,
        matchId: M.liveNoon,
      }),
    };
    await watch(made.liveFew!.room.id);
    await watch(made.liveMany!.room.id);
    await watch(made.liveMany!.room.id);
    await viewersReach(made.liveMany!.room.id, 2);
    await viewersReach(made.liveFew!.room.id, 1);
  });

  const order = () =>
    [
      made.liveMany,
      made.liveFew,
      made.waiting,
      made.offlineRecent,
      made.offlineOld,
      made.offlineNever,
    ].map((m) => m!.room.id);

  it('lists live rooms by viewers, then waiting, then offline most recently up first', async () => {
    const page = await data(`/api/room/page?word=${encodeURIComponent(tag)}`);
    expect(roomIds(page.list)).toEqual(order());
    expect(page.total).toBe(6);
    expect(page.list.map((r: RoomCard) => r.viewers)).toEqual([2, 1, 0, 0, 0, 0]);
  });

  it('carries the bound match as a typed list row, and the anchor', async () => {
    const { list } = await data(`/api/room/page?roomId=${made.liveMany!.room.id}`);
    expect(list[0].match).toMatchObject({ id: M.liveNoon, matchType: 'football' });
    expect(list[0].anchor).toMatchObject({ id: made.liveMany!.user.id, nickName: `${tag}己` });
    const { list: unbound } = await data(`/api/room/page?roomId=${made.waiting!.room.id}`);
    expect(unbound[0].match).toBeNull();
    // The personal space finds an anchor's room by the anchor.
    const { list: own } = await data(`/api/room/page?anchorId=${made.waiting!.user.id}`);
    expect(roomIds(own)).toEqual([made.waiting!.room.id]);
  });

  it('pages through the same order without repeats or holes', async () => {
    const pages = [];
    for (const p of [1, 2, 3, 4]) {
      const page = await data(
        `/api/room/page?word=${encodeURIComponent(tag)}&page=${p}&pageSize=2`,
      );
      expect(page.total).toBe(6);
      pages.push(...roomIds(page.list));
    }
    expect(pages).toEqual(order());
  });

  it('filters live only, by category, by title and by room id', async () => {
    const w = encodeURIComponent(tag);
    expect(roomIds((await data(`/api/room/page?word=${w}&roomType=1`)).list)).toEqual([
      made.liveMany!.room.id,
      made.liveFew!.room.id,
    ]);
    expect(roomIds((await data(`/api/room/page?word=${w}&navId=2`)).list)).toEqual([
      made.liveFew!.room.id,
    ]);
    const titled = await anchorRoom({ nick: `无关${tag}x`.slice(0, 12), title: '英超夜话100%_真' });
    expect(
      roomIds((await data(`/api/room/page?word=${encodeURIComponent('100%_真')}`)).list),
    ).toEqual([titled.room.id]);
    // % and _ are literal: "0%_" matches the title, "1_0" (any char) must not.
    expect((await data(`/api/room/page?word=${encodeURIComponent('1_0')}`)).list).toEqual([]);
    expect((await data(`/api/room/page?word=${encodeURIComponent('%')}`)).list.length).toBe(1);
  });

  it('answers bad input with a parameter error envelope, never a 500', async () => {
    for (const query of [
      'roomType=5',
      'navId=9',
      'pageSize=0',
      'pageSize=101',
      'page=abc',
      `word=${'字'.repeat(21)}`,
      'roomId=-1',
      'colour=red',
    ]) {
      const res = await get(`/api/room/page?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: errors.badParams.code });
    }
  });

  it('hot rooms: live ones by viewers', async () => {
    const hot = roomIds(await data('/api/room/hotAppRoom?size=50'));
    expect(hot.indexOf(made.liveMany!.room.id)).toBeLessThan(hot.indexOf(made.liveFew!.room.id));
    expect(hot).not.toContain(made.waiting!.room.id);
    expect(await data('/api/room/hotAppRoom?size=1')).toHaveLength(1);
    expect((await get('/api/room/hotAppRoom?size=0')).json()).toMatchObject({
      code: errors.badParams.code,
    });
  });
});

describe('viewer counts', () => {
  it('counts sockets watching a room, pushes room.viewers and keeps the session peak', async () => {
    const { room } = await anchorRoom({
      nick: `观众${randomBytes(2).toString('hex')}`,
      status: 'live',
      upAgo: 0,
    });
    const channel = channels.room(room.id);
    const first = await watch(room.id);
    const seen = recordEvents(first);
    await seen.until(channel, 1);
    const firstPushAt = Date.now();
    expect(seen.of(channel)[0]).toMatchObject({
      type: 'room.viewers',
      data: { roomId: room.id, viewers: 1 },
    });

    const second = await watch(room.id);
    await viewersReach(room.id, 2);
    // Throttled: the next push comes no sooner than 2 s after the first.
    await seen.until(channel, 2);
    expect(Date.now() - firstPushAt).toBeGreaterThanOrEqual(1500);
    expect(seen.of(channel)[1]).toMatchObject({ data: { viewers: 2 } });

    expect(await ask(second, 'unsubscribe', { channel })).toEqual({ ok: true });
    await viewersReach(room.id, 1);
    const third = await watch(room.id);
    await viewersReach(room.id, 2);
    third.close();
    await viewersReach(room.id, 1);
    await seen.until(channel, 3);
    const [session] = await db()
      .select({ peak: roomSessions.peakViewers })
      .from(roomSessions)
      .where(eq(roomSessions.roomId, room.id));
    expect(session!.peak).toBe(2);
  });

  it('counts only sockets with the room page open: a list following one room or many watches none', async () => {
    const one = await anchorRoom({ nick: `列表${randomBytes(2).toString('hex')}`, status: 'live' });
    const two = await anchorRoom({ nick: `列表${randomBytes(2).toString('hex')}`, status: 'live' });
    await follow(one.room.id, two.room.id);
    await follow(two.room.id);
    const viewer = await watch(one.room.id);
    await viewersReach(one.room.id, 1);
    await viewersReach(two.room.id, 0);
    // The same tab opens the other room: it watches that one now, and only that one.
    await ask(viewer, 'subscribe', { channel: channels.room(two.room.id), watch: true });
    await viewersReach(two.room.id, 1);
    await viewersReach(one.room.id, 0);
    await ask(viewer, 'unsubscribe', { channel: channels.room(two.room.id) });
    await viewersReach(two.room.id, 0);
  });

  it('counts server-side viewers (the demo crowd) in the same count', async () => {
    const { room } = await anchorRoom({
      nick: `人群${randomBytes(2).toString('hex')}`,
      status: 'live',
    });
    const viewers = viewersOf(t.app);
    viewers.enter(room.id, 'fan-1');
    viewers.enter(room.id, 'fan-1');
    viewers.enter(room.id, 'fan-2');
    await viewersReach(room.id, 2);
    viewers.leave(room.id, 'fan-1');
    await viewersReach(room.id, 1);
    viewers.leave(room.id, 'fan-2');
    await viewersReach(room.id, 0);
  });
});

describe('/api/room/detail', () => {
  it('gives the card, notice, play URLs, fans, role and seq; never the stream key hash', async () => {
    const host = await anchorRoom({
      nick: `详情${randomBytes(2).toString('hex')}`,
      status: 'live',
      upAgo: 0,
    });
    await db()
      .update(rooms)
      .set({ notice: '文明观赛', slowModeSeconds: 5 })
      .where(eq(rooms.id, host.room.id));
    const fan = await createUserWithSession(db());
    await db().insert(follows).values({ followerId: fan.user.id, targetId: host.user.id });
    await t.app.ctx.bus.publish(channels.room(host.room.id), 'room.viewers', {
      roomId: host.room.id,
      viewers: 0,
    });

    const res = await get(`/api/room/detail?roomId=${host.room.id}`, fan.token);
    const text = res.body;
    expect(text).not.toContain(host.room.streamKeyHash);
    expect(text).not.toMatch(/streamKey/i);
    const detail = res.json().data;
    expect(detail).toMatchObject({
      roomId: host.room.id,
      status: 'live',
      notice: '文明观赛',
      slowModeSeconds: 5,
      anchor: { id: host.user.id, fans: 1, followed: true },
      play: { flv: `/media/live/${host.room.streamName}.flv`, hls: null },
      role: 'viewer',
      banned: false,
    });
    expect(detail.seq).toBeGreaterThanOrEqual(1);
    expect(detail.liveAt).toBeTypeOf('number');

    const visitor = await data(`/api/room/detail?roomId=${host.room.id}`);
    expect(visitor).toMatchObject({ role: 'visitor', anchor: { followed: false } });
    expect((await data(`/api/room/detail?roomId=${host.room.id}`, host.token)).role).toBe('anchor');
  });

  it('answers an ETag and a 304 while nothing happened; a push on the room changes it (the polling fallback)', async () => {
    const host = await anchorRoom({
      nick: `轮询${randomBytes(2).toString('hex')}`,
      status: 'live',
    });
    const url = `/api/room/detail?roomId=${host.room.id}`;
    const first = await get(url);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ url: api(url), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await t.app.ctx.bus.publish(channels.room(host.room.id), 'room.notice', {
      roomId: host.room.id,
      notice: '轮询测试',
      slowModeSeconds: 0,
    });
    const changed = await t.app.inject({ url: api(url), headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.seq).toBeGreaterThan(first.json().data.seq);
  });

  it('has no play URLs offline, shows a ban, and 404s an unknown room', async () => {
    const host = await anchorRoom({ nick: `离线${randomBytes(2).toString('hex')}` });
    const fan = await createUserWithSession(db());
    await db()
      .insert(roomBans)
      .values({ roomId: host.room.id, userId: fan.user.id, bannedBy: host.user.id });
    const detail = await data(`/api/room/detail?roomId=${host.room.id}`, fan.token);
    expect(detail).toMatchObject({
      play: null,
      liveAt: null,
      banned: true,
      viewers: 0,
      nextMatch: null,
    });

    const missing = await get('/api/room/detail?roomId=99999999');
    expect(missing.json()).toMatchObject({ code: errors.roomNotFound.code });
    expect((await get('/api/room/detail')).json()).toMatchObject({ code: errors.badParams.code });
  });

  it("offers the anchor's next reserved match", async () => {
    const host = await anchorRoom({ nick: `预约${randomBytes(2).toString('hex')}` });
    await db().insert(matchReserves).values({ userId: host.user.id, matchId: M.tonight });
    const detail = await data(`/api/room/detail?roomId=${host.room.id}`);
    expect(detail.nextMatch).toMatchObject({ id: M.tonight, matchType: 'football' });
  });
});

describe('/api/user/hot, /api/room/followed, /api/room/byMatch', () => {
  it('hot anchors: live first, then by fans', async () => {
    const quiet = await anchorRoom({ nick: `热门${randomBytes(2).toString('hex')}` });
    const liked = await anchorRoom({ nick: `热门${randomBytes(2).toString('hex')}` });
    for (let i = 0; i < 3; i++) {
      const fan = await createUserWithSession(db());
      await db().insert(follows).values({ followerId: fan.user.id, targetId: liked.user.id });
    }
    const list = await data('/api/user/hot?size=50');
    const at = (id: number) => list.findIndex((a: { id: number }) => a.id === id);
    const lastLive = list.findLastIndex((a: { status: string }) => a.status === 'live');
    expect(at(liked.user.id)).toBeGreaterThan(lastLive);
    expect(at(liked.user.id)).toBeLessThan(at(quiet.user.id));
    expect(list[at(liked.user.id)]).toMatchObject({ fans: 3, roomId: liked.room.id });
    expect(await data('/api/user/hot')).toHaveLength(Math.min(20, list.length));
  });

  it('followed rooms: only the anchors I follow, live first; needs a login', async () => {
    const me = await createUserWithSession(db());
    const off = await anchorRoom({ nick: `关注${randomBytes(2).toString('hex')}`, upAgo: HOUR });
    const on = await anchorRoom({ nick: `关注${randomBytes(2).toString('hex')}`, status: 'live' });
    await anchorRoom({ nick: `未关注${randomBytes(2).toString('hex')}`, status: 'live' });
    await db()
      .insert(follows)
      .values([
        { followerId: me.user.id, targetId: off.user.id },
        { followerId: me.user.id, targetId: on.user.id },
      ]);
    const page = await data('/api/room/followed', me.token);
    expect(roomIds(page.list)).toEqual([on.room.id, off.room.id]);
    expect(page).toMatchObject({ total: 2, pageSize: 30 });
    expect((await get('/api/room/followed')).json()).toMatchObject({
      code: errors.notLoggedIn.code,
    });
  });

  it('rooms of a match: showing it now or reserved by their anchor', async () => {
    const showing = await anchorRoom({
      nick: `直播比赛${randomBytes(2).toString('hex')}`,
      status: 'live',
      matchId: M.tomorrow,
    });
    const reserving = await anchorRoom({ nick: `预约比赛${randomBytes(2).toString('hex')}` });
    await db().insert(matchReserves).values({ userId: reserving.user.id, matchId: M.tomorrow });
    const list = await data(`/api/room/byMatch?matchId=${M.tomorrow}&matchType=1`);
    expect(roomIds(list)).toEqual([showing.room.id, reserving.room.id]);
    expect((await get('/api/room/byMatch?matchId=99999&matchType=football')).json().code).not.toBe(
      200,
    );
  });
});

describe('/api/report/add', () => {
  const report = (body: unknown, token?: string) => postJson(t.app, '/api/report/add', body, token);

  it('stores a report with its own screenshots, refuses a second within 10 minutes until handled', async () => {
    const host = await anchorRoom({
      nick: `举报${randomBytes(2).toString('hex')}`,
      status: 'live',
    });
    const me = await createUserWithSession(db());
    const uploaded = await upload(t.app, me.token, [dataUrl('image/png', pngOf(40, 30))]);
    const [shot] = uploaded.json().data as string[];

    const res = await report(
      { roomId: host.room.id, reason: '赌博诈骗', detail: '主播在推广赌球', screenshots: [shot] },
      me.token,
    );
    expect(res.json()).toMatchObject({ code: 200 });
    const id = res.json().data.id;
    const [row] = await db().select().from(roomReports).where(eq(roomReports.id, id));
    expect(row).toMatchObject({
      roomId: host.room.id,
      reporterId: me.user.id,
      reason: '赌博诈骗',
      detail: '主播在推广赌球',
      screenshots: [shot],
      status: 'open',
    });

    const again = await report({ roomId: host.room.id, reason: '其他' }, me.token);
    expect(again.json()).toMatchObject({ code: errors.reportTooSoon.code });
    expect(again.statusCode).toBe(429);

    const printed: string[] = [];
    const ctx = { db: db(), bus: t.app.ctx.bus };
    expect(await runOperator(['reports', 'list'], ctx, (l) => printed.push(l))).toBe(0);
    expect(printed.join('\n')).toContain(`#${id}  直播间 ${host.room.id}`);
    expect(await runOperator(['reports', 'done', String(id)], ctx, (l) => printed.push(l))).toBe(0);
    expect(printed.at(-1)).toBe(`举报 #${id} 已标记为已处理。`);
    expect(await closeReport(db(), id)).toBe(false);
    expect(await runOperator(['reports', 'done', '99999999'], ctx, (l) => printed.push(l))).toBe(1);
    expect((await report({ roomId: host.room.id, reason: '其他' }, me.token)).json()).toMatchObject(
      {
        code: 200,
      },
    );
  });

  it('refuses two at once from one user (one stored)', async () => {
    const host = await anchorRoom({
      nick: `并发${randomBytes(2).toString('hex')}`,
      status: 'live',
    });
    const me = await createUserWithSession(db());
    const both = await Promise.all(
      [1, 2].map(() => report({ roomId: host.room.id, reason: '其他' }, me.token)),
    );
    expect(both.map((r) => r.json().code).sort()).toEqual([200, errors.reportTooSoon.code].sort());
    const rows = await db().select().from(roomReports).where(eq(roomReports.roomId, host.room.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses someone else's upload, a foreign URL, one's own room, bad reasons and no login", async () => {
    const host = await anchorRoom({
      nick: `拒绝${randomBytes(2).toString('hex')}`,
      status: 'live',
    });
    const me = await createUserWithSession(db());
    const other = await createUserWithSession(db());
    const [theirs] = (
      await upload(t.app, other.token, [dataUrl('image/png', pngOf(20, 20))])
    ).json().data as string[];
    const base = { roomId: host.room.id, reason: '其他' };
    expect((await report({ ...base, screenshots: [theirs] }, me.token)).json()).toMatchObject({
      code: errors.reportScreenshotInvalid.code,
    });
    expect(
      (await report({ ...base, screenshots: ['https://evil.example/x.png'] }, me.token)).json(),
    ).toMatchObject({ code: errors.reportScreenshotInvalid.code });
    expect((await report(base, host.token)).json()).toMatchObject({
      code: errors.reportOwnRoom.code,
    });
    const badReason = await report({ ...base, reason: '不喜欢' }, me.token);
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toMatchObject({ code: errors.badParams.code });
    expect(badReason.json().msg).toContain('请选择举报原因');
    expect(
      (await report({ ...base, screenshots: ['a', 'b', 'c', 'd'] }, me.token)).json(),
    ).toMatchObject({ code: errors.badParams.code });
    expect((await report({ ...base, roomId: 99999999 }, me.token)).json()).toMatchObject({
      code: errors.roomNotFound.code,
    });
    expect((await report(base)).json()).toMatchObject({ code: errors.notLoggedIn.code });
    expect(
      await db().select().from(roomReports).where(eq(roomReports.roomId, host.room.id)),
    ).toEqual([]);
  });
});
