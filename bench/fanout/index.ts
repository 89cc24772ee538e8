// `npm run bench -- fanout`: N socket.io clients on scores:football against the real app, then the same against
// a bare `ws` broadcast; prints latency, losses, server RSS per idle socket and CPU; writes bench/results/fanout.json.
//
// Processes: one server child (the app, or the ws baseline) and BENCH_WORKERS (default 2) load-generator
// children, each a separate node process with an IPC channel — not worker_threads — so the server's RSS and
// CPU are its own, and each generator has its own event loop, heap and descriptor table. Nothing is pinned:
// the kernel spreads the server (~0.8 core at 5,000 sockets) and the generators over both cores. Two
// generators rather than one because a single socket.io-client process needs ~0.9 core for 5,000 clients
// and would queue messages itself; the figures report every process's CPU and what other processes used.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { writeResult } from '../result';
import { type CpuSplit, startCpuMeter, waitForQuiet } from './cpu-meter';
import { Histogram } from './histogram';
import type {
  ConnectReport,
  FromLoad,
  FromServer,
  LoadReport,
  MemorySample,
  RunReport,
  Target,
  ToLoad,
  ToServer,
} from './messages';

const env = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

const TARGET_CLIENTS = 5000;
const wanted = env('BENCH_CLIENTS', TARGET_CLIENTS);
const seconds = env('BENCH_SECONDS', 30);
const workers = env('BENCH_WORKERS', 2);
const intervalMs = 100;
/** Connects in flight per generator: enough to be quick, few enough not to overflow the accept backlog. */
const concurrency = env('BENCH_CONCURRENCY', 50);
/** How long after the last publish the clients may still be receiving. */
const drainMs = 3000;

/** Other processes' CPU (in cores) above which a run is disturbed: the app server alone needs ~0.8. */
const QUIET_CORES = 0.3;

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

function fdLimits() {
  const out = execFileSync('sh', ['-c', 'ulimit -Sn; ulimit -Hn'], { encoding: 'utf8' }).split(
    '\n',
  );
  const parse = (s: string | undefined) => (s === 'unlimited' ? Infinity : Number(s));
  return { soft: parse(out[0]), hard: parse(out[1]) };
}

/**
 * Starts a TypeScript child with an IPC channel, its descriptor limit raised to `fds` (up to the hard
 * limit) by the shell that then execs node — fork() alone cannot change a child's limits.
 */
