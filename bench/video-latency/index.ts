// Video latency bench: glass-to-glass delay on loopback. ffmpeg pushes a test picture with its frame
// number burned in to the embedded media server; Chromium plays the room three ways at once and reads the
// number off every displayed frame; the delay is display time minus the time that frame reached the server
// (an HTTP-FLV reader in this process notes it; on loopback that is when the sender emitted it).
// - site: the site's own player code (src/features/room/player/attach-stream.ts, bundled here with Vite):
//   flv.js with the live-edge chase, as a room page plays it. This is what the target is about.
// - flv: bare flv.js with the same options and no chase (how the room played before the chase): the baseline.
// - hls: hls.js on the same stream's HLS (1 s segments), the slow path, for comparison.
// Stalls (the buffer running dry after playback began) are counted after the warm-up.
// Target (issue 25): site HTTP-FLV glass-to-glass median ≤ 0.8 s, with no stall.
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
import { sitePlayerBundle } from './site-player';

const WATCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 25);
const WARMUP_MS = 4_000;
const TARGET_FLV_MS = 800;

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

const sitePlayer = await sitePlayerBundle();
const browser = await openBrowser();
async function watch(kind: 'site' | 'flv' | 'hls', url: string) {
  // The page is the server's /healthz (same origin as the stream); its JSON answer's CSP forbids scripts, and the
  // bench's own player scripts are not the site's pages.
  const page = await browser.newContext({ bypassCSP: true }).then((c) => c.newPage());
  await page.goto(`${base}/healthz`);
  if (kind === 'site') await page.addScriptTag({ content: sitePlayer });
  else
    await page.addScriptTag({
      path: path.resolve(
        kind === 'flv'
          ? 'node_modules/flv.js/dist/flv.min.js'
          : 'node_modules/hls.js/dist/hls.min.js',
      ),
    });
  await page.evaluate(playerScript(kind, url));
  const started = Date.now();
  await sleep(WATCH_SECONDS * 1000);
  const samples = (await page.evaluate('window.__samples')) as [number, number][];
  const stalls = (await page.evaluate('window.__stalls')) as number[];
  const failure = await page.evaluate('window.__failure ?? null');
  if (failure) throw new Error(`the ${kind} player failed: ${JSON.stringify(failure)}`);
  return {
    samples: samples.filter(([shown]) => shown > started + WARMUP_MS),
    stalls: stalls.filter((at) => at > started + WARMUP_MS).length,
  };
}
console.log(`watching ${WATCH_SECONDS} s with the site's player, bare flv.js and hls.js…`);
const [site, flv, hls] = await Promise.all([
  watch('site', flvUrl),
  watch('flv', flvUrl),
  watch('hls', hlsUrl),
]);

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
const siteDelays = delays(site.samples);
const flvDelays = delays(flv.samples);
const hlsDelays = delays(hls.samples);

arrivals.stop();
await browser.close();
await sender.stop();
await app.close();
await database.close();
await rm(mediaDir, { recursive: true, force: true });

const siteMedian = Math.round(median(siteDelays));
const flvMedian = Math.round(median(flvDelays));
const hlsMedian = Math.round(median(hlsDelays));
const met = siteDelays.length > 0 && siteMedian <= TARGET_FLV_MS && site.stalls === 0;
writeResult({
  name: 'video-latency',
  figures: {
    siteFlvMedianMs: siteMedian,
    siteFlvP90Ms: Math.round(percentile(siteDelays, 0.9)),
    siteFlvFrames: siteDelays.length,
    siteFlvStalls: site.stalls,
    watchSeconds: WATCH_SECONDS,
    warmupMs: WARMUP_MS,
  },
  // The same stream in the same run: bare flv.js (no chase) and HLS (1 s segments, the slow path).
  baseline: {
    bareFlvMedianMs: flvMedian,
    bareFlvP90Ms: Math.round(percentile(flvDelays, 0.9)),
    bareFlvFrames: flvDelays.length,
    bareFlvStalls: flv.stalls,
    hlsMedianMs: hlsMedian,
    hlsP90Ms: Math.round(percentile(hlsDelays, 0.9)),
    hlsFrames: hlsDelays.length,
    hlsStalls: hls.stalls,
  },
  target: `HTTP-FLV glass-to-glass median ≤ ${TARGET_FLV_MS} ms on loopback through the site's player (flv.js with the live-edge chase), with no stall after the ${WARMUP_MS / 1000} s warm-up`,
  met,
});
console.log(
  `site player (flv.js + chase) median ${siteMedian} ms, p90 ${Math.round(percentile(siteDelays, 0.9))} ms, ${site.stalls} stalls; bare flv.js ${flvMedian} ms (${flv.stalls} stalls); hls.js ${hlsMedian} ms; target ≤ ${TARGET_FLV_MS} ms, no stall: ${met ? 'met' : 'not met'}`,
);
process.exit(0);
