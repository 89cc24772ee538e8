// `npm run bench -- memory`: the real server (server/main.ts) on PGlite from an empty data directory, with the
// simulator feed: RSS when it first answers (before any socket), after the feed's first catch-up, and a minute of
// live ticks later; what holds the memory (V8 heap, external, ArrayBuffers — PGlite's WebAssembly memory is one)
// and PGlite's WebAssembly memory (its reserved size); with BENCH_SNAPSHOT=1 (after the live minute) or
// BENCH_SNAPSHOT=catch-up, the heap snapshot's biggest holders. Baselines from the same run: a bare Node process
// with PGlite opened on an empty directory with its defaults, and one that opens an empty directory exactly as
// the server does (server/db/client.ts) and nothing else. Writes bench/results/memory.json.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeResult } from '../result';
import { SERVER_NODE_FLAGS } from '../server-flags';
import { heapSummary } from './heap-summary';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const root = fileURLToPath(new URL('../../', import.meta.url));
const LIVE_SECONDS = Number(process.env.BENCH_SECONDS) || 60;
const TARGET_MB = 400;

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** PGlite's WebAssembly memory (its reserved size: the pages Postgres touched are part of RSS for good). */
  wasm: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

function memoryOf(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    const on = (m: Memory & { t: string }) => {
      if (m.t !== 'memory') return;
      child.off('message', on);
      resolve(m);
    };
    child.on('message', on);
    child.send({ t: 'memory' });
  });
}

const mb = (b: number) => Number((b / 1048576).toFixed(1));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function runServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'qiulive-memory-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      ...SERVER_NODE_FLAGS,
      '--import',
      'tsx',
      '--import',
      here('probe.ts'),
      join(root, 'server/main.ts'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        DATABASE_URL: '',
        REDIS_URL: '',
        // As `npm start` runs it (package.json): glibc's fixed mmap threshold (see README).
        MALLOC_MMAP_THRESHOLD_: '131072',
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  let log = '';
  const seen = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (log.includes(text)) resolve();
      };
      child.stdout!.on('data', check);
      child.once('exit', (code) => reject(new Error(`server exited (${code}) before "${text}"`)));
      check();
    });
  child.stdout!.on('data', (d: Buffer) => {
    log = (log + d.toString()).slice(-200_000);
  });
  const t0 = Date.now();
  const figures: Record<string, number> = {};
  const record = (phase: string, m: Memory) => {
    figures[`rss${phase}MB`] = mb(m.rss);
    figures[`heapUsed${phase}MB`] = mb(m.heapUsed);
    figures[`heapTotal${phase}MB`] = mb(m.heapTotal);
    figures[`external${phase}MB`] = mb(m.external);
    figures[`arrayBuffers${phase}MB`] = mb(m.arrayBuffers);
    figures[`pgliteWasm${phase}MB`] = mb(m.wasm);
    console.log(
      `${phase}: ${JSON.stringify(Object.fromEntries(Object.entries(m).map(([k, v]) => [k, typeof v === 'number' ? mb(v) : v])))}`,
    );
  };
  const snapshot = async (name: string) => {
    const file = join(dataDir, `${name}.heapsnapshot`);
    const written = await new Promise<string>((resolve) => {
      child.once('message', (m: { file: string }) => resolve(m.file));
      child.send({ t: 'snapshot', file });
    });
    console.log(`heap snapshot ${name}, biggest holders by constructor:`);
    console.table(heapSummary(written));
  };
  try {
    await seen('qiulive ready');
    const ready = await memoryOf(child);
    record('Ready', ready);
    await seen('feed: simulator caught up');
    figures.catchUpSeconds = Number(((Date.now() - t0) / 1000).toFixed(1));
    await sleep(5_000);
    const caught = await memoryOf(child);
    record('AfterCatchUp', caught);
    if (process.env.BENCH_SNAPSHOT === 'catch-up') await snapshot('after-catch-up');
    await sleep(LIVE_SECONDS * 1000);
    const live = await memoryOf(child);
    record('Live', live);
    if (process.env.BENCH_SNAPSHOT === '1') await snapshot('after-live');
  } catch (err) {
    // Partial figures are kept: what was measured before the failure still says something.
    console.log(`  stopped short: ${err instanceof Error ? err.message : String(err)}`);
    figures.complete = 0;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  figures.complete ??= 1;
  return figures;
}

async function runBaseline(script: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'qiulive-memory-base-'));
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--import', here('probe.ts'), here(script), dataDir],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  const m = await memoryOf(child);
  child.kill();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    rssMB: mb(m.rss),
    heapUsedMB: mb(m.heapUsed),
    arrayBuffersMB: mb(m.arrayBuffers),
    pgliteWasmMB: mb(m.wasm),
  };
}

console.log(
  `memory: load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const bare = await runBaseline('baseline.ts');
console.log('baseline (bare PGlite, new directory, its defaults):', bare);
const opened = await runBaseline('baseline-open.ts');
console.log('baseline (an empty directory opened as the server opens it, nothing else):', opened);
const baseline = {
  ...bare,
  serverOpenRssMB: opened.rssMB,
  serverOpenHeapUsedMB: opened.heapUsedMB,
  serverOpenPgliteWasmMB: opened.pgliteWasmMB,
};
const figures = await runServer();
figures.machineLoadAverage = Number(loadavg()[0]!.toFixed(2));
writeResult({
  name: 'memory',
  figures,
  baseline,
  target: `RSS after the feed's first catch-up ≤ ${TARGET_MB} MB on PGlite`,
  met: figures.complete === 1 && (figures.rssAfterCatchUpMB ?? Infinity) <= TARGET_MB,
});
