// Video latency bench: glass-to-glass delay on loopback. ffmpeg pushes a test picture with its frame
// number burned in to the embedded media server; Chromium plays the room with flv.js (HTTP-FLV) and with
// hls.js (HLS) and reads the number off every displayed frame; the delay is display time minus the time
// that frame reached the server (an HTTP-FLV reader in this process notes it; on loopback that is when
// the sender emitted it). Medians per path; target: HTTP-FLV ≤ 1.5 s.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { rooms, users } from '../../server/db/schema';
import { upRoom } from '../../server/modules/room/lifecycle';
import { startMedia } from '../../server/modules/room/media-start';
import { rotateStreamKey } from '../../server/modules/room/stream-key';
import { runFfmpeg } from '../../server/providers/media/ffmpeg';
import { openBrowser } from '../../tests/e2e/browser';
import { writeResult } from '../result';
import { readArrivals } from './arrivals';
import { playerScript } from './page';
import { senderArgs } from './sender';

const WATCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 25);
const WARMUP_MS = 4_000;
const TARGET_FLV_MS = 1_500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? Number.NaN;
};

const mediaDir = await mkdtemp(path.join(tmpdir(), 'qiulive-bench-media-'));
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  FEED: 'off',
  HOST: '127.0.0.1',
  PORT: '0',
  RTMP_PORT: '0',
  MEDIA_DIR: mediaDir,
  STATIC_DIR: './.tmp/no-client-build',
});
const database = await openDatabase({ pglite: await PGlite.create() });
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const media = await startMedia(app);
if (!media.ffmpeg || !media.rtmpPort)
  throw new Error('video-latency needs ffmpeg and the embedded media server');

const db = app.ctx.db;
const [anchor] = await db
  .insert(users)
  .values({ phone: '13900009999', nickName: '延迟测试', isAnchor: 1 })
  .returning();
const [room] = await db
  .insert(rooms)
  .values({ anchorId: anchor!.id, title: '延迟测试', streamName: 'latencybench' })
  .returning();
const secret = await rotateStreamKey(db, room!.id);
await upRoom({ db, bus: app.ctx.bus }, room!, { title: '延迟测试' });

console.log('pushing the test picture…');
const sender = runFfmpeg(
  media.ffmpeg,
  senderArgs(
    `rtmp://127.0.0.1:${media.rtmpPort}/live/${room!.streamName}?key=${secret}`,
    WATCH_SECONDS + 20,
  ),
  (lines) => console.error(lines),
);
while (!app.media.server?.isPublishing(room!.streamName)) await sleep(20);
const flvUrl = `${base}/media/live/${room!.streamName}.flv`;
const hlsUrl = `${base}/media/live/${room!.streamName}/index.m3u8`;
const arrivals = await readArrivals(flvUrl);

// HLS needs its first segments written before hls.js can start.
while ((await fetch(hlsUrl)).status !== 200) await sleep(200);

const browser = await openBrowser();
async function watch(kind: 'flv' | 'hls', url: string) {
  const page = await browser.newContext().then((c) => c.newPage());
  await page.goto(`${base}/healthz`);
  const lib =
    kind === 'flv' ? 'node_modules/flv.js/dist/flv.min.js' : 'node_modules/hls.js/dist/hls.min.js';
  await page.addScriptTag({ path: path.resolve(lib) });
  await page.evaluate(playerScript(kind, url));
  const started = Date.now();
  await sleep(WATCH_SECONDS * 1000);
  const samples = (await page.evaluate('window.__samples')) as [number, number][];
  return samples.filter(([shown]) => shown > started + WARMUP_MS);
}
console.log(`watching ${WATCH_SECONDS} s with flv.js and hls.js…`);
const [flv, hls] = await Promise.all([watch('flv', flvUrl), watch('hls', hlsUrl)]);

// The first frame sits a few ms in (the audio encoder's priming); a later one means frames were missed.
if ((arrivals.firstTimestamp() ?? 1e9) > 100)
  throw new Error('the reader missed the first frames; cannot map frame numbers to arrivals');

/** Delay of each shown frame whose arrival the reader saw live (not from the start-up cache). */
function delays(samples: [number, number][]) {
  const out: number[] = [];
  for (const [shown, n] of samples) {
    const arrived = arrivals.frames[n];
    if (arrived !== undefined && arrived > arrivals.connectedAt + 500) out.push(shown - arrived);
  }
  return out;
}
const flvDelays = delays(flv);
const hlsDelays = delays(hls);

arrivals.stop();
await browser.close();
await sender.stop();
await app.close();
await database.close();
await rm(mediaDir, { recursive: true, force: true });

const flvMedian = Math.round(median(flvDelays));
const hlsMedian = Math.round(median(hlsDelays));
writeResult({
  name: 'video-latency',
  figures: {
    flvMedianMs: flvMedian,
    flvP90Ms: Math.round(percentile(flvDelays, 0.9)),
    flvFrames: flvDelays.length,
    hlsMedianMs: hlsMedian,
    hlsP90Ms: Math.round(percentile(hlsDelays, 0.9)),
    hlsFrames: hlsDelays.length,
  },
  // The same stream in the same run through the other path: HLS (1 s segments) is the slow path.
  baseline: { hlsMedianMs: hlsMedian },
  target: `HTTP-FLV (flv.js) glass-to-glass median ≤ ${TARGET_FLV_MS} ms on loopback`,
  met: flvDelays.length > 0 && flvMedian <= TARGET_FLV_MS,
});
process.exit(0);
