// The room lifecycle over HTTP and the media hooks (no media server here): who may up, down, rotate and
// read the room; the stream key shown once and never again; publish with the right key only while up;
// the grace period after a stream stops; fans told once per session; history and playback records.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { channels } from '../../contract/events';
import { follows, giftRecords, roomRecordings, roomSessions } from '../../server/db/schema';
import { hashStreamSecret } from '../../server/modules/room/stream-key';
import { startTestApp, type TestApp } from './harness';
import { seedGifts } from './pay-spend-world';
import { getAs, postJson } from './profile-fixtures';
import { eventsOf, newAnchorWithRoom, roomRow, untilStatus } from './room-world';
import { createUserWithSession } from './users';

const HOOK_SECRET = 'hook-secret-for-tests-0123456789';
const GRACE_SECONDS = 0.4;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { MEDIA_HOOK_SECRET: HOOK_SECRET, MEDIA_GRACE_SECONDS: String(GRACE_SECONDS) },
  });
});
afterAll(() => t.close());

const db = () => t.database.db;
const app = () => t.app;

/** An SRS http_hooks call as SRS sends it. */
const hook = (action: string, stream: string, key: string, secret = HOOK_SECRET) =>
  app().inject({
    method: 'POST',
    url: `/hooks/media/${action}?secret=${encodeURIComponent(secret)}`,
    payload: { action, app: 'live', stream, param: key ? `?key=${key}` : '' },
  });

async function upAndKey(token: string, title = '今晚英超') {
  const up = await postJson(app(), '/api/room/up', { title }, token);
  expect(up.json().code).toBe(200);
  const key = await postJson(app(), '/api/room/stream-key', {}, token);
  const streamKey: string = key.json().data.streamKey;
  return streamKey.split('?key=')[1]!;
}

const statusesOf = async (roomId: number) =>
  (await eventsOf(app(), channels.room(roomId)))
    .filter((e) => e.type === 'room.status')
    .map((e) => (e.data as { status: string }).status);