function launch(file: string, fds: number, extraArgs: string[] = []) {
  return spawn(
    'sh',
    [
      '-c',
      // Raise the soft limit only (to the hard limit at most); EMFILE in the connect errors says if short.
      'w=$0; s=$(ulimit -Sn); if [ "$s" != unlimited ] && [ "$s" -lt "$w" ]; then ' +
        'ulimit -Sn "$w" 2>/dev/null || ulimit -Sn "$(ulimit -Hn)"; fi; exec "$@"',
      String(fds),
      process.execPath,
      '--import',
      'tsx',
      ...extraArgs,
      here(file),
    ],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
}

/** The next message of kind t from a child; a child's error message or exit fails it. */
function next<M extends { t: string }, T extends M['t']>(
  child: ChildProcess,
  t: T,
  timeoutMs: number,
) {
  return new Promise<Extract<M, { t: T }>>((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`no "${t}" within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (m: M) => {
      if (m.t === t) done(undefined, m as Extract<M, { t: T }>);
      else if (m.t === 'error') done(new Error((m as unknown as { message: string }).message));
    };
    const onExit = (code: number | null) =>
      done(new Error(`child exited (${code}) waiting for "${t}"`));
    function done(err?: Error, m?: Extract<M, { t: T }>) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (err) reject(err);
      else resolve(m!);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

const toServer = (child: ChildProcess, m: ToServer) => child.send(m);
const toLoad = (child: ChildProcess, m: ToLoad) => child.send(m);

function stop(child: ChildProcess, message: ToServer | ToLoad) {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.send(message);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  return exited.finally(() => clearTimeout(timer));
}

interface Measured {
  target: Target;
  clients: number;
  connect: ConnectReport;
  before: MemorySample;
  idle: MemorySample;
  run?: RunReport;
  load?: LoadReport;
  /** Machine CPU during the run and drain, the bench's share and everyone else's. */
  cpu?: CpuSplit;
  latency: Histogram;
}

/** One pass against one server: connect N clients, sample idle memory, publish, collect. */
async function measure(target: Target, clients: number, runIt: boolean): Promise<Measured> {
  const busy = await waitForQuiet(QUIET_CORES, 30_000);
  if (busy >= QUIET_CORES) {
    console.log(`  other processes keep ${busy.toFixed(1)} cores busy: the figures will suffer`);
  }
  const fds = clients + FD_SPARE;
  // BENCH_SERVER_ARGS / BENCH_LOAD_ARGS: extra node flags for the children, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p".
  const serverArgs = [
    '--expose-gc',
    ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
  ];
  const server = launch(target === 'app' ? 'app-server.ts' : 'ws-server.ts', fds, serverArgs);
  const generators: ChildProcess[] = [];
  try {
    const ready = await next<FromServer, 'ready'>(server, 'ready', 120_000);
    const url =
      target === 'app' ? `http://127.0.0.1:${ready.port}` : `ws://127.0.0.1:${ready.port}/`;
    toServer(server, { t: 'sample', label: 'before' });
    const before = (await next<FromServer, 'sampled'>(server, 'sampled', 30_000)).memory;

    const shares = Array.from(
      { length: workers },
      (_, i) => Math.floor(clients / workers) + (i < clients % workers ? 1 : 0),
    );
    const loadArgs = process.env.BENCH_LOAD_ARGS?.split(' ').filter(Boolean) ?? [];
    for (const share of shares) generators.push(launch('load.ts', share + FD_SPARE, loadArgs));
    const connected = shares.map((count, i) => {
      const g = generators[i]!;
      toLoad(g, { t: 'connect', target, url, count, concurrency });
      return next<FromLoad, 'connected'>(g, 'connected', 180_000);
    });
    const reports = (await Promise.all(connected)).map((m) => m.report);
    const connect: ConnectReport = {
      connected: reports.reduce((a, r) => a + r.connected, 0),
      failed: reports.reduce((a, r) => a + r.failed, 0),
      errors: {},
      ms: Math.max(...reports.map((r) => r.ms)),
    };
    for (const r of reports) {
      for (const [k, v] of Object.entries(r.errors))
        connect.errors[k] = (connect.errors[k] ?? 0) + v;
    }
    // Let the handshakes' garbage and buffers settle before the idle sample.
    await new Promise((r) => setTimeout(r, 2000));
    toServer(server, { t: 'sample', label: 'idle' });
    const idleSample = await next<FromServer, 'sampled'>(server, 'sampled', 30_000);
    const measured: Measured = {
      target,
      clients,
      connect,
      before,
      idle: idleSample.memory,
      latency: new Histogram(),
    };
    if (!runIt || connect.failed > 0) return measured;

    const meter = startCpuMeter([process.pid, server.pid!, ...generators.map((g) => g.pid!)]);
    toServer(server, { t: 'run', seconds, intervalMs });
    const run = (await next<FromServer, 'ran'>(server, 'ran', (seconds + 60) * 1000)).report;
    if (run.publishErrors > 0) {
      console.log(`  ${run.publishErrors} publishes failed, the first: ${run.publishError}`);
    }
    await new Promise((r) => setTimeout(r, drainMs));
    const cpu = meter();
    const loads = await Promise.all(
      generators.map((g) => {
        toLoad(g, { t: 'collect', firstSeq: run.firstSeq, lastSeq: run.lastSeq });
        return next<FromLoad, 'collected'>(g, 'collected', 30_000);
      }),
    );
    const load: LoadReport = {
      clients: 0,
      expected: 0,
      received: 0,
      lost: 0,
      duplicates: 0,
      outOfOrder: 0,
      clientsWithLoss: 0,
      disconnects: 0,
      latency: { buckets: [], count: 0, sumUs: 0, maxUs: 0 },
      cpuUserMs: 0,
      cpuSystemMs: 0,
    };
    for (const { report: r } of loads) {
      for (const key of Object.keys(load) as (keyof LoadReport)[]) {
        if (key !== 'latency') load[key] += r[key];
      }
      measured.latency.merge(r.latency);
    }
    return { ...measured, run, load, cpu };
  } finally {
    await Promise.all(generators.map((g) => stop(g, { t: 'close' })));
    await stop(server, { t: 'stop' });
  }
}

/** The app at the largest client count this machine connects without failures, starting at `first`. */
async function measureApp(first: number) {
  let clients = first;
  for (;;) {
    console.log(`app: ${clients} socket.io clients…`);
    const m = await measure('app', clients, true);
    if (m.connect.failed === 0) return m;
    console.log(`  ${m.connect.failed} of ${clients} failed to connect:`, m.connect.errors);
    if (Object.keys(m.connect.errors).some((e) => e.includes('EMFILE'))) {
      console.log(
        `  EMFILE: out of file descriptors (limit ${limits.soft}, hard ${limits.hard}); raise ulimit -n`,
      );
    }
    const lower = Math.floor((Math.min(m.connect.connected, clients) * 0.8) / 500) * 500;
    if (lower < 500) throw new Error('fewer than 500 clients connect: nothing to measure');
    clients = lower;
  }
}

const ms = (us: number) => Number((us / 1000).toFixed(2));
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const mb = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));
const s = (msValue: number) => Number((msValue / 1000).toFixed(2));

