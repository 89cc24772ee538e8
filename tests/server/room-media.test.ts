// The embedded media server end to end with ffmpeg: a test stream pushed with the room's key makes it
// live and plays as HTTP-FLV and HLS; a wrong key is refused; when the push ends the room waits out the
// grace period, goes offline, and the publish becomes a playback record. Needs ffmpeg (CI has it).
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { rooms } from '../../server/db/schema';
import { startMedia } from '../../server/modules/room/media-start';
import { findFfmpeg } from '../../server/providers/media/ffmpeg';
import { startTestApp, type TestApp } from './harness';
import { getAs, postJson } from './profile-fixtures';
import { newAnchorWithRoom, pushTestPicture, roomRow, untilStatus } from './room-world';

// Required, not skipped without it: .ci/run installs ffmpeg, and a media suite that skips proves nothing.
const ffmpeg = findFfmpeg('auto');
if (!ffmpeg) throw new Error('the media tests need ffmpeg on the PATH (apt-get install ffmpeg)');
let t: TestApp;
let base = '';
let rtmpPort = 0;
let mediaDir = '';

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'qiulive-media-'));
  t = await startTestApp({
    env: { RTMP_PORT: '0', MEDIA_DIR: mediaDir, MEDIA_GRACE_SECONDS: '1' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  rtmpPort = (await startMedia(t.app)).rtmpPort!;
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const db = () => t.database.db;

/** ffmpeg pushing a `seconds`-long lavfi test picture (with sound) to our RTMP port. */
const push = (streamKey: string, seconds: number) =>
  pushTestPicture(ffmpeg, rtmpPort, streamKey, seconds);

/** The first bytes of the live FLV, then the connection is dropped. */
async function firstFlvBytes(url: string) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  const reader = res.body!.getReader();
  const { value } = await reader.read();
  controller.abort();
  return { status: res.status, type: res.headers.get('content-type'), head: Buffer.from(value!) };
}

async function until<T>(read: () => Promise<T | null>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function upWithKey(token: string) {
  await postJson(t.app, '/api/room/up', { title: '测试推流' }, token);
  const key = await postJson(t.app, '/api/room/stream-key', {}, token);
  return key.json().data as { publishUrl: string; streamKey: string };
}

describe('embedded media server with ffmpeg', () => {
  it('refuses a push with a wrong key: the room keeps waiting and nothing plays', async () => {
    const a = await newAnchorWithRoom(db());
    await upWithKey(a.token);
    const run = push(`${a.room.streamName}?key=wrong-key-wrong-key-wrong-key`, 5);
    const code = await run.exited;
    expect(code).not.toBe(0);
    expect((await roomRow(db(), a.room.id)).status).toBe('waiting');
    const flv = await fetch(`${base}/media/live/${a.room.streamName}.flv`);
    expect(flv.status).toBe(404);
    expect(t.app.media.server?.isPublishing(a.room.streamName)).toBe(false);
  });

  it('goes live on a push with the key, plays FLV and HLS, then goes offline after the grace period with a recording', async () => {
    const a = await newAnchorWithRoom(db());
    const { publishUrl, streamKey } = await upWithKey(a.token);
    expect(publishUrl).toBe(`rtmp://localhost:${rtmpPort}/live`);
    const run = push(streamKey, 6);

    const live = await untilStatus(db(), a.room.id, 'live');
    expect(live.liveAt).not.toBeNull();
    const flv = await firstFlvBytes(`${base}/media/live/${a.room.streamName}.flv`);
    expect(flv.status).toBe(200);
    expect(flv.type).toBe('video/x-flv');
    expect(flv.head.subarray(0, 3).toString()).toBe('FLV');

    const playlist = await until(async () => {
      const res = await fetch(`${base}/media/live/${a.room.streamName}/index.m3u8`);
      return res.status === 200 ? res.text() : null;
    });
    expect(playlist).toContain('#EXTM3U');
    const segment = playlist.split('\n').find((l) => l.endsWith('.ts'))!;
    const ts = await fetch(`${base}/media/live/${a.room.streamName}/${segment}`);
    expect(ts.headers.get('content-type')).toBe('video/mp2t');
    expect(Buffer.from(await ts.arrayBuffer())[0]).toBe(0x47); // MPEG-TS sync byte

    // Neither the anchor's settings nor the play paths carry the secret.
    const secret = streamKey.split('?key=')[1]!;
    const info = await getAs(t.app, '/api/room/info', a.token);
    expect(info.body).not.toContain(secret);

    expect(await run.exited).toBe(0);
    await untilStatus(db(), a.room.id, 'waiting', 5_000);
    await untilStatus(db(), a.room.id, 'offline', 5_000);
    const gone = await fetch(`${base}/media/live/${a.room.streamName}.flv`);
    expect((await gone.json()).code).toBe(errors.roomNotFound.code);

    const records = await until(async () => {
      const page = await postJson(t.app, '/api/back/pageByRoom', { roomId: a.room.id });
      const list = page.json().data.list;
      return list.length > 0 ? list : null;
    });
    expect(records).toHaveLength(1);
    expect(records[0].durationSeconds).toBeGreaterThanOrEqual(4);
    expect(records[0].durationSeconds).toBeLessThanOrEqual(7);
    expect(records[0].url).not.toContain(secret);
    const vod = await (await fetch(`${base}${records[0].url}`)).text();
    expect(vod).toContain('#EXT-X-ENDLIST');
    const cover = await fetch(`${base}${records[0].cover}`);
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
  });

  it('ends the push when the anchor presses 下播', async () => {
    const a = await newAnchorWithRoom(db());
    const { streamKey } = await upWithKey(a.token);
    const run = push(streamKey, 30);
    await untilStatus(db(), a.room.id, 'live');
    const down = await getAs(t.app, '/api/room/down', a.token);
    expect(down.json().data.status).toBe('offline');
    const code = await Promise.race([
      run.exited,
      new Promise<string>((r) => setTimeout(() => r('still pushing'), 8_000)),
    ]);
    await run.stop();
    expect(code).not.toBe('still pushing');
    expect((await roomRow(db(), a.room.id)).status).toBe('offline');
  });

  it('puts a room left live by a dead process into its grace period on start (the sweep)', async () => {
    const a = await newAnchorWithRoom(db());
    await upWithKey(a.token);
    await t.app.media.started(a.room.streamName); // as if another process had it live, then died
    expect((await roomRow(db(), a.room.id)).status).toBe('live');
    await t.app.media.sweep();
    expect((await roomRow(db(), a.room.id)).status).toBe('waiting');
    await untilStatus(db(), a.room.id, 'offline', 5_000);
  });

  it('takes a room whose grace ran out while no process watched offline during the sweep itself', async () => {
    const a = await newAnchorWithRoom(db());
    await upWithKey(a.token);
    // Left waiting by a process that stopped five minutes ago: its grace is long over.
    await db()
      .update(rooms)
      .set({ status: 'waiting', unpublishedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(rooms.id, a.room.id));
    await t.app.media.sweep();
    // No timer to wait for: what starts next (the demo streams, a publish) reads it offline.
    expect((await roomRow(db(), a.room.id)).status).toBe('offline');
  });
});
