// Playback bench: (a) from the end of a 10-minute broadcast to its replay being playable (listed by
// /api/back/pageByRoom, its playlist answering with #EXT-X-ENDLIST), against ffmpeg alone remuxing that
// recording into one MP4; (b) child CPU seconds per minute of clips cut by cutClip, against ffmpeg's own
// stream copy of the same spans. Everything after setup goes over HTTP, so it outlives the replay code.
// The broadcast is pre-encoded and pushed at 20× real time once the recorder is attached: unthrottled,
// the server stops its recorder when the publish ends while the recorder is still far behind, and about
// half the recording is lost (60 s pushed in 0.2 s kept 32 s).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../server/app';
import { loadConfig, mountPath } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { rooms, users } from '../../server/db/schema';
import { cutClip } from '../../server/modules/playback/clip-cut';
import { upRoom } from '../../server/modules/room/lifecycle';
import { startMedia } from '../../server/modules/room/media-start';
import { rotateStreamKey } from '../../server/modules/room/stream-key';
import { runFfmpeg } from '../../server/providers/media/ffmpeg';
import { writeResult } from '../result';
import { childCpuSeconds } from './cpu';
import { pushFlv } from './push';

const BROADCAST_SECONDS = Number(process.env.BENCH_SECONDS ?? 600);
const GRACE_SECONDS = 1;
/** The fast phase's pace in content seconds per second (see the report for why not unthrottled). */
const SPEED = Number(process.env.BENCH_SPEED ?? 20);
const TARGET_PLAYABLE_MS = 5_000;
const TARGET_CPU_RATIO = 1.5;
/** Clip spans (start s, length s) on the recording: goals at different places, 20 s before to 10 s after. */
const SPANS = Array.from({ length: 12 }, (_, i) => [
  Math.round(((i + 1) * (BROADCAST_SECONDS - 60)) / 13),
  30,
]);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (x: number, digits = 3) => Number(x.toFixed(digits));

const work = await mkdtemp(path.join(tmpdir(), 'qiulive-bench-playback-'));
const mediaDir = path.join(work, 'media');
const source = path.join(work, 'broadcast.flv');

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG ?? 'silent',
  FEED: 'off',
  HOST: '127.0.0.1',
  PORT: '0',
  RTMP_PORT: '0',
  MEDIA_DIR: mediaDir,
  MEDIA_GRACE_SECONDS: String(GRACE_SECONDS),
  DEMO_STREAMS: '0',
  STATIC_DIR: './.tmp/no-client-build',
});
const database = await openDatabase({ pglite: await PGlite.create() });
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const media = await startMedia(app);
if (!media.ffmpeg || !media.rtmpPort)
  throw new Error('the playback bench needs ffmpeg and the embedded media server');
const ffmpeg = media.ffmpeg;

// The broadcast's picture, encoded once beforehand so the push costs no encoding.
console.log(`encoding ${BROADCAST_SECONDS} s of test picture…`);
execFileSync(ffmpeg, [
  ...['-hide_banner', '-loglevel', 'error', '-y'],
  ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25', '-f', 'lavfi', '-i', 'sine'],
  ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '50'],
  ...['-c:a', 'aac', '-t', String(BROADCAST_SECONDS), '-f', 'flv', source],
]);

const db = app.ctx.db;
const [anchor] = await db
  .insert(users)
  .values({ phone: '13900008888', nickName: '回放测试', isAnchor: 1 })
  .returning();
const [room] = await db
  .insert(rooms)
  .values({ anchorId: anchor!.id, title: '回放测试', streamName: 'playbackbench' })
  .returning();
const secret = await rotateStreamKey(db, room!.id);
await upRoom({ db, bus: app.ctx.bus }, room!, { title: '回放测试' });

console.log(`pushing it (real time until recorded, then ${SPEED}× real time)…`);
const liveUrl = `${base}/media/live/${room!.streamName}/index.m3u8`;
const push = pushFlv(
  ffmpeg,
  source,
  BROADCAST_SECONDS,
  `rtmp://127.0.0.1:${media.rtmpPort}/live/${room!.streamName}?key=${secret}`,
  async () => (await fetch(liveUrl)).status === 200,
  SPEED,
);
const fastSince = await push.fastSince;
const { code, at: ended } = await push.exited;
if (code !== 0) throw new Error(`the push failed (${code})`);
console.log(`pushed in ${((ended - fastSince) / 1000).toFixed(1)} s after the recorder attached`);

