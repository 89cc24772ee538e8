// The media job queue and the goal-clip job with the real ffmpeg: a clip is cut from a 60 s HLS replay with
// its thumbnail; queues never run more than their concurrency; a job stopped or left running by a dead
// process is finished by the next queue; a clip of an expired replay fails without retries.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import {
  competitions,
  highlightClips,
  highlightPackages,
  matches,
  mediaJobs,
  roomRecordings,
  teams,
} from '../../server/db/schema';
import { cutClip } from '../../server/modules/playback/clip-cut';
import { clipJob } from '../../server/modules/playback/clip-job';
import {
  enqueueMediaJob,
  type MediaJobHandler,
  MediaJobQueue,
  type MediaJobRow,
} from '../../server/modules/playback/jobs';
import { findFfmpeg } from '../../server/providers/media/ffmpeg';
import { openTestDatabase } from './harness';
import { newAnchorWithRoom } from './room-world';

// Required, not skipped without it: .ci/run installs ffmpeg, and a media suite that skips proves nothing.
const ffmpeg = findFfmpeg('auto');
if (!ffmpeg) throw new Error('the media tests need ffmpeg on the PATH (apt-get install ffmpeg)');

const MATCH_ID = 92001;
const silent = { info() {}, warn() {}, error() {} };
const CUT_WAIT = { timeout: 60_000, interval: 50 };

let database: Database;
let drop: () => Promise<void>;
let mediaDir = '';
let replayId = 0;
let recordingDir = '';
let packageId = 0;
let nextEventIdx = 0;
const db = () => database.db;

/** A 60 s VOD as the media server records one: 4 s segments, a keyframe every 2 s. */
async function recordReplay(dir: string) {
  await mkdir(dir, { recursive: true });
  execFileSync(ffmpeg!, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25', '-f', 'lavfi', '-i', 'sine'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '50'],
    ...['-c:a', 'aac', '-t', '60', '-f', 'hls', '-hls_time', '4', '-hls_list_size', '0'],
    ...['-hls_playlist_type', 'vod', '-hls_segment_filename', path.join(dir, 's%d.ts')],
    path.join(dir, 'index.m3u8'),
  ]);
}

/** Seconds of a media file as ffprobe (installed beside ffmpeg) reads them. */
const probeSeconds = (file: string) =>
  Number(
    execFileSync(path.join(path.dirname(ffmpeg!), 'ffprobe'), [
      ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
    ]).toString(),
  );

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  mediaDir = await mkdtemp(path.join(tmpdir(), 'qiulive-clips-'));
  const a = await newAnchorWithRoom(db(), '回放测试');
  const startedAt = Date.now() - 3_600_000;
  recordingDir = `recordings/${a.room.streamName}/${startedAt}`;
  await recordReplay(path.join(mediaDir, recordingDir));

  await db().insert(competitions).values({
    id: 921,
    sport: 'football',
    name: '英格兰超级联赛',
    shortName: '英超',
    country: '英格兰',
    kind: 'league',
    tier: 1,
    color: '#3d195b',
    seasonId: 1,
    seasonName: '2026/27',
  });
  const team = (id: number, name: string) => ({
    id,
    sport: 'football',
    name,
    shortName: name,
    country: '英格兰',
    competitionId: 921,
  });
  await db()
    .insert(teams)
    .values([team(9201, '阿森纳'), team(9202, '切尔西')]);
  await db()
    .insert(matches)
    .values({
      id: MATCH_ID,
      sport: 'football',
      competitionId: 921,
      seasonId: 1,
      round: '1',
      homeTeamId: 9201,
      awayTeamId: 9202,
      kickoffAt: new Date(startedAt),
      state: 8,
    });
  const [replay] = await db()
    .insert(roomRecordings)
    .values({
      roomId: a.room.id,
      title: '回放测试',
      playlist: `${recordingDir}/index.m3u8`,
      durationMs: 60_000,
      matchId: MATCH_ID,
      matchType: 'football',
      createdAt: new Date(startedAt),
      parts: [{ dir: recordingDir, startedAt, durationMs: 60_000, offsetMs: 0 }],
    })
    .returning();
  replayId = replay!.id;
  const [pkg] = await db().insert(highlightPackages).values({ matchId: MATCH_ID }).returning();
  packageId = pkg!.id;
}, 120_000);

