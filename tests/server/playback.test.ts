// Replays and highlights over the real app with real ffmpeg files: a finished broadcast becomes one replay
// whose chapters sit where the match's moments happened, whose chat comes back by window, and whose goals
// become clips cut in the background; the clips' package is bought once through the ledger and only then
// do its paid clips get (signed, expiring) addresses; retention expires media but keeps records.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { runOperator } from '../../server/cli/operator-commands';
import { roomRecordings } from '../../server/db/schema';
import { pinReplay, sweepReplays } from '../../server/modules/playback/service';
import { findFfmpeg } from '../../server/providers/media/ffmpeg';
import { startTestApp, type TestApp } from './harness';
import { fund, ledgerFacts, newFan, newKey } from './pay-spend-world';
import {
  BROADCAST_SECONDS,
  clipsSettled,
  finishedBroadcast,
  MOMENTS,
  type PlaybackWorld,
} from './playback-world';
import { api, getAs } from './profile-fixtures';

const ffmpeg = findFfmpeg('auto');
if (!ffmpeg) throw new Error('the playback tests need ffmpeg on the PATH (apt-get install ffmpeg)');

let t: TestApp;
let mediaDir = '';
let w: PlaybackWorld;
const db = () => t.database.db;
const get = (url: string, token?: string) => getAs(t.app, url, token);

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'qiulive-playback-'));
  t = await startTestApp({ env: { MEDIA_DIR: mediaDir, HIGHLIGHT_PRICE: '3' } });
  await t.app.ready();
  w = await finishedBroadcast(t.app, ffmpeg, 2201);
  await clipsSettled(db(), w.matchId);
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('a replay', () => {
  it('lists the broadcast once, with its anchor, match, cover and HLS VOD', async () => {
    const page = (await get(`/api/back/list?matchId=${w.matchId}`)).json().data;
    expect(page.total).toBe(1);
    const [card] = page.list;
    expect(card).toMatchObject({
      id: w.replayId,
      roomId: w.roomId,
      expired: false,
      durationSeconds: BROADCAST_SECONDS,
      startedAt: w.startedAt,
      clips: 2,
      match: { id: w.matchId, matchType: 'football' },
    });
    expect(card.anchor.id).toBeGreaterThan(0);
    const playlist = await t.app.inject({ url: card.url });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    expect((await t.app.inject({ url: card.cover })).statusCode).toBe(200);
    const byRoom = await t.app.inject({
      method: 'POST',
      url: api('/api/back/pageByRoom'),
      payload: { roomId: w.roomId },
    });
    expect(byRoom.json().data.list.map((r: { id: number }) => r.id)).toEqual([w.replayId]);
  });

  it('places the match on the time axis: kick-off, the goals and the red card within 2 s', async () => {
    const detail = (await get(`/api/back/detail?recordId=${w.replayId}`)).json().data;
    const at = (kind: string) =>
      detail.chapters
        .filter((c: { kind: string }) => c.kind === kind)
        .map((c: { offsetSeconds: number }) => c.offsetSeconds);
    expect(Math.abs(at('kickoff')[0] - MOMENTS.kickoff)).toBeLessThanOrEqual(2);
    const goals = at('goal');
    expect(goals).toHaveLength(2);
    expect(Math.abs(goals[0] - MOMENTS.firstGoal)).toBeLessThanOrEqual(2);
    expect(Math.abs(goals[1] - MOMENTS.secondGoal)).toBeLessThanOrEqual(2);
    expect(Math.abs(at('redCard')[0] - MOMENTS.redCard)).toBeLessThanOrEqual(2);
    expect(detail.chapters.map((c: { label: string }) => c.label)).toContain('第67分钟 凯恩 破门');
  });

  it('gives the chat said during it, by window, in time order', async () => {
    const first = (await get(`/api/back/chat?recordId=${w.replayId}&from=0&to=30`)).json().data;
    expect(first.list.map((l: { content: string }) => l.content)).toEqual([
      '开播啦',
      '凯恩这球漂亮！',
    ]);
    expect(Math.abs(first.list[1].offsetSeconds - 21)).toBeLessThanOrEqual(1);
    const rest = (await get(`/api/back/chat?recordId=${w.replayId}&from=30&to=600`)).json().data;
    expect(rest.list.map((l: { content: string }) => l.content)).toEqual(['扳平了', '下半场见']);
    const wide = await get(`/api/back/chat?recordId=${w.replayId}&from=0&to=601`);
    expect(wide.statusCode).toBe(400);
    expect(wide.json().code).toBe(errors.replayChatWindow.code);
  });

  it('answers unknown and malformed ids with clear envelopes', async () => {
    const unknown = await get('/api/back/detail?recordId=99999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(errors.playbackNotFound.code);
    expect((await get('/api/back/detail?recordId=abc')).json().code).toBe(errors.badParams.code);
    expect((await get('/api/back/chat?recordId=99999999&to=10')).json().code).toBe(
      errors.playbackNotFound.code,
    );
    expect((await get('/inform/movie-highlights/detail?id=99999999')).statusCode).toBe(404);
  });
});

describe('highlights', () => {
  it('cut a clip around each goal, 20 s before to 10 s after, with a thumbnail', async () => {
    const rows = await clipsSettled(db(), w.matchId);
    expect(rows.map((r) => r.status)).toEqual(['done', 'done']);
    const [first, second] = rows.sort((a, b) => a.minute - b.minute);
    expect(first!.title).toBe('第67分钟 凯恩 破门');
    expect(first!.free).toBe(true);
    expect(second!.free).toBe(false);
    // 20 s before the first goal (at 20 s) starts at 0; the second runs from 22 s to 52 s.
    expect(Math.abs(first!.durationMs - 30_000)).toBeLessThanOrEqual(2_000);
    expect(Math.abs(second!.durationMs - 30_000)).toBeLessThanOrEqual(2_000);
    for (const clip of [first!, second!]) {
      expect(existsSync(path.join(mediaDir, clip.file))).toBe(true);
      expect(existsSync(path.join(mediaDir, clip.cover))).toBe(true);
    }
  });

  it('show the preview to everyone and keep the paid clip without an address until bought', async () => {
    const list = (await get(`/inform/movie-highlights?matchId=${w.matchId}`)).json().data;
    expect(list.total).toBe(1);
    const pkg = list.list[0];
    expect(pkg).toMatchObject({ clips: 2, price: 3, purchased: false });
    expect(pkg.title).toContain('进球集锦');
    const detail = (await get(`/inform/movie-highlights/detail?id=${pkg.id}`)).json().data;
    const [free, paid] = detail.list;
    expect(free).toMatchObject({ free: true, locked: false });
    expect(paid).toMatchObject({ free: false, locked: true, url: '' });
    // The preview plays, in ranges as players ask for it.
    const whole = await t.app.inject({ url: free.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    const part = await t.app.inject({ url: free.url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
  });

  it('refuse a clip file without a valid, unexpired signature', async () => {
    const [clip] = await clipsSettled(db(), w.matchId);
    const bare = await t.app.inject({ url: `/media/${clip!.file}` });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe(errors.mediaLinkExpired.code);
    const past = Math.floor(Date.now() / 1000) - 60;
    const forged = await t.app.inject({ url: `/media/${clip!.file}?e=${past}&s=AAAA` });
    expect(forged.statusCode).toBe(403);
  });

  it('are bought once through the ledger, and then the paid clip plays', async () => {
    const pkgId = (await get(`/inform/movie-highlights?matchId=${w.matchId}`)).json().data.list[0]
      .id;
    const fan = await newFan(db());
    const pay = (token?: string, key: string | null = newKey()) =>
      t.app.inject({
        url: api(`/inform/movie-highlights/pay?id=${pkgId}`),
        headers: {
          ...(token ? { accesstoken: token } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
      });
    expect((await pay()).json().code).toBe(errors.notLoggedIn.code);
    const poor = await pay(fan.token);
    expect(poor.json().code).toBe(errors.insufficientBalance.code);
    await fund(t.app.ctx, fan.user.id, 1000);
    const key = newKey();
    const [a, b] = await Promise.all([pay(fan.token, key), pay(fan.token, key)]);
    expect(a.json().data).toMatchObject({ id: pkgId, amount: 3, balance: 7 });
    expect(b.json().data).toEqual(a.json().data);
    const again = await pay(fan.token);
    expect(again.json().code).toBe(errors.highlightPurchased.code);
    expect(again.statusCode).toBe(409);
    const detail = (await get(`/inform/movie-highlights/detail?id=${pkgId}`, fan.token)).json()
      .data;
    expect(detail.purchased).toBe(true);
    const paid = detail.list.find((c: { free: boolean }) => !c.free);
    expect(paid.locked).toBe(false);
    expect((await t.app.inject({ url: paid.url })).statusCode).toBe(200);
    // The replay's page shows the same clips unlocked for the buyer.
    const replay = (await get(`/api/back/detail?recordId=${w.replayId}`, fan.token)).json().data;
    expect(replay.matchClips.every((c: { locked: boolean }) => !c.locked)).toBe(true);
    const facts = await ledgerFacts(db());
    expect(facts.unbalanced).toEqual([]);
    expect(facts.totals.every((x) => x.total === 0)).toBe(true);
    expect(facts.negative).toEqual([]);
  });
});

describe('retention', () => {
  it('lets the operator pin a replay from the command line', async () => {
    const lines: string[] = [];
    const run = (...args: string[]) =>
      runOperator(
        args,
        {
          db: db(),
          bus: t.app.ctx.bus,
          playback: { mediaDir, retention: t.app.ctx.config.playback },
        },
        (l) => lines.push(l),
      );
    expect(await run('playback', 'pin', String(w.replayId))).toBe(0);
    const [row] = await db()
      .select({ pinned: roomRecordings.pinned })
      .from(roomRecordings)
      .where(eq(roomRecordings.id, w.replayId));
    expect(row?.pinned).toBe(true);
    expect((await get(`/api/back/detail?recordId=${w.replayId}`)).json().data.pinned).toBe(true);
    expect(await run('playback', 'unpin', String(w.replayId))).toBe(0);
    expect(await run('playback', 'pin', '99999999')).toBe(1);
    expect(await run('playback', 'pin', 'x')).toBe(2);
    expect(lines.join('\n')).toContain(`回放 #${w.replayId} 已置顶。`);
  });

  it('expires old replays media but keeps the record, and never a pinned one', async () => {
    const other = await finishedBroadcast(t.app, ffmpeg, 2202);
    expect(await pinReplay(db(), w.replayId, true)).toBe(true);
    const later = new Date(Date.now() + 40 * 86_400_000);
    const expired = await sweepReplays(
      db(),
      mediaDir,
      { retentionDays: 30, maxBytes: 1e12 },
      later,
    );
    expect(expired).toContain(other.replayId);
    expect(expired).not.toContain(w.replayId);
    const card = (await get(`/api/back/detail?recordId=${other.replayId}`)).json().data;
    expect(card).toMatchObject({ expired: true, url: '', cover: '' });
    const [row] = await db()
      .select()
      .from(roomRecordings)
      .where(eq(roomRecordings.id, other.replayId));
    for (const part of row!.parts) expect(existsSync(path.join(mediaDir, part.dir))).toBe(false);
    // The size cap: with room for nothing, even a recent unpinned replay goes; the pinned one stays.
    await pinReplay(db(), w.replayId, false);
    const third = await finishedBroadcast(t.app, ffmpeg, 2203);
    await pinReplay(db(), w.replayId, true);
    const capped = await sweepReplays(db(), mediaDir, { retentionDays: 30, maxBytes: 1 });
    expect(capped).toEqual([third.replayId]);
    expect((await get(`/api/back/detail?recordId=${w.replayId}`)).json().data.expired).toBe(false);
  });
});
