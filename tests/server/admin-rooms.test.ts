// The live-room wall and the site config desks: the wall lists up rooms with their viewers; 切断直播 takes a
// pushing room offline through the lifecycle (room.status reaches a real socket.io client), rotates the key
// (the old one is refused by the publish gate), drops the RTMP push, messages the anchor and is audited;
// site settings and words change what the next request sees without a restart, each audited.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import type { ChannelEvent } from '../../contract/events';
import { adminAudit, messages } from '../../server/db/schema';
import { startMedia } from '../../server/modules/room/media-start';
import { findFfmpeg } from '../../server/providers/media/ffmpeg';
import { type AdminSession, adminWithSession, asAdmin, GW, post } from './admin-support';
import { startTestApp, type TestApp } from './harness';
import { getAs, postJson } from './profile-fixtures';
import { newAnchorWithRoom, pushTestPicture, roomRow, untilStatus } from './room-world';
import { createUserWithSession } from './users';

const ffmpeg = findFfmpeg('auto');
if (!ffmpeg)
  throw new Error('the room wall tests need ffmpeg on the PATH (apt-get install ffmpeg)');

let t: TestApp;
let operator: AdminSession;
let port = 0;
let rtmpPort = 0;
let mediaDir = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'qiulive-admin-rooms-'));
  t = await startTestApp({
    env: { RTMP_PORT: '0', MEDIA_DIR: mediaDir, MEDIA_GRACE_SECONDS: '30' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  rtmpPort = (await startMedia(t.app)).rtmpPort!;
  operator = await adminWithSession(t.app, 'operator');
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const db = () => t.database.db;

const adminGet = (p: string, s: AdminSession = operator) =>
  t.app.inject({ method: 'GET', url: GW + p, headers: asAdmin(s) });
const adminPost = (p: string, body: unknown, s: AdminSession = operator) =>
  post(t.app, p, body, asAdmin(s));

async function upWithKey(token: string, title = '切断测试') {
  await postJson(t.app, '/api/room/up', { title }, token);
  const key = await postJson(t.app, '/api/room/stream-key', {}, token);
  return (key.json().data as { streamKey: string }).streamKey;
}

/** A viewer's socket on the room's channel (watching: it counts as a viewer), and the events it got. */
async function viewerOf(roomId: number) {
  const socket = connect(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const events: ChannelEvent[] = [];
  socket.on('event', (e: ChannelEvent) => events.push(e));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = await socket.emitWithAck('subscribe', { channel: `room:${roomId}`, watch: true });
  expect(ack.ok).toBe(true);
  return events;
}

const lastAudit = async (action: string) =>
  (
    await db()
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, action))
      .orderBy(desc(adminAudit.id))
      .limit(1)
  )[0];

describe('live-room wall', () => {
  it('lists up rooms with viewers, and cuts a pushing room: offline, key rotated, push dropped, anchor told, audited', async () => {
    const a = await newAnchorWithRoom(db(), '违规直播间');
    const streamKey = await upWithKey(a.token);
    const run = pushTestPicture(ffmpeg, rtmpPort, streamKey, 60);
    await untilStatus(db(), a.room.id, 'live');
    const events = await viewerOf(a.room.id);
    const waiting = await newAnchorWithRoom(db(), '等待推流');
    await upWithKey(waiting.token, '等待推流');
    const offline = await newAnchorWithRoom(db(), '未开播');

    await expect
      .poll(async () => {
        const wall = (await adminGet('/admin/rooms/wall')).json().data.list as {
          roomId: number;
          viewers: number;
        }[];
        return wall.find((r) => r.roomId === a.room.id)?.viewers ?? -1;
      })
      .toBe(1);
    const wall = (await adminGet('/admin/rooms/wall')).json().data.list as {
      roomId: number;
      status: string;
      liveAt: number | null;
      anchor: { id: number };
    }[];
    const ids = wall.map((r) => r.roomId);
    expect(ids).toContain(waiting.room.id);
    expect(ids).not.toContain(offline.room.id);
    // Live rooms come before waiting ones.
    expect(ids.indexOf(a.room.id)).toBeLessThan(ids.indexOf(waiting.room.id));
    const card = wall.find((r) => r.roomId === a.room.id)!;
    expect(card.status).toBe('live');
    expect(card.liveAt).not.toBeNull();
    expect(card.anchor.id).toBe(a.user.id);

    // A reason is required.
    const bare = await adminPost(`/admin/rooms/${a.room.id}/cut`, { reason: ' ' });
    expect(bare.statusCode).toBe(400);
    expect((await roomRow(db(), a.room.id)).status).toBe('live');

    const keyHash = (await roomRow(db(), a.room.id)).streamKeyHash;
    const cut = await adminPost(`/admin/rooms/${a.room.id}/cut`, { reason: '涉赌' });
    expect(cut.json()).toMatchObject({ code: 200, data: { roomId: a.room.id, status: 'offline' } });

    const row = await roomRow(db(), a.room.id);
    expect(row.status).toBe('offline');
    expect(row.streamKeyHash).not.toBe(keyHash);
    // The push was dropped: ffmpeg ends long before its 60 s.
    await run.exited;
    expect(t.app.media.server?.isPublishing(a.room.streamName)).toBe(false);
    // The viewer saw the room go offline live.
    await expect
      .poll(() => events.some((e) => e.type === 'room.status' && e.data.status === 'offline'))
      .toBe(true);
    // Even after the anchor presses 开播 again, the old key is refused by the publish gate.
    await postJson(t.app, '/api/room/up', { title: '再开播' }, a.token);
    const oldSecret = streamKey.split('?key=')[1]!;
    expect(await t.app.media.authorize(a.room.streamName, oldSecret)).toBe(false);
    await getAs(t.app, '/api/room/down', a.token);

    const [notice] = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.userId, a.user.id), eq(messages.kind, 'system')));
    expect(notice?.title).toContain('切断');
    expect(notice?.body).toContain('涉赌');

    const entry = await lastAudit('room.cut');
    expect(entry).toMatchObject({
      username: operator.username,
      targetType: 'room',
      targetId: String(a.room.id),
      reason: '涉赌',
      before: { status: 'live' },
      after: { status: 'offline', streamKeyRotated: true },
    });

    // A room already offline cannot be cut again.
    const again = await adminPost(`/admin/rooms/${a.room.id}/cut`, { reason: '涉赌' });
    expect(again.json().code).toBe(errors.adminRoomNotUp.code);
    const none = await adminPost('/admin/rooms/2147483647/cut', { reason: '涉赌' });
    expect(none.json().code).toBe(errors.adminRoomNotFound.code);
  });
});

