// `npm run bench -- fanout`: N socket.io clients on scores:football against the real app, then the same against
// a bare `ws` broadcast; prints latency, losses, server RSS per idle socket and CPU; writes bench/results/fanout.json.
//
// Processes: one server child (the app, or the ws baseline) and BENCH_WORKERS (default 2) load-generator
// children, each a separate node process with an IPC channel — not worker_threads — so the server's RSS and
// CPU are its own, and each generator has its own event loop, heap and descriptor table. Cores are split
// fairly with taskset, the same way for both servers: the server alone on BENCH_SERVER_CPUS (default core 0),
// the generators on BENCH_LOAD_CPUS (default the other cores), so neither side steals the other's core.
// Two generators rather than one because a single socket.io-client process needs ~0.9 core for 5,000 clients
// and would queue messages itself; the figures report every process's CPU and what other processes used.
// Rounds alternate app, ws, app, ws (BENCH_ROUNDS, default 2) so drift on a shared machine touches both; a
// round that fails or times out keeps what it measured (connects, idle memory) and says why.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
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
const rounds = env('BENCH_ROUNDS', 2);
const cores = cpus().length;
/** taskset core lists: the server on its own core, the generators on the rest (one core on a 1-core box). */
const serverCpus = process.env.BENCH_SERVER_CPUS ?? '0';
const loadCpus = process.env.BENCH_LOAD_CPUS ?? (cores > 1 ? `1-${cores - 1}` : '0');
const pin = existsSync('/usr/bin/taskset') || existsSync('/bin/taskset');
/** How many cores a taskset list names ("1", "1-3", "0,2"). */
const coresIn = (list: string) =>
  list.split(',').reduce((n, part) => {
    const [from, to] = part.split('-').map(Number);
    return n + (to === undefined ? 1 : to - from! + 1);
  }, 0);
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
function launch(file: string, fds: number, extraArgs: string[] = [], cpuList?: string) {
  return spawn(
    'sh',
    [
      '-c',
      // Raise the soft limit only (to the hard limit at most); EMFILE in the connect errors says if short.
      'w=$0; s=$(ulimit -Sn); if [ "$s" != unlimited ] && [ "$s" -lt "$w" ]; then ' +
        'ulimit -Sn "$w" 2>/dev/null || ulimit -Sn "$(ulimit -Hn)"; fi; exec "$@"',
      String(fds),
      ...(pin && cpuList ? ['taskset', '-c', cpuList] : []),
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
  /** Why the round stopped short: its figures are partial. */
  error?: string;
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
  const server = launch(
    target === 'app' ? 'app-server.ts' : 'ws-server.ts',
    fds,
    serverArgs,
    serverCpus,
  );
  const generators: ChildProcess[] = [];
  const empty: MemorySample = { rss: 0, heapUsed: 0, external: 0 };
  // What the round has measured so far: a timeout or a child's error returns it, marked, instead of nothing.
  let measured: Measured = {
    target,
    clients,
    connect: { connected: 0, failed: 0, errors: {}, ms: 0 },
    before: empty,
    idle: empty,
    latency: new Histogram(),
  };
  try {
    const ready = await next<FromServer, 'ready'>(server, 'ready', 120_000);
    const url =
      target === 'app' ? `http://127.0.0.1:${ready.port}` : `ws://127.0.0.1:${ready.port}/`;
    toServer(server, { t: 'sample', label: 'before' });
    const before = (await next<FromServer, 'sampled'>(server, 'sampled', 30_000)).memory;
    measured = { ...measured, before };

    const shares = Array.from(
      { length: workers },
      (_, i) => Math.floor(clients / workers) + (i < clients % workers ? 1 : 0),
    );
    const loadArgs = process.env.BENCH_LOAD_ARGS?.split(' ').filter(Boolean) ?? [];
    for (const share of shares)
      generators.push(launch('load.ts', share + FD_SPARE, loadArgs, loadCpus));
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
    measured = { ...measured, connect };
    const idleSample = await next<FromServer, 'sampled'>(server, 'sampled', 30_000);
    measured = { ...measured, idle: idleSample.memory };
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
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    console.log(`  ${target} round stopped short: ${error}; its figures so far are kept`);
    return { ...measured, error };
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
    if (m.connect.failed === 0 || m.error) return m;
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

const NO_RUN: RunReport = {
  gateway: 'bus',
  published: 0,
  firstSeq: 0,
  lastSeq: 0,
  frameBytes: 0,
  publishErrors: 0,
  rssMax: 0,
  rssMean: 0,
  cpuUserMs: 0,
  cpuSystemMs: 0,
  loopDelayP99Ms: 0,
  loopDelayMaxMs: 0,
  broadcastP50Ms: 0,
  broadcastP99Ms: 0,
};

function figuresOf(m: Measured) {
  const run = m.run ?? NO_RUN;
  const load = m.load ?? {
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
  const idleKnown = m.idle.rss > 0 && m.before.rss > 0;
  return {
    /** 1 when the round ran to the end; 0 when it stopped short and these figures are what it had. */
    complete: m.error || !m.run ? 0 : 1,
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
    rssPerIdleSocketKB: idleKnown ? kb((m.idle.rss - m.before.rss) / m.clients) : 0,
    heapPerIdleSocketKB: idleKnown ? kb((m.idle.heapUsed - m.before.heapUsed) / m.clients) : 0,
    serverRssBeforeMB: mb(m.before.rss),
    serverRssIdleMB: mb(m.idle.rss),
    serverRssRunMaxMB: mb(run.rssMax),
    serverCpuSeconds: s(run.cpuUserMs + run.cpuSystemMs),
    serverLoopDelayP99Ms: Number(run.loopDelayP99Ms.toFixed(2)),
    serverBroadcastP50Ms: Number(run.broadcastP50Ms.toFixed(2)),
    serverBroadcastP99Ms: Number(run.broadcastP99Ms.toFixed(2)),
    loadGeneratorCpuSeconds: s(load.cpuUserMs + load.cpuSystemMs),
    machineCpuSeconds: Number((m.cpu?.machine ?? 0).toFixed(1)),
    otherProcessesCpuSeconds: Number((m.cpu?.other ?? 0).toFixed(1)),
    frameBytes: run.frameBytes,
    published: run.published,
    connectSeconds: s(m.connect.ms),
  };
}

const limits = fdLimits();
console.log(
  `fanout: ${wanted} clients, ${seconds} s at one event per ${intervalMs} ms; ${cpus().length} cores, ` +
    `1 server process + ${workers} load-generator processes, ${rounds} rounds; fd limit ${limits.soft} (hard ${limits.hard})`,
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

console.log(
  pin
    ? `  cores split with taskset: server on ${serverCpus}, load generators on ${loadCpus} (both servers alike)`
    : '  taskset not found: nothing pinned',
);

// app, ws, app, ws…: the app round settles the client count, the ws round after it uses the same.
const appRounds: Measured[] = [];
const wsRounds: Measured[] = [];
let clients = first;
for (let r = 0; r < rounds; r++) {
  console.log(`round ${r + 1}/${rounds} (load average ${loadavg()[0]!.toFixed(1)})`);
  const a = r === 0 ? await measureApp(clients) : await measure('app', clients, true);
  clients = a.clients;
  appRounds.push(a);
  console.log(`ws baseline: ${clients} clients…`);
  wsRounds.push(await measure('ws', clients, true));
}

type Figures = ReturnType<typeof figuresOf>;
/** Each figure's mean over the rounds that ran to the end (all rounds when none did: then it is partial). */
function meanFigures(ms: Measured[]): Figures {
  const whole = ms.filter((m) => !m.error && m.run);
  const use = (whole.length > 0 ? whole : ms).map(figuresOf);
  const out = { ...use[0]! };
  for (const k of Object.keys(out) as (keyof Figures)[]) {
    const values = use.map((f) => f[k]);
    out[k] = Number((values.reduce((a, b) => a + b, 0) / values.length).toFixed(2));
  }
  out.latencyMaxMs = Math.max(...use.map((f) => f.latencyMaxMs));
  out.messagesLost = use.reduce((a, f) => a + f.messagesLost, 0);
  out.messagesExpected = use.reduce((a, f) => a + f.messagesExpected, 0);
  out.complete = whole.length === ms.length ? 1 : 0;
  return out;
}
for (const m of [...appRounds, ...wsRounds]) if (m.error) console.log(`  ${m.target}: ${m.error}`);
const appFigures = meanFigures(appRounds);
const wsFigures = meanFigures(wsRounds);
const ratio = Number((appFigures.latencyP99Ms / wsFigures.latencyP99Ms).toFixed(2));
const rssRatio = Number((appFigures.rssPerIdleSocketKB / wsFigures.rssPerIdleSocketKB).toFixed(2));
// The targets hold at the load: a smaller, shorter or partial run can inform, never meet them.
const met =
  appFigures.complete === 1 &&
  wsFigures.complete === 1 &&
  clients >= TARGET_CLIENTS &&
  seconds >= 30 &&
  appRounds.every((m) => m.run!.publishErrors === 0) &&
  ratio <= 1.5 &&
  appFigures.messagesLost === 0 &&
  rssRatio <= 1.1;

console.table(
  Object.fromEntries(
    Object.keys(appFigures).map((k) => [
      k,
      {
        ...Object.fromEntries(
          appRounds.flatMap((m, i) => [
            [`app ${i + 1}`, figuresOf(m)[k as keyof Figures]],
            [`ws ${i + 1}`, wsRounds[i] ? figuresOf(wsRounds[i]!)[k as keyof Figures] : NaN],
          ]),
        ),
      },
    ]),
  ),
);
for (const [name, f] of [
  ['app', appFigures],
  ['ws', wsFigures],
] as const) {
  if (f.otherProcessesCpuSeconds > 0.15 * seconds) {
    console.log(
      `  during the ${name} runs other processes used ${f.otherProcessesCpuSeconds} CPU s on average: its latency is disturbed`,
    );
  }
}
console.log(
  `p99 app/ws ${ratio} (≤ 1.5), lost ${appFigures.messagesLost} (0), ` +
    `RSS per idle socket ${appFigures.rssPerIdleSocketKB} KB against ${wsFigures.rssPerIdleSocketKB} KB: ${rssRatio}× (≤ 1.1)`,
);

writeResult({
  name: 'fanout',
  figures: {
    ...appFigures,
    p99OverBaseline: ratio,
    rssPerIdleSocketOverBaseline: rssRatio,
    loadGeneratorProcesses: workers,
    rounds,
    // Which cores each side had (both servers alike): the server's first core, and the generators' count.
    serverPinnedToCore: pin ? Number(serverCpus.split(/[-,]/)[0]) : -1,
    loadGeneratorCores: pin ? coresIn(loadCpus) : cores,
    machineLoadAverage: Number(loadavg()[0]!.toFixed(2)),
  },
  baseline: wsFigures,
  target: `N = ${TARGET_CLIENTS} socket.io clients on scores:football, 1 KB every 100 ms for 30 s, server and load generators on separate cores (taskset) for both servers: p99 ≤ 1.5× bare-ws p99, 0 lost, RSS per idle socket ≤ 1.1× bare ws`,
  met,
});
