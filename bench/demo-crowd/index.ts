// What the living demo costs: CPU of the server and all its ffmpeg children with the demo on (six demo rooms
// live on the looped stream, the demo crowd, the live covers) against the same site with DEMO_STREAMS=0 (no
// streams, so no crowd and no covers), in the same run on the same database. CPU is read from /proc: the
// process's own time, its reaped children's (the cover grabs) and its live descendants' (the pushes and the
// HLS/recording remuxes), over BENCH_SECONDS (60) after a settling time. Linux only.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeResult } from '../result';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
/** After start: the feed catches up, the pushes connect, the crowd sits down, the first covers are taken. */
const SETTLE_MS = 25_000;
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function stat(pid: number): number[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) in parentheses: state is field 3.
    return text
      .slice(text.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
  } catch {
    return null;
  }
}

/** Children of every thread of the process (a child belongs to the thread that forked it). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

/** CPU ticks of the tree: every live process's own time and the time of the children it has reaped. */
function treeTicks(pid: number): { ticks: number; processes: number } {
  const fields = stat(pid);
  if (!fields) return { ticks: 0, processes: 0 };
  // utime, stime, cutime, cstime are fields 14-17, i.e. indexes 11-14 after the command.
  let ticks = fields[11]! + fields[12]! + fields[13]! + fields[14]!;
  let processes = 1;
  for (const child of childrenOf(pid)) {
    const sub = treeTicks(child);
    ticks += sub.ticks;
    processes += sub.processes;
  }
  return { ticks, processes };
}

async function waitHealthy(url: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && child.exitCode === null) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error(`${url} not healthy`);
}

async function liveRooms(base: string) {
  const res = await fetch(`${base}/gw/api/room/page?roomType=1&page=1&pageSize=50`);
  const body = (await res.json()) as { data: { list: { viewers: number; cover: string }[] } };
  const list = body.data.list;
  return {
    live: list.length,
    viewers: list.reduce((n, r) => n + r.viewers, 0),
    covers: list.filter((r) => r.cover.startsWith('/media/covers/')).length,
  };
}

/** Starts the server with the given settings, lets it settle, and measures its tree's CPU. */
async function measure(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      RTMP_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    await waitHealthy(`${base}/healthz`, child);
    await sleep(SETTLE_MS);
    const before = treeTicks(child.pid!);
    const t0 = performance.now();
    await sleep(SECONDS * 1000);
    const after = treeTicks(child.pid!);
    const wallSeconds = (performance.now() - t0) / 1000;
    const rooms = await liveRooms(base);
    const cores = (after.ticks - before.ticks) / TICKS_PER_SECOND / wallSeconds;
    return { cores, processes: after.processes, ...rooms };
  } finally {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'qiulive-bench-demo-'));
try {
  // A first start seeds the database and lets the feed fill its window, so neither run below pays for that.
  await measure(dataDir, { DEMO_STREAMS: '0' }).catch(() => null);
  const off = await measure(dataDir, { DEMO_STREAMS: '0' });
  const on = await measure(dataDir, { DEMO_STREAMS: '1', DEMO_CROWD: '1' });
  const cost = on.cores - off.cores;
  const round = (n: number) => Number(n.toFixed(3));
  writeResult({
    name: 'demo-crowd',
    figures: {
      demoCores: round(on.cores),
      demoCostCores: round(cost),
      liveRooms: on.live,
      viewers: on.viewers,
      liveCovers: on.covers,
      processes: on.processes,
      seconds: SECONDS,
    },
    baseline: { siteCores: round(off.cores), liveRooms: off.live, processes: off.processes },
    target:
      'the whole demo (6 live rooms on the looped stream, the crowd, live covers) costs ≤ 0.25 core over the site without it',
    met: on.live >= 6 && cost <= 0.25,
  });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