describe('anchor room calls', () => {
  it('shows the anchor its own room, with where OBS pushes, and refuses everyone else', async () => {
    const a = await newAnchorWithRoom(db());
    const other = await newAnchorWithRoom(db());
    const viewer = await createUserWithSession(db());

    const info = await getAs(app(), '/api/room/info', a.token);
    expect(info.json().code).toBe(200);
    expect(info.json().data).toMatchObject({
      roomId: a.room.id,
      status: 'offline',
      streamName: a.room.streamName,
      keyIssued: false,
      publishUrl: 'rtmp://localhost:1935/live',
    });
    expect((await getAs(app(), '/api/room/info')).json().code).toBe(errors.notLoggedIn.code);
    expect((await getAs(app(), '/api/room/info', viewer.token)).json().code).toBe(
      errors.notAnchor.code,
    );
    expect(
      (await getAs(app(), `/api/room/info?roomId=${a.room.id}`, other.token)).json().code,
    ).toBe(errors.notRoomAnchor.code);
  });

  it('ups a room into waiting with a session, and refuses bad input and other people', async () => {
    const a = await newAnchorWithRoom(db());
    const other = await newAnchorWithRoom(db());
    const viewer = await createUserWithSession(db());

    const empty = await postJson(app(), '/api/room/up', { title: '' }, a.token);
    expect(empty.json().code).toBe(errors.badParams.code);
    const unknownMatch = await postJson(
      app(),
      '/api/room/up',
      { title: 'x', matchId: 999999 },
      a.token,
    );
    expect(unknownMatch.json().code).toBe(errors.matchNotFound.code);
    expect((await postJson(app(), '/api/room/up', { title: 'x' }, viewer.token)).json().code).toBe(
      errors.notAnchor.code,
    );
    expect(
      (await postJson(app(), '/api/room/up', { title: 'x', roomId: a.room.id }, other.token)).json()
        .code,
    ).toBe(errors.notRoomAnchor.code);
    expect((await roomRow(db(), a.room.id)).status).toBe('offline');

    const up = await postJson(app(), '/api/room/up', { title: '欧冠之夜', navId: 1 }, a.token);
    expect(up.json().data).toMatchObject({ status: 'waiting', title: '欧冠之夜' });
    expect(up.json().data.upAt).toBeGreaterThan(0);
    const row = await roomRow(db(), a.room.id);
    const [session] = await db()
      .select()
      .from(roomSessions)
      .where(eq(roomSessions.id, row.sessionId!));
    expect(session).toMatchObject({ roomId: a.room.id, title: '欧冠之夜', endedAt: null });

    // Up again while up: the new title only, the same session.
    await postJson(app(), '/api/room/up', { title: '欧冠之夜 下半场' }, a.token);
    const again = await roomRow(db(), a.room.id);
    expect(again.sessionId).toBe(row.sessionId);
    expect(again.title).toBe('欧冠之夜 下半场');
    expect(await statusesOf(a.room.id)).toEqual(['waiting', 'waiting']);
  });

  it('lets only the anchor down the room; down closes the session and says offline', async () => {
    const a = await newAnchorWithRoom(db());
    const viewer = await createUserWithSession(db());
    await postJson(app(), '/api/room/up', { title: '篮球夜' }, a.token);
    expect((await getAs(app(), '/api/room/down', viewer.token)).json().code).toBe(
      errors.notAnchor.code,
    );
    expect((await roomRow(db(), a.room.id)).status).toBe('waiting');

    const down = await getAs(app(), '/api/room/down', a.token);
    expect(down.json().data).toMatchObject({ status: 'offline', upAt: null, liveAt: null });
    const sessions = await db()
      .select()
      .from(roomSessions)
      .where(eq(roomSessions.roomId, a.room.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.endedAt).not.toBeNull();
    expect(await statusesOf(a.room.id)).toEqual(['waiting', 'offline']);
  });

  it('updates settings, refusing a cover that is not an upload or https image', async () => {
    const a = await newAnchorWithRoom(db());
    const bad = await postJson(
      app(),
      '/api/room/update',
      { cover: 'javascript:alert(1)' },
      a.token,
    );
    expect(bad.json().code).toBe(errors.badParams.code);
    const ok = await postJson(
      app(),
      '/api/room/update',
      { notice: '新公告', slowModeSeconds: 5, cover: '/uploads/x.jpg' },
      a.token,
    );
    expect(ok.json().data).toMatchObject({
      notice: '新公告',
      slowModeSeconds: 5,
      cover: '/uploads/x.jpg',
    });
    const notices = (await eventsOf(app(), channels.room(a.room.id))).filter(
      (e) => e.type === 'room.notice',
    );
    expect(notices.map((e) => e.data)).toEqual([
      { roomId: a.room.id, notice: '新公告', slowModeSeconds: 5 },
    ]);
  });
});

describe('stream keys', () => {
  it('shows a new key once, stores only its hash, and the old key stops working', async () => {
    const a = await newAnchorWithRoom(db());
    const viewer = await createUserWithSession(db());
    expect((await postJson(app(), '/api/room/stream-key', {}, viewer.token)).json().code).toBe(
      errors.notAnchor.code,
    );
    const first = await upAndKey(a.token);
    const row = await roomRow(db(), a.room.id);
    expect(row.streamKeyHash).toBe(hashStreamSecret(first));
    expect(row.streamKeyHash).not.toContain(first);
    expect(first.length).toBeGreaterThanOrEqual(24);

    const second = (await postJson(app(), '/api/room/stream-key', {}, a.token)).json().data;
    const secret = second.streamKey.split('?key=')[1];
    expect(second.streamKey.startsWith(`${a.room.streamName}?key=`)).toBe(true);
    expect(await app().media.authorize(a.room.streamName, first)).toBe(false);
    expect(await app().media.authorize(a.room.streamName, secret)).toBe(true);

    // Nothing the anchor or a viewer reads afterwards carries the secret.
    const info = await getAs(app(), '/api/room/info', a.token);
    expect(info.json().data.keyIssued).toBe(true);
    const detail = await getAs(app(), `/api/room/detail?roomId=${a.room.id}`, viewer.token);
    for (const body of [info.body, detail.body]) {
      expect(body).not.toContain(secret);
      expect(body).not.toContain(row.streamKeyHash);
    }
  });
});

describe('publish hooks (SRS http_hooks)', () => {
  it('refuses a hook without the shared secret', async () => {
    const a = await newAnchorWithRoom(db());
    const key = await upAndKey(a.token);
    const res = await hook('on_publish', a.room.streamName, key, 'wrong-secret-wrong-secret');
    expect(res.statusCode).toBe(403);
    expect((await roomRow(db(), a.room.id)).status).toBe('waiting');
  });

  it('goes live with the right key only, tells the fans once, and refuses an offline room', async () => {
    const a = await newAnchorWithRoom(db(), '阿森纳 vs 切尔西');
    const fan = await createUserWithSession(db());
    await db().insert(follows).values({ followerId: fan.user.id, targetId: a.user.id });

    const offlineKey = (await postJson(app(), '/api/room/stream-key', {}, a.token)).json().data;
    const early = await hook(
      'on_publish',
      a.room.streamName,
      offlineKey.streamKey.split('?key=')[1],
    );
    expect(early.statusCode).toBe(403);
    expect((await roomRow(db(), a.room.id)).status).toBe('offline');

    const key = await upAndKey(a.token, '阿森纳 vs 切尔西');
    const wrong = await hook('on_publish', a.room.streamName, 'not-the-key');
    expect(wrong.statusCode).toBe(403);
    expect((await roomRow(db(), a.room.id)).status).toBe('waiting');

    const right = await hook('on_publish', a.room.streamName, key);
    expect(right.json()).toMatchObject({ code: 0 });
    const live = await roomRow(db(), a.room.id);
    expect(live.status).toBe('live');
    expect(live.liveAt).not.toBeNull();

    // A reconnect within the grace period: live again, but the fans are not told twice.
    await hook('on_unpublish', a.room.streamName, '');
    expect((await roomRow(db(), a.room.id)).status).toBe('waiting');
    await hook('on_publish', a.room.streamName, key);
    await new Promise((r) => setTimeout(r, GRACE_SECONDS * 1000 + 300));
    expect((await roomRow(db(), a.room.id)).status).toBe('live');

    const notices = await eventsOf(app(), channels.user(fan.user.id));
    // Besides the toast's anchor.live, one 开播提醒 message (messages.test.ts checks its content).
    expect(notices.filter((e) => e.type === 'message.new')).toHaveLength(1);
    const toasts = notices.filter((e) => e.type === 'anchor.live');
    expect(toasts.map((e) => [e.type, e.data])).toEqual([
      [
        'anchor.live',
        {
          roomId: a.room.id,
          anchorId: a.user.id,
          nickName: a.user.nickName,
          title: '阿森纳 vs 切尔西',
        },
      ],
    ]);
    expect(await statusesOf(a.room.id)).toEqual(['waiting', 'live', 'waiting', 'live']);
  });

  it('goes offline when the stream does not come back within the grace period, closing the session with its gifts', async () => {
    const a = await newAnchorWithRoom(db());
    const fan = await createUserWithSession(db());
    const [gift] = await seedGifts(db());
    const key = await upAndKey(a.token);
    await hook('on_publish', a.room.streamName, key);
    await db().insert(giftRecords).values({
      senderId: fan.user.id,
      anchorId: a.user.id,
      giftId: gift!.id,
      count: 1,
      diamondUnits: 1000,
      ticketUnits: 500,
      transactionId: 424242,
    });
    const sessionId = (await roomRow(db(), a.room.id)).sessionId!;

    await hook('on_unpublish', a.room.streamName, '');
    expect((await roomRow(db(), a.room.id)).status).toBe('waiting');
    await untilStatus(db(), a.room.id, 'offline', 5_000);
    const [session] = await db().select().from(roomSessions).where(eq(roomSessions.id, sessionId));
    expect(session!.endedAt).not.toBeNull();
    expect(session!.giftTicketUnits).toBe(500);

    const history = await getAs(app(), '/api/history/list', a.token);
    expect(history.json().data.list).toHaveLength(1);
    expect(history.json().data.list[0]).toMatchObject({ id: sessionId, giftIncome: 5 });
  });

  it('accepts nginx-rtmp form hooks (name + key fields) the same way', async () => {
    const a = await newAnchorWithRoom(db());
    const key = await upAndKey(a.token);
    const res = await app().inject({
      method: 'POST',
      url: `/hooks/media/on_publish?secret=${HOOK_SECRET}`,
      payload: new URLSearchParams({
        call: 'publish',
        app: 'live',
        name: a.room.streamName,
        key,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect((await roomRow(db(), a.room.id)).status).toBe('live');
  });
});

describe('history and playback', () => {
  it('filters history by China dates and refuses a start after the end', async () => {
    const a = await newAnchorWithRoom(db());
    await db()
      .insert(roomSessions)
      .values([
        {
          roomId: a.room.id,
          title: 'old',
          startedAt: new Date('2025-03-01T15:59:00Z'),
          endedAt: new Date('2025-03-01T17:00:00Z'),
        },
        {
          roomId: a.room.id,
          title: 'new',
          startedAt: new Date('2025-03-01T16:00:00Z'),
          endedAt: new Date('2025-03-01T18:00:00Z'),
        },
      ]);
    // 2025-03-02 in China starts at 2025-03-01T16:00Z.
    const day = await getAs(
      app(),
      '/api/history/list?startDate=2025-03-02&endDate=2025-03-02',
      a.token,
    );
    expect(day.json().data.list.map((s: { title: string }) => s.title)).toEqual(['new']);
    expect(day.json().data.list[0].durationSeconds).toBe(7200);
    const bad = await getAs(
      app(),
      '/api/history/list?startDate=2025-03-03&endDate=2025-03-02',
      a.token,
    );
    expect(bad.json().code).toBe(errors.historyDatesInvalid.code);
    expect((await getAs(app(), '/api/history/list')).json().code).toBe(errors.notLoggedIn.code);
  });

  it('lists a room recordings newest first and reads one; unknown ones are clear errors', async () => {
    const a = await newAnchorWithRoom(db(), '回放测试');
    // Two sessions (a stream that comes back within one session is one replay: tests/server/playback.test.ts).
    for (const [startedAt, durationMs] of [
      [Date.UTC(2025, 0, 1), 60_000],
      [Date.UTC(2025, 0, 2), 90_500],
    ] as const) {
      await getAs(app(), `/api/room/down?roomId=${a.room.id}`, a.token);
      await postJson(app(), '/api/room/up', { title: '回放测试' }, a.token);
      await app().media.recorded({
        streamName: a.room.streamName,
        playlist: `recordings/${a.room.streamName}/${startedAt}/index.m3u8`,
        cover: '',
        durationMs,
        startedAt,
      });
    }
    const page = await postJson(app(), '/api/back/pageByRoom', { roomId: a.room.id });
    const list = page.json().data.list;
    expect(page.json().data.total).toBe(2);
    expect(list.map((r: { durationSeconds: number }) => r.durationSeconds)).toEqual([91, 60]);
    expect(list[0].url).toBe(
      `/media/recordings/${a.room.streamName}/${Date.UTC(2025, 0, 2)}/index.m3u8`,
    );
    const detail = await getAs(app(), `/api/back/detail?recordId=${list[1].id}`);
    expect(detail.json().data).toMatchObject({
      roomId: a.room.id,
      title: '回放测试',
      durationSeconds: 60,
    });

    expect((await getAs(app(), '/api/back/detail?recordId=99999999')).json().code).toBe(
      errors.playbackNotFound.code,
    );
    expect((await postJson(app(), '/api/back/pageByRoom', { roomId: 99999999 })).json().code).toBe(
      errors.roomNotFound.code,
    );
    expect((await postJson(app(), '/api/back/pageByRoom', {})).json().code).toBe(
      errors.badParams.code,
    );
    const rows = await db()
      .select()
      .from(roomRecordings)
      .where(eq(roomRecordings.roomId, a.room.id));
    expect(rows.every((r) => r.sessionId !== null)).toBe(true);
  });

  it('serves only media files under live/ and recordings/ with safe names', async () => {
    // The URL parser folds ../ away before routing: it never reaches the media routes at all.
    const dotted = await app().inject({ url: '/media/../../etc/passwd' });
    expect(dotted.statusCode).not.toBe(200);
    expect(dotted.body).not.toContain('root:');
    for (const url of [
      '/media/live/x/..%2F..%2Fsecret.ts',
      '/media/other/a.ts',
      '/media/live/a/b/c/d.ts',
    ]) {
      const res = await app().inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
    const flv = await app().inject({ url: '/media/live/nosuchstream.flv' });
    expect(flv.json().code).toBe(errors.roomNotFound.code);
  });
});