afterAll(async () => {
  await database?.close();
  await drop?.();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

/** A goal at 30 s on the replay, its clip planned from 20 s before to 10 s after, and its job. */
async function plannedClip(replay = replayId) {
  const [clip] = await db()
    .insert(highlightClips)
    .values({
      packageId,
      matchId: MATCH_ID,
      eventIdx: nextEventIdx++,
      replayId: replay,
      eventOffsetMs: 30_000,
      startMs: 10_000,
      durationMs: 30_000,
      title: '第30分钟 萨卡 破门',
      minute: 30,
      side: 'home',
      homeScore: 1,
      awayScore: 0,
    })
    .returning();
  await enqueueMediaJob(db(), { kind: 'clip', refId: clip!.id });
  return clip!;
}

const jobOf = async (clipId: number) =>
  (await db().select().from(mediaJobs).where(eq(mediaJobs.refId, clipId)))[0]!;
const clipRow = async (clipId: number) =>
  (await db().select().from(highlightClips).where(eq(highlightClips.id, clipId)))[0]!;

function queueWith(clip: MediaJobHandler, concurrency = 1) {
  return new MediaJobQueue({
    db: db(),
    log: silent,
    concurrency,
    pollMs: 100,
    retryDelaysMs: [0],
    handlers: { clip },
  });
}
const cutter = (bin = ffmpeg!) => clipJob({ db: db(), ffmpeg: bin, mediaDir, log: silent });

describe('media jobs: goal clips', () => {
  it('cuts a queued clip into an MP4 of the planned span with a thumbnail, once per clip', async () => {
    const clip = await plannedClip();
    await enqueueMediaJob(db(), { kind: 'clip', refId: clip.id }); // asked twice: one job
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(mediaJobs)
      .where(eq(mediaJobs.refId, clip.id))) as [{ n: number }];
    expect(n).toBe(1);

    const queue = queueWith(cutter());
    queue.start();
    await expect.poll(async () => (await jobOf(clip.id)).status, CUT_WAIT).toBe('done');
    await queue.stop();

    const row = await clipRow(clip.id);
    expect(row.status).toBe('done');
    expect(row.file).toBe(`clips/${MATCH_ID}/c${clip.id}.mp4`);
    expect(row.cover).toBe(`clips/${MATCH_ID}/c${clip.id}.jpg`);
    const mp4 = path.join(mediaDir, row.file);
    expect(existsSync(mp4)).toBe(true);
    const seconds = probeSeconds(mp4);
    expect(seconds).toBeGreaterThanOrEqual(28);
    expect(seconds).toBeLessThanOrEqual(32);
    expect(Math.abs(row.durationMs - 30_000)).toBeLessThanOrEqual(2_000);
    expect(row.sizeBytes).toBeGreaterThan(0);
    const cover = path.join(mediaDir, row.cover);
    const [width] = execFileSync(path.join(path.dirname(ffmpeg!), 'ffprobe'), [
      ...['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', cover],
    ])
      .toString()
      .trim()
      .split(',');
    expect(width).toBe('320');
    // Nothing half-written is left beside them.
    const names = await readdir(path.dirname(mp4));
    expect(names.filter((f) => f.includes('.part.'))).toEqual([]);
    const job = await jobOf(clip.id);
    expect(job.attempts).toBe(1);
    expect(job.finishedAt).not.toBeNull();
  });

  it('two queues of concurrency 1 take every job once and never run two at a time each', async () => {
    const clips = await Promise.all([1, 2, 3, 4].map(() => plannedClip()));
    const ran: number[] = [];
    const counted = (label: string, peaks: Record<string, number>) => {
      let now = 0;
      peaks[label] = 0;
      const cut = cutter();
      return async (job: MediaJobRow, signal: AbortSignal) => {
        now += 1;
        peaks[label] = Math.max(peaks[label]!, now);
        ran.push(job.refId);
        try {
          await cut(job, signal);
        } finally {
          now -= 1;
        }
      };
    };
    const peaks: Record<string, number> = {};
    const one = queueWith(counted('one', peaks));
    const two = queueWith(counted('two', peaks));
    one.start();
    two.start();
    for (const clip of clips)
      await expect.poll(async () => (await jobOf(clip.id)).status, CUT_WAIT).toBe('done');
    await Promise.all([one.stop(), two.stop()]);

    expect(peaks.one).toBeLessThanOrEqual(1);
    expect(peaks.two).toBeLessThanOrEqual(1);
    expect([...ran].sort()).toEqual(clips.map((c) => c.id).sort());
    for (const clip of clips) expect((await clipRow(clip.id)).status).toBe('done');
  });

  it('a job stopped mid-cut goes back to the queue and the next queue finishes it', async () => {
    // An "ffmpeg" that says it started and then hangs, as a long cut would, until it is signalled.
    const bin = path.join(mediaDir, 'hanging-ffmpeg.sh');
    const started = path.join(mediaDir, 'hanging-ffmpeg.started');
    await writeFile(bin, `#!/bin/sh\ntouch '${started}'\nexec sleep 120\n`);
    await chmod(bin, 0o755);
    const clip = await plannedClip();

    const first = queueWith(cutter(bin));
    first.start();
    await expect.poll(() => existsSync(started), CUT_WAIT).toBe(true);
    expect(first.active).toBe(1);
    await first.stop();
    expect(first.active).toBe(0);
    const parked = await jobOf(clip.id);
    expect(parked.status).toBe('queued');
    expect(parked.attempts).toBe(0); // a stop is not a failed attempt
    expect((await clipRow(clip.id)).status).toBe('queued');
    expect(existsSync(path.join(mediaDir, `clips/${MATCH_ID}/c${clip.id}.mp4`))).toBe(false);

    const second = queueWith(cutter());
    second.start();
    await expect.poll(async () => (await jobOf(clip.id)).status, CUT_WAIT).toBe('done');
    await second.stop();
    expect((await clipRow(clip.id)).status).toBe('done');
  });

  it('a job left running by a dead process is taken again once its lease ran out, not before', async () => {
    const lapsed = await plannedClip();
    const held = await plannedClip();
    const leave = (clipId: number, lease: string) =>
      db()
        .update(mediaJobs)
        .set({
          status: 'running',
          attempts: 1,
          leaseUntil: sql`now() + ${lease}::interval`,
        })
        .where(eq(mediaJobs.refId, clipId));
    await leave(lapsed.id, '-1 minute');
    await leave(held.id, '10 minutes'); // still held by a live process

    const queue = queueWith(cutter());
    queue.start();
    await expect.poll(async () => (await jobOf(lapsed.id)).status, CUT_WAIT).toBe('done');
    await queue.stop();
    expect((await jobOf(lapsed.id)).attempts).toBe(2);
    expect((await clipRow(lapsed.id)).status).toBe('done');
    const untouched = await jobOf(held.id);
    expect(untouched.status).toBe('running');
    expect(untouched.attempts).toBe(1);
    // Clean up so later tests' queues do not see it once its lease runs out.
    await db().update(mediaJobs).set({ status: 'done' }).where(eq(mediaJobs.refId, held.id));
  });

  it('a clip of an expired replay fails at once, without retries', async () => {
    const [expired] = await db()
      .insert(roomRecordings)
      .values({
        roomId: (
          await db().select().from(roomRecordings).where(eq(roomRecordings.id, replayId))
        )[0]!.roomId,
        playlist: 'recordings/gone/1/index.m3u8',
        durationMs: 60_000,
        matchId: MATCH_ID,
        expiredAt: new Date(),
      })
      .returning();
    const clip = await plannedClip(expired!.id);
    const queue = queueWith(cutter());
    queue.start();
    await expect.poll(async () => (await clipRow(clip.id)).status, CUT_WAIT).toBe('failed');
    await expect.poll(async () => (await jobOf(clip.id)).status, CUT_WAIT).toBe('done');
    await queue.stop();
    expect((await jobOf(clip.id)).attempts).toBe(1);
  });

  it('a cut that keeps failing is retried, then given up with its error, and its clip fails', async () => {
    const clip = await plannedClip();
    const queue = queueWith(cutter('/bin/false'));
    queue.start();
    await expect.poll(async () => (await jobOf(clip.id)).status, CUT_WAIT).toBe('failed');
    await queue.stop();
    const job = await jobOf(clip.id);
    expect(job.attempts).toBe(3);
    expect(job.error).toContain('ffmpeg exited 1');
    expect((await clipRow(clip.id)).status).toBe('failed');
  });

  it('cuts a goal in the second part of a joined replay from that part (its timestamps start again)', async () => {
    // A stream that dropped and came back: a second recording beside the first, joined by replay.m3u8.
    const second = `${path.dirname(recordingDir)}/${Number(path.basename(recordingDir)) + 90_000}`;
    await cp(path.join(mediaDir, recordingDir), path.join(mediaDir, second), { recursive: true });
    const own = await readFile(path.join(mediaDir, recordingDir, 'index.m3u8'), 'utf8');
    const entries = (prefix: string) =>
      own
        .split('\n')
        .filter((l) => l.startsWith('#EXTINF') || l.endsWith('.ts'))
        .map((l) => (l.endsWith('.ts') ? `${prefix}${l}` : l));
    const joined = [
      ...['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:4', '#EXT-X-PLAYLIST-TYPE:VOD'],
      ...entries(''),
      '#EXT-X-DISCONTINUITY',
      ...entries(`../${path.basename(second)}/`),
      '#EXT-X-ENDLIST',
    ].join('\n');
    await writeFile(path.join(mediaDir, recordingDir, 'replay.m3u8'), joined);

    // The goal 30 s into the second part (90 s on the replay), cut 20 s before to 10 s after.
    const cut = await cutClip({
      ffmpeg: ffmpeg!,
      mediaDir,
      playlist: `${recordingDir}/replay.m3u8`,
      startMs: 70_000,
      durationMs: 30_000,
      eventOffsetMs: 90_000,
      outDir: `clips/${MATCH_ID}`,
      name: 'joined',
    });
    expect(Math.abs(probeSeconds(path.join(mediaDir, cut.file)) - 30)).toBeLessThanOrEqual(2);
    expect(Math.abs(cut.durationMs - 30_000)).toBeLessThanOrEqual(2_000);
    expect(existsSync(path.join(mediaDir, cut.cover))).toBe(true);

    // A span across the join is cut from the goal's part only: 10 s before the goal there.
    const across = await cutClip({
      ffmpeg: ffmpeg!,
      mediaDir,
      playlist: `${recordingDir}/replay.m3u8`,
      startMs: 50_000,
      durationMs: 30_000,
      eventOffsetMs: 70_000,
      outDir: `clips/${MATCH_ID}`,
      name: 'across',
    });
    expect(Math.abs(probeSeconds(path.join(mediaDir, across.file)) - 20)).toBeLessThanOrEqual(2);
  });
});