/** The replay's playlist URL once /api/back/pageByRoom lists one whose playlist is complete. */
async function playableReplay() {
  const page = await fetch(`${base}${mountPath(config.baseUrls.api)}/api/back/pageByRoom`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ roomId: room!.id }),
  });
  const list = ((await page.json()).data?.list ?? []) as { url: string; durationSeconds: number }[];
  for (const replay of list) {
    const res = await fetch(`${base}${replay.url}`);
    if (res.status === 200 && (await res.text()).includes('#EXT-X-ENDLIST')) return replay;
  }
  return null;
}
/** On disk, not over HTTP (a diagnostic only): when the media server closed the recording's playlist. */
const recordings = path.join(mediaDir, 'recordings', room!.streamName);
const recordingClosed = async () => {
  for (const dir of await readdir(recordings).catch(() => [] as string[])) {
    const text = await readFile(path.join(recordings, dir, 'index.m3u8'), 'utf8').catch(() => '');
    if (text.includes('#EXT-X-ENDLIST')) return true;
  }
  return false;
};
let closedMs: number | null = null;
let replay: { url: string; durationSeconds: number } | null = null;
while (!replay) {
  if (closedMs === null && (await recordingClosed())) closedMs = performance.now() - ended;
  replay = await playableReplay();
  if (!replay && performance.now() - ended > 120_000)
    throw new Error('no playable replay in 120 s');
  if (!replay) await sleep(25);
}
const playableMs = performance.now() - ended;
console.log(`replay playable ${playableMs.toFixed(0)} ms after the broadcast ended`);

// The recording on disk: the replay's URL is /media/<path under the media directory>.
const playlist = replay.url.replace(/^.*?\/media\//, '');
const playlistFile = path.join(mediaDir, playlist);

/** Wall ms and child CPU s of one ffmpeg run to its end. */
async function timed(args: string[]) {
  const cpu = childCpuSeconds();
  const t0 = performance.now();
  const exit = await runFfmpeg(ffmpeg, args, (lines) => console.error(lines)).exited;
  if (exit !== 0) throw new Error(`ffmpeg ${args.join(' ')} exited ${exit}`);
  return { ms: performance.now() - t0, cpu: childCpuSeconds() - cpu };
}

const remux = await timed(['-y', '-i', playlistFile, '-c', 'copy', path.join(work, 'whole.mp4')]);
console.log(`ffmpeg alone remuxes it into one MP4 in ${remux.ms.toFixed(0)} ms`);

// (b) The same spans cut by cutClip and by ffmpeg's own stream copy, interleaved so drift hits both.
let clipCpu = 0;
let copyCpu = 0;
let clipMs = 0;
let copyMs = 0;
let clipMinutes = 0;
for (const [i, [start, length]] of SPANS.entries()) {
  const copy = await timed([
    ...['-y', '-ss', String(start), '-i', playlistFile, '-t', String(length)],
    ...['-c', 'copy', '-movflags', '+faststart', path.join(work, `copy${i}.mp4`)],
  ]);
  copyCpu += copy.cpu;
  copyMs += copy.ms;
  const cpu = childCpuSeconds();
  const t0 = performance.now();
  const clip = await cutClip({
    ffmpeg,
    mediaDir,
    playlist,
    startMs: start! * 1000,
    durationMs: length! * 1000,
    eventOffsetMs: (start! + 20) * 1000,
    outDir: 'clips/bench',
    name: `c${i}`,
  });
  clipMs += performance.now() - t0;
  clipCpu += childCpuSeconds() - cpu;
  clipMinutes += clip.durationMs / 60_000;
}
const perMinute = (cpu: number) => round(cpu / clipMinutes);
const ratio = clipCpu / copyCpu;

await app.close();
await database.close();
await rm(work, { recursive: true, force: true });

writeResult({
  name: 'playback',
  figures: {
    broadcastSeconds: BROADCAST_SECONDS,
    replayDurationSeconds: replay.durationSeconds,
    graceSeconds: GRACE_SECONDS,
    pushSpeed: SPEED,
    pushFastPhaseMs: Math.round(ended - fastSince),
    recordingClosedAfterEndMs: Math.round(closedMs ?? playableMs),
    replayPlayableAfterEndMs: Math.round(playableMs),
    clips: SPANS.length,
    clipMinutes: round(clipMinutes),
    cutClipCpuSecondsPerClipMinute: perMinute(clipCpu),
    cutClipWallMsPerClip: Math.round(clipMs / SPANS.length),
    cutClipCpuOverStreamCopy: round(ratio, 2),
  },
  baseline: {
    ffmpegRemuxWholeRecordingMs: Math.round(remux.ms),
    ffmpegRemuxWholeRecordingCpuSeconds: round(remux.cpu),
    ffmpegStreamCopyCpuSecondsPerClipMinute: perMinute(copyCpu),
    ffmpegStreamCopyWallMsPerClip: Math.round(copyMs / SPANS.length),
  },
  target:
    "replay playable within 5 s of a 10-minute broadcast's end; clip cutting costs at most 1.5× ffmpeg's own stream copy of the same span in CPU seconds",
  met: playableMs <= TARGET_PLAYABLE_MS && ratio <= TARGET_CPU_RATIO,
});
process.exit(0);