function figuresOf(m: Measured) {
  const run = m.run!;
  const load = m.load!;
  return {
    clients: m.clients,
    latencyP50Ms: ms(m.latency.quantile(0.5)),
    latencyP99Ms: ms(m.latency.quantile(0.99)),
    latencyMaxMs: ms(m.latency.quantile(1)),
    messagesExpected: load.expected,
    messagesLost: load.lost,
    clientsWithLoss: load.clientsWithLoss,
    duplicates: load.duplicates,
    outOfOrder: load.outOfOrder,
    disconnects: load.disconnects,
    rssPerIdleSocketKB: kb((m.idle.rss - m.before.rss) / m.clients),
    heapPerIdleSocketKB: kb((m.idle.heapUsed - m.before.heapUsed) / m.clients),
    serverRssBeforeMB: mb(m.before.rss),
    serverRssIdleMB: mb(m.idle.rss),
    serverRssRunMaxMB: mb(run.rssMax),
    serverCpuSeconds: s(run.cpuUserMs + run.cpuSystemMs),
    serverLoopDelayP99Ms: Number(run.loopDelayP99Ms.toFixed(2)),
    serverBroadcastP50Ms: Number(run.broadcastP50Ms.toFixed(2)),
    serverBroadcastP99Ms: Number(run.broadcastP99Ms.toFixed(2)),
    loadGeneratorCpuSeconds: s(load.cpuUserMs + load.cpuSystemMs),
    machineCpuSeconds: Number(m.cpu!.machine.toFixed(1)),
    otherProcessesCpuSeconds: Number(m.cpu!.other.toFixed(1)),
    frameBytes: run.frameBytes,
    published: run.published,
    connectSeconds: s(m.connect.ms),
  };
}

const limits = fdLimits();
console.log(
  `fanout: ${wanted} clients, ${seconds} s at one event per ${intervalMs} ms; ${cpus().length} cores, ` +
    `1 server process + ${workers} load-generator processes, unpinned; fd limit ${limits.soft} (hard ${limits.hard})`,
);
/** The server holds one descriptor per client plus its own (database, loader, pipes): keep 1,024 spare. */
const FD_SPARE = 1024;
let first = wanted;
if (limits.hard < wanted + FD_SPARE) {
  first = Math.floor((limits.hard - FD_SPARE) / 500) * 500;
  console.log(
    `  limited by file descriptors: the hard limit ${limits.hard} holds ${first} clients, not ${wanted} ` +
      '(raise it with ulimit -Hn as root)',
  );
  if (first < 500) throw new Error('fewer than 500 clients fit the descriptor limit');
}

const app = await measureApp(first);
console.log(`ws baseline: ${app.clients} clients…`);
const ws = await measure('ws', app.clients, true);
if (ws.connect.failed > 0) {
  throw new Error(
    `the baseline could not connect ${ws.connect.failed} clients: ${JSON.stringify(ws.connect.errors)}`,
  );
}

const appFigures = figuresOf(app);
const wsFigures = figuresOf(ws);
const ratio = Number((appFigures.latencyP99Ms / wsFigures.latencyP99Ms).toFixed(2));
// The targets hold at the load: a smaller or shorter run can inform, never meet them.
const met =
  app.clients >= TARGET_CLIENTS &&
  seconds >= 30 &&
  app.run!.publishErrors === 0 &&
  ratio <= 1.5 &&
  appFigures.messagesLost === 0 &&
  appFigures.rssPerIdleSocketKB <= 30;

console.table(
  Object.fromEntries(
    Object.keys(appFigures).map((k) => [
      k,
      { app: appFigures[k as keyof typeof appFigures], ws: wsFigures[k as keyof typeof wsFigures] },
    ]),
  ),
);
for (const [name, f] of [
  ['app', appFigures],
  ['ws', wsFigures],
] as const) {
  if (f.otherProcessesCpuSeconds > 0.15 * seconds) {
    console.log(
      `  during the ${name} run other processes used ${f.otherProcessesCpuSeconds} CPU s: its latency is disturbed`,
    );
  }
}
console.log(
  `p99 app/ws ${ratio} (≤ 1.5), lost ${appFigures.messagesLost} (0), ` +
    `RSS per idle socket ${appFigures.rssPerIdleSocketKB} KB (≤ 30)`,
);

writeResult({
  name: 'fanout',
  figures: {
    ...appFigures,
    p99OverBaseline: ratio,
    loadGeneratorProcesses: workers,
  },
  baseline: wsFigures,
  target: `N = ${TARGET_CLIENTS} socket.io clients on scores:football, 1 KB every 100 ms for 30 s: p99 ≤ 1.5× bare-ws p99, 0 lost, ≤ 30 KB RSS per idle socket`,
  met,
});
