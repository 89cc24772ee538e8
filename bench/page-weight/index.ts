// `npm run bench -- page-weight`: the JavaScript a phone downloads for the first view of / and /football, as
// Chromium receives it from the real site (the production build, served compressed), against the same files
// uncompressed in the same run (the baseline). Writes bench/results/page-weight.json.
//
// Measured: a fresh Chromium profile per load (nothing cached), the page loaded at a phone's size until the
// network is quiet; every script response's body as it came over the wire (its encoded size, from the network
// events). The first view is what the page loads to show itself: the idle prefetch of the routes its links lead to
// (spec §2, §9: skipped on 2g) is left out by loading with Chromium's effective connection type forced to 2g (the
// site reads it for nothing else); a second load with prefetch on reports the whole, beside it. The baseline fetches each first-view URL again with no
// Accept-Encoding. Target (issue 25): ≤ 100 KB compressed for the first view (100,000 bytes).
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Request } from 'playwright-core';
import { writeResult } from '../result';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'football', path: '/football' },
];
const TARGET_BYTES = 100_000;
/** After the network is quiet, this long more: a late import the first render asked for still counts. */
const SETTLE_MS = 1_000;

interface Script {
  path: string;
  /** The body as it came over the wire. */
  wire: number;
  encoding: string;
}

/** The production build, as `npm start` makes it, into a directory of its own (dist/ may be in use). */
function buildClient(outDir: string) {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}

/** The real app over a fresh in-memory database with the demo data and the simulator's matches (bench/news's
 *  server), serving `dist`. */
function startSite(dist: string): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(fileURLToPath(new URL('../news/app-server.ts', import.meta.url)), [dist], {
    execArgv: ['--import', 'tsx'],
    // The board and the hot matches with the simulator's rows, as a fan sees them (not an empty board).
    env: { ...process.env, BENCH_FEED: 'simulator' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) =>
      resolve({ child, base: `http://127.0.0.1:${m.port}` }),
    );
    child.once('exit', (code) => reject(new Error(`the site exited with ${code}`)));
  });
}

/** The scripts a first view of `url` fetched, with their bodies' sizes on the wire. */
async function firstView(url: string, { prefetch }: { prefetch: boolean }): Promise<Script[]> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-page-weight-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    // The site's own rule (src/lib/prefetch.ts canPrefetch): no idle link prefetch on a 2g connection. (An init
    // script faking navigator.connection did not always run before the page's own code.)
    args: prefetch ? FLAGS : [...FLAGS, '--force-effective-connection-type=2G'],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const pending: Promise<Script | null>[] = [];
    const onFinished = (req: Request) => {
      pending.push(
        (async () => {
          const res = await req.response();
          if (!res || !/javascript/.test(res.headers()['content-type'] ?? '')) return null;
          const { responseBodySize } = await req.sizes();
          return {
            path: new URL(req.url()).pathname,
            wire: responseBodySize,
            encoding: res.headers()['content-encoding'] ?? 'identity',
          };
        })(),
      );
    };
    page.on('requestfinished', onFinished);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    // What finishes from here on is past the first view.
    page.off('requestfinished', onFinished);
    return (await Promise.all(pending)).filter((s): s is Script => s !== null);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** A file's bytes with no Accept-Encoding: what the same script costs uncompressed. */
function identityBytes(url: string) {
  return new Promise<number>((resolve, reject) => {
    request(url, (res) => {
      if (res.headers['content-encoding']) reject(new Error(`${url} came compressed unasked`));
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
      });
      res.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

const dist = await mkdtemp(join(tmpdir(), 'bench-page-weight-dist-'));
let site: Awaited<ReturnType<typeof startSite>> | null = null;
try {
  console.log('page-weight: building the client');
  buildClient(dist);
  site = await startSite(dist);
  const figures: Record<string, number> = {};
  const baseline: Record<string, number> = {};
  let met = true;
  for (const { name, path } of PAGES) {
    const scripts = await firstView(`${site.base}${path}`, { prefetch: false });
    const withPrefetch = await firstView(`${site.base}${path}`, { prefetch: true });
    const base = site.base;
    const raw = await Promise.all(scripts.map((s) => identityBytes(`${base}${s.path}`)));
    const wire = sum(scripts.map((s) => s.wire));
    const uncompressed = sum(raw);
    const notCompressed = scripts.filter((s) => s.encoding === 'identity').length;
    figures[`${name}JsBytes`] = wire;
    figures[`${name}JsScripts`] = scripts.length;
    figures[`${name}JsScriptsUncompressed`] = notCompressed;
    figures[`${name}JsBytesWithIdlePrefetch`] = sum(withPrefetch.map((s) => s.wire));
    figures[`${name}JsScriptsWithIdlePrefetch`] = withPrefetch.length;
    baseline[`${name}JsBytes`] = uncompressed;
    met &&= wire <= TARGET_BYTES;
    console.log(
      `\n${path}: ${scripts.length} scripts, ${kb(wire)} on the wire (${kb(uncompressed)} uncompressed, ` +
        `${notCompressed} sent uncompressed); target ≤ ${kb(TARGET_BYTES)}: ${wire <= TARGET_BYTES ? 'met' : 'not met'}; ` +
        `with the idle link prefetch: ${withPrefetch.length} scripts, ${kb(sum(withPrefetch.map((s) => s.wire)))}`,
    );
    const largest = scripts
      .map((s, i) => ({ ...s, raw: raw[i] ?? 0 }))
      .sort((a, b) => b.wire - a.wire)
      .slice(0, 12);
    for (const s of largest)
      console.log(
        `  ${kb(s.wire).padStart(9)} ${s.encoding.padEnd(8)} ${kb(s.raw).padStart(9)} raw  ${s.path}`,
      );
  }
  writeResult({
    name: 'page-weight',
    figures,
    baseline,
    target:
      'JavaScript on the wire for the first view of / and /football ≤ 100 KB (100,000 bytes) compressed, each; baseline: the same scripts uncompressed',
    met,
  });
} finally {
  site?.child.kill();
  await rm(dist, { recursive: true, force: true });
}
