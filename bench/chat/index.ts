// `npm run bench -- chat`: BENCH_CLIENTS (2,000) socket.io clients on one room channel while BENCH_RATE (200)
// chat messages a second go through POST /api/chat/msg for BENCH_SECONDS (30): delivery latency from the send
// tick to each socket, messages lost, server CPU. The baseline, in the same run with the same clients: the same
// number of chat.message events published straight on the bus inside the server (no HTTP, no rules, no
// database), so the difference is what the chat path itself costs.
//
// A room channel's events go out in batches (server/realtime/room-batches.ts: one 'events' push per 100 ms
// window), so `framesPerSecond` is what the clients received, below `deliveriesPerSecond`. The figures of the
// run before are kept in the results file as `before` (with its `when`), for the comparison. A phase that fails or
// times out does not throw the other's figures away: what was measured is written, with the phase's error in
// `errors`, and the target counts as not met.
//
// Processes: one server child (the app on PostgreSQL, or PGlite with BENCH_DB=pglite), BENCH_WORKERS (2) load-generator children holding
// the sockets, and this parent sending the HTTP requests; the server on its own core (taskset), the rest on the
// other(s). After the last answer a phase waits until every delivery arrived or none came for 2 s (at most 30 s):
// what is then missing is lost, not in flight.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { channels } from '../../contract/events';
import { startCpuMeter, waitForQuiet } from '../fanout/cpu-meter';
import { Histogram } from '../fanout/histogram';
import { writeResult } from '../result';
import { SERVER_NODE_FLAGS } from '../server-flags';
import type { FromLoad, FromServer, LoadReport, ServerUsage, ToLoad, ToServer } from './messages';
import { talk } from './sender';

const env = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const TARGET_CLIENTS = 2000;
const TARGET_RATE = 200;
const clients = env('BENCH_CLIENTS', TARGET_CLIENTS);
const rate = env('BENCH_RATE', TARGET_RATE);
const seconds = env('BENCH_SECONDS', 30);
const workers = env('BENCH_WORKERS', 2);
/** After the last answer, the phase waits until every delivery arrived, or none arrived for DRAIN_QUIET_MS, at most DRAIN_MAX_MS. */
const DRAIN_QUIET_MS = 2000;
const DRAIN_MAX_MS = 30_000;
const BASELINE_FIRST_ID = 10_000_000;
const WARM_BASELINE_FIRST_ID = 20_000_000;
/**
 * Both paths run WARMUP seconds (BENCH_WARMUP, 10) before the measured phases, chat then bus, as a room is busy
 * before its busiest half minute: the phase measured first used to pay the JIT, the database pool's connections
 * and the fan-out's first runs alone, and the bus after it ran warm. The warm-up's chat figures are still reported
 * (cold*), and every phase's p99 per WINDOW_SECONDS of sending.
 */
const WARMUP_SECONDS = env('BENCH_WARMUP', 10);
const WINDOW_SECONDS = 5;
/** Other processes' CPU (in cores) below which a phase may start. */
const QUIET_CORES = 0.5;
/** The goal as issue 25 writes it: chat delivery p99 ≤ 250 ms at 2,000 sockets and 200 messages/s. */
const P99_TARGET_MS = 250;

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const resultsFile = here('../results/chat.json');

/** The last run's figures, to keep as `before` next to this run's. */
function previousRun(): { when: string; figures: Record<string, number> } | null {
  try {
    const { when, figures } = JSON.parse(readFileSync(resultsFile, 'utf8'));
    return typeof when === 'string' && figures ? { when, figures } : null;
  } catch {
    return null;
  }
}
const before = previousRun();
/** BENCH_PROFILE=<dir>: every child writes a V8 CPU profile there (open in Chrome DevTools / speedscope). */
const profileDir = process.env.BENCH_PROFILE;
/**
 * Cores split with taskset as bench/fanout does, for both phases alike: the server alone on BENCH_SERVER_CPUS
 * (default core 0), the load generators and this parent (the HTTP sender) on BENCH_LOAD_CPUS (default the
 * others), so the clients' decoding does not take the server's core. BENCH_PIN=0 pins nothing.
 */