describe('site config', () => {
  it('a new horn price and withdrawal limits apply to the next request, audited with before/after', async () => {
    const fan = await createUserWithSession(db());
    const before = (await getAs(t.app, '/api/horn/info', fan.token)).json().data.price;
    expect(before).toBe(10);

    const saved = await adminPost('/admin/site/settings', {
      hornPrice: 25,
      withdrawMin: 200,
      reason: '活动调价',
    });
    expect(saved.json().code).toBe(200);
    expect((await getAs(t.app, '/api/horn/info', fan.token)).json().data.price).toBe(25);
    const setting = (await getAs(t.app, '/pay/setting', fan.token)).json();
    expect(setting.data.withdrawal.min).toBe(200);

    const entry = await lastAudit('site.settings');
    expect(entry).toMatchObject({
      reason: '活动调价',
      before: { hornPrice: 10, withdrawMin: 100 },
      after: { hornPrice: 25, withdrawMin: 200 },
    });

    const config = (await adminGet('/admin/site')).json().data;
    expect(config.settings.hornPrice).toBe(25);
    expect(config.defaults.hornPrice).toBe(10);

    const bad = await adminPost('/admin/site/settings', {
      withdrawMin: 500,
      withdrawDailyMax: 100,
    });
    expect(bad.statusCode).toBe(400);
    const negative = await adminPost('/admin/site/settings', { hornPrice: -1 });
    expect(negative.statusCode).toBe(400);
  });

  it('hot words saved on the desk are what /api/search/list offers next', async () => {
    const saved = await adminPost('/admin/site/hot-words', {
      list: [
        { word: '欧冠决赛', hot: true },
        { word: '中超', hot: false },
      ],
    });
    expect(saved.json().code).toBe(200);
    const list = (await getAs(t.app, '/api/search/list')).json().data as
      | { word: string; hot: boolean }[]
      | { list: { word: string }[] };
    const words = (Array.isArray(list) ? list : list.list).map((w) => w.word);
    expect(words.slice(0, 2)).toEqual(['欧冠决赛', '中超']);
    expect(await lastAudit('site.hot-words')).toMatchObject({
      after: [{ word: '欧冠决赛' }, { word: '中超' }],
    });
  });

  it('a sensitive word added on the desk masks the next chat line at once, and removing it unmasks', async () => {
    const a = await newAnchorWithRoom(db(), '聊天室');
    // A new fan per line: the chat's pace limit is not what this test is about.
    const send = async (content: string) => {
      const fan = await createUserWithSession(db());
      const res = await postJson(t.app, '/api/chat/msg', { roomId: a.room.id, content }, fan.token);
      expect(res.json().code, res.body).toBe(200);
      return res.json().data.content as string;
    };

    expect(await send('加我私聊外围盘口')).toBe('加我私聊外围盘口');
    const added = await adminPost('/admin/site/words', { action: 'add', word: '外围盘口' });
    expect(added.json().data.words).toContain('外围盘口');
    expect(await send('找我买外围盘口')).toBe('找我买****');
    const twice = await adminPost('/admin/site/words', { action: 'add', word: '外围盘口' });
    expect(twice.json().code).toBe(errors.adminWordExists.code);
    expect(await lastAudit('site.word-add')).toMatchObject({ targetId: '外围盘口' });

    await adminPost('/admin/site/words', { action: 'remove', word: '外围盘口' });
    expect(await send('外围盘口没了')).toBe('外围盘口没了');
    expect(await lastAudit('site.word-remove')).toMatchObject({ targetId: '外围盘口' });
  });

  it('the finance role may not change the site config', async () => {
    const finance = await adminWithSession(t.app, 'finance');
    const res = await adminPost('/admin/site/settings', { hornPrice: 1 }, finance);
    expect(res.json().code).toBe(errors.adminForbidden.code);
  });
});