const cores = cpus().length;
const pin =
  process.env.BENCH_PIN !== '0' &&
  cores > 1 &&
  (existsSync('/usr/bin/taskset') || existsSync('/bin/taskset'));
const serverCpus = process.env.BENCH_SERVER_CPUS ?? '0';
const loadCpus = process.env.BENCH_LOAD_CPUS ?? `1-${cores - 1}`;
if (pin) execFileSync('taskset', ['-a', '-cp', loadCpus, String(process.pid)], { stdio: 'ignore' });
const launch = (file: string, cpuList: string, flags: string[] = []) =>
  spawn(
    pin ? 'taskset' : process.execPath,
    [
      ...(pin ? ['-c', cpuList, process.execPath] : []),
      ...flags,
      ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
      '--import',
      'tsx',
      here(file),
    ],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );

/** The next message of kind t from a child; its error message or exit fails it. */
function next<M extends { t: string }, T extends M['t']>(child: ChildProcess, t: T, ms: number) {
  return new Promise<Extract<M, { t: T }>>((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`no "${t}" within ${ms} ms`)), ms);
    const onMessage = (m: M) => {
      if (m.t === t) done(undefined, m as Extract<M, { t: T }>);
      else if (m.t === 'error') done(new Error((m as unknown as { message: string }).message));
    };
    const onExit = (code: number | null) => done(new Error(`child exited (${code}) awaiting ${t}`));
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

const toServer = (c: ChildProcess, m: ToServer) => c.send(m);
const toLoad = (c: ChildProcess, m: ToLoad) => c.send(m);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Phase {
  /** From the first tick until the drain after the last answer. */
  wallSeconds: number;
  /** From the last answer until deliveries stopped arriving (or all arrived). */
  drainSeconds: number;
  latency: Histogram;
  /** Latency per WINDOW_SECONDS of sending. */
  windows: Histogram[];
  load: LoadReport;
  server: ServerUsage;
  machineCpuSeconds: number;
  otherCpuSeconds: number;
}

console.log(
  `chat: ${clients} clients, ${rate} messages/s for ${seconds} s; ${cpus().length} cores; ` +
    `1 server + ${workers} load-generator processes, HTTP sent from the parent; ` +
    (pin
      ? `cores split with taskset: server on ${serverCpus}, load generators and sender on ${loadCpus}`
      : 'nothing pinned'),
);
const server = launch('app-server.ts', serverCpus, SERVER_NODE_FLAGS);
const loads: ChildProcess[] = [];
const phaseErrors: string[] = [];
try {
  const ready = await next<FromServer, 'ready'>(server, 'ready', 180_000);
  const url = `http://127.0.0.1:${ready.port}`;
  const channel = channels.room(ready.roomId);
  const shares = Array.from(
    { length: workers },
    (_, i) => Math.floor(clients / workers) + (i < clients % workers ? 1 : 0),
  );
  for (const _ of shares) loads.push(launch('load.ts', loadCpus));
  const connects = await Promise.all(
    shares.map((count, i) => {
      toLoad(loads[i]!, { t: 'connect', url, channel, count, concurrency: 50 });
      return next<FromLoad, 'connected'>(loads[i]!, 'connected', 300_000);
    }),
  );
  const connected = connects.reduce((a, m) => a + m.report.connected, 0);
  const connectFailed = connects.reduce((a, m) => a + m.report.failed, 0);
  console.log(
    `  ${connected} connected, ${connectFailed} failed in ${(Math.max(...connects.map((m) => m.report.ms)) / 1000).toFixed(1)} s`,
  );
  if (connectFailed > 0)
    console.log(
      '  connect errors:',
      connects.map((m) => m.report.errors),
    );
  await sleep(2000);

  const pids = [process.pid, server.pid!, ...loads.map((l) => l.pid!)];
  /** Runs one phase: reset the clients, mark the server, drive it, drain, collect. */
  async function phase(
    firstId: number,
    drive: () => Promise<number[]>,
  ): Promise<Phase & { ids: number[] }> {
    const span = Math.round(rate * Math.max(seconds, WARMUP_SECONDS)) + 10_000;
    const windowMessages = Math.max(1, Math.round(rate * WINDOW_SECONDS));
    await Promise.all(
      loads.map((l) => {
        toLoad(l, { t: 'reset', firstId, span, windowMessages });
        return next<FromLoad, 'reset-done'>(l, 'reset-done', 30_000);
      }),
    );
    // Other engineers' suites share the two cores: start when they leave some room, and report what they took.
    const busy = await waitForQuiet(QUIET_CORES, 60_000);
    if (busy >= QUIET_CORES)
      console.log(
        `    other processes keep ${busy.toFixed(1)} cores busy: the figures will suffer`,
      );
    toServer(server, { t: 'mark' });
    await next<FromServer, 'marked'>(server, 'marked', 30_000);
    const meter = startCpuMeter(pids);
    const started = performance.now();
    const ids = await drive();
    const drainStarted = performance.now();
    const expected = ids.length * connected;
    let last = -1;
    let lastChange = drainStarted;
    for (;;) {
      const counts = await Promise.all(
        loads.map((l) => {
          toLoad(l, { t: 'progress' });
          return next<FromLoad, 'progress-is'>(l, 'progress-is', 30_000);
        }),
      );
      const received = counts.reduce((a, m) => a + m.received, 0);
      const now = performance.now();
      if (received !== last) lastChange = now;
      last = received;
      if (received >= expected || now - lastChange >= DRAIN_QUIET_MS) break;
      if (now - drainStarted >= DRAIN_MAX_MS) break;
      await sleep(200);
    }
    const drainSeconds = (performance.now() - drainStarted) / 1000;
    const cpu = meter();
    // An overloaded server answers the last message long after the last tick: CPU shares use this.
    const wallSeconds = (performance.now() - started) / 1000;
    toServer(server, { t: 'report' });
    const usage = (await next<FromServer, 'reported'>(server, 'reported', 30_000)).usage;
    const reports = await Promise.all(
      loads.map((l) => {
        toLoad(l, { t: 'collect', ids });
        return next<FromLoad, 'collected'>(l, 'collected', 60_000);
      }),
    );
    const latency = new Histogram();
    const windows: Histogram[] = [];
    const load: LoadReport = {
      expected: 0,
      received: 0,
      lost: 0,
      clientsWithLoss: 0,
      disconnects: 0,
      frames: 0,
      framesParsed: 0,
      latency: latency.toData(),
      windows: [],
      cpuUserMs: 0,
      cpuSystemMs: 0,
    };
    for (const { report: r } of reports) {
      latency.merge(r.latency);
      r.windows.forEach((w, i) => {
        windows[i] ??= new Histogram();
        windows[i].merge(w);
      });
      load.expected += r.expected;
      load.received += r.received;
      load.lost += r.lost;
      load.clientsWithLoss += r.clientsWithLoss;
      load.disconnects += r.disconnects;
      load.frames += r.frames;
      load.framesParsed += r.framesParsed;
      load.cpuUserMs += r.cpuUserMs;
      load.cpuSystemMs += r.cpuSystemMs;
    }
    return {
      ids,
      drainSeconds,
      wallSeconds,
      latency,
      windows,
      load,
      server: usage,
      machineCpuSeconds: cpu.machine,
      otherCpuSeconds: cpu.other,
    };
  }

  /** A phase's figures, or its error: the other phase's are kept either way. */
  async function attempt<T>(name: string, run: () => Promise<T>): Promise<T | null> {
    try {
      return await run();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      phaseErrors.push(`${name}: ${message}`);
      console.log(`  ${name} failed: ${message}`);
      return null;
    }
  }
  let warmChat: Awaited<ReturnType<typeof talk>> | undefined;
  let chatFirstId = 1;
  let cold: (Phase & { ids: number[] }) | null = null;
  if (WARMUP_SECONDS > 0) {
    console.log(`  warm-up: ${WARMUP_SECONDS} s of chat over HTTP, then of the bus…`);
    cold = await attempt('warm-up chat', () =>
      phase(1, async () => {
        warmChat = await talk(url, ready.roomId, ready.tokens, rate, WARMUP_SECONDS);
        return warmChat.ids;
      }),
    );
    // Ids come from the table's sequence in order: the measured phase's follow the warm-up's.
    chatFirstId = Math.max(0, ...(warmChat?.ids ?? [])) + 1;
    await attempt('warm-up bus', () =>
      phase(WARM_BASELINE_FIRST_ID, async () => {
        toServer(server, {
          t: 'publish',
          seconds: WARMUP_SECONDS,
          rate,
          firstId: WARM_BASELINE_FIRST_ID,
        });
        return (
          await next<FromServer, 'published'>(server, 'published', (WARMUP_SECONDS + 120) * 1000)
        ).ids;
      }),
    );
  }
  console.log('  chat over HTTP…');
  let sendReport: Awaited<ReturnType<typeof talk>> | undefined;
  const chat = await attempt('chat', () =>
    phase(chatFirstId, async () => {
      sendReport = await talk(
        url,
        ready.roomId,
        ready.tokens,
        rate,
        seconds,
        Math.round(rate * WARMUP_SECONDS),
      );
      return sendReport.ids;
    }),
  );
  console.log('  baseline: the same events published on the bus…');
  const base = await attempt('baseline', () =>
    phase(BASELINE_FIRST_ID, async () => {
      toServer(server, { t: 'publish', seconds, rate, firstId: BASELINE_FIRST_ID });
      return (await next<FromServer, 'published'>(server, 'published', (seconds + 120) * 1000)).ids;
    }),
  );

  const ms = (us: number) => Number((us / 1000).toFixed(1));
  const figuresOf = (p: Phase, accepted: number) => ({
    clients: connected,
    messagesPerSecond: Number((accepted / seconds).toFixed(1)),
    /** Each message reaches every client: the fan-out's real load. */
    deliveriesPerSecond: Math.round((accepted * connected) / seconds),
    /** Socket.io messages the clients received (a room's window arrives as one batch). */
    framesPerSecond: Math.round(p.load.frames / seconds),
    /** Frames the generators decoded; the others were byte-for-byte copies of a frame decoded just before. */
    framesParsed: p.load.framesParsed,
    deliveryP50Ms: ms(p.latency.quantile(0.5)),
    deliveryP99Ms: ms(p.latency.quantile(0.99)),
    deliveryMaxMs: ms(p.latency.quantile(1)),
    /** The slowest WINDOW_SECONDS of sending, by its p99. */
    deliveryP99WorstWindowMs: ms(Math.max(0, ...p.windows.map((w) => w.quantile(0.99)))),
    deliveriesExpected: p.load.expected,
    messagesLost: p.load.lost,
    clientsWithLoss: p.load.clientsWithLoss,
    disconnects: p.load.disconnects,
    serverCpuSeconds: Number(((p.server.cpuUserMs + p.server.cpuSystemMs) / 1000).toFixed(1)),
    phaseSeconds: Number(p.wallSeconds.toFixed(1)),
    drainSeconds: Number(p.drainSeconds.toFixed(1)),
    serverCpuCores: Number(
      ((p.server.cpuUserMs + p.server.cpuSystemMs) / 1000 / p.wallSeconds).toFixed(2),
    ),
    serverCpuMsPerMessage: Number(
      ((p.server.cpuUserMs + p.server.cpuSystemMs) / Math.max(1, accepted)).toFixed(2),
    ),
    loadGeneratorCpuUsPerFrame: Number(
      (((p.load.cpuUserMs + p.load.cpuSystemMs) * 1000) / Math.max(1, p.load.received)).toFixed(1),
    ),
    serverLoopDelayP99Ms: Number(p.server.loopDelayP99Ms.toFixed(1)),
    serverRssMaxMB: p.server.rssMaxMB,
    loadGeneratorCpuSeconds: Number(((p.load.cpuUserMs + p.load.cpuSystemMs) / 1000).toFixed(1)),
    machineCpuSeconds: Number(p.machineCpuSeconds.toFixed(1)),
    otherProcessesCpuSeconds: Number(p.otherCpuSeconds.toFixed(1)),
  });
  const sent = sendReport;
  const refusedCount = sent ? Object.values(sent.refused).reduce((a, b) => a + b, 0) : 0;
  // The sender's own figures survive a chat phase whose collection failed.
  const figures: Record<string, number> = {
    ...(chat && sent ? figuresOf(chat, sent.ids.length) : {}),
    ...(sent
      ? {
          sent: sent.sent,
          accepted: sent.ids.length,
          refused: refusedCount,
          httpP50Ms: ms(sent.http.quantile(0.5)),
          httpP99Ms: ms(sent.http.quantile(0.99)),
        }
      : {}),
    // The warm-up's chat: a server that has served nothing yet, its first seconds of a busy room.
    ...(cold && warmChat
      ? {
          coldSeconds: WARMUP_SECONDS,
          coldDeliveryP99Ms: ms(cold.latency.quantile(0.99)),
          coldDeliveryP99FirstWindowMs: ms(cold.windows[0]?.quantile(0.99) ?? 0),
          coldHttpP99Ms: ms(warmChat.http.quantile(0.99)),
        }
      : {}),
    loadGeneratorProcesses: workers,
  };
  const baseline: Record<string, number> = base ? figuresOf(base, base.ids.length) : {};
  if (sent && refusedCount > 0) console.log('  refused:', sent.refused);
  const rows = [...new Set([...Object.keys(figures), ...Object.keys(baseline)])];
  console.table(Object.fromEntries(rows.map((k) => [k, { chat: figures[k], bus: baseline[k] }])));
  const met =
    phaseErrors.length === 0 &&
    connected >= TARGET_CLIENTS &&
    rate >= TARGET_RATE &&
    seconds >= 30 &&
    sent !== undefined &&
    refusedCount === 0 &&
    figures.messagesLost === 0 &&
    (figures.deliveryP99Ms ?? Number.POSITIVE_INFINITY) <= P99_TARGET_MS;
  console.log(
    `  delivery p99 ${figures.deliveryP99Ms ?? '—'} ms (bus alone ${baseline.deliveryP99Ms ?? '—'} ms), ` +
      `target ≤ ${P99_TARGET_MS} ms, 0 lost, none refused: ${met ? 'met' : 'NOT met'}`,
  );
  writeResult({
    name: 'chat',
    figures,
    baseline,
    target: `${TARGET_CLIENTS} socket.io clients on one room, ${TARGET_RATE} messages/s through POST /api/chat/msg for 30 s: none refused, 0 lost, delivery p99 ≤ ${P99_TARGET_MS} ms`,
    met,
  });
  const written = JSON.parse(readFileSync(resultsFile, 'utf8'));
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ ...written, ...(phaseErrors.length ? { errors: phaseErrors } : {}), ...(before ? { before } : {}) }, null, 2)}\n`,
  );
} finally {
  for (const l of loads) {
    if (l.exitCode === null) toLoad(l, { t: 'close' });
  }
  await sleep(500);
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    toServer(server, { t: 'stop' });
    await Promise.race([exited, sleep(10_000)]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  for (const l of loads) if (l.exitCode === null) l.kill('SIGKILL');
}
