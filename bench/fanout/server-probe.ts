// What both server children share: the IPC loop, memory samples, and the timed publisher with its RSS/CPU sampler.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { nowUs } from './clock';
import { Histogram } from './histogram';
import type { FromServer, MemorySample, RunReport, ToServer } from './messages';

export interface Published {
  seq: number;
  frameBytes: number;
}

export interface ServerUnderTest {
  gateway: RunReport['gateway'];
  port: number;
  /** How many client sockets the server holds now. */
  sockets(): number;
  /** Sends event number n (1-based) stamped with sentUs to every subscriber. */
  publish(n: number, sentUs: number): Published | Promise<Published>;
  close(): Promise<void>;
}

/** The loop-delay timer's period: Node's histogram records whole periods, so it is subtracted. */
const LOOP_RESOLUTION_MS = 5;

const send = (message: FromServer) => process.send?.(message);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function sampleMemory(): Promise<MemorySample> {
  // Collect twice so that garbage from connecting does not count as per-socket memory.
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  await sleep(200);
  gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, external: m.external };
}

async function run(server: ServerUnderTest, seconds: number, intervalMs: number) {
  const total = Math.round((seconds * 1000) / intervalMs);
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(process.memoryUsage.rss()), 500);
  let firstSeq = 0;
  let lastSeq = 0;
  let frameBytes = 0;
  let publishErrors = 0;
  let publishError: string | undefined;
  const refused = (err: unknown) => {
    publishErrors++;
    publishError ??= err instanceof Error ? err.message : String(err);
  };
  const pending: Promise<void>[] = [];
  /** From the send stamp until publish returned: every socket's frame handed to the kernel or queued. */
  const broadcast = new Histogram();
  loop.enable();
  const cpu = process.cpuUsage();
  const start = performance.now();
  const startUs = nowUs();
  for (let n = 1; n <= total; n++) {
    // Absolute ticks: a slow broadcast delays the next one but never shifts the whole schedule.
    const wait = start + (n - 1) * intervalMs - performance.now();
    if (wait > 0) await sleep(wait);
    // The stamp is the tick's time, not the moment the loop got round to it: a score changes when it
    // changes, so a server that falls behind is charged for the wait too (no coordinated omission).
    const sentUs = startUs + (n - 1) * intervalMs * 1000;
    const calledUs = nowUs();
    const note = (p: Published) => {
      broadcast.record(nowUs() - calledUs);
      if (n === 1) firstSeq = p.seq;
      lastSeq = Math.max(lastSeq, p.seq);
      frameBytes = p.frameBytes;
    };
    try {
      const result = server.publish(n, sentUs);
      if (result instanceof Promise) {
        pending.push(result.then(note, refused));
      } else {
        note(result);
      }
    } catch (err) {
      refused(err);
    }
  }
  await Promise.all(pending);
  // Let the last broadcast leave the process before the CPU time is read.
  await sleep(intervalMs);
  const used = process.cpuUsage(cpu);
  loop.disable();
  clearInterval(sampler);
  const report: RunReport = {
    published: total - publishErrors,
    firstSeq,
    lastSeq,
    frameBytes,
    cpuUserMs: used.user / 1000,
    cpuSystemMs: used.system / 1000,
    rssMax: Math.max(...rss),
    rssMean: rss.reduce((a, b) => a + b, 0) / Math.max(1, rss.length),
    loopDelayP99Ms: Math.max(0, loop.percentile(99) / 1e6 - LOOP_RESOLUTION_MS),
    loopDelayMaxMs: Math.max(0, loop.max / 1e6 - LOOP_RESOLUTION_MS),
    publishErrors,
    publishError,
    broadcastP50Ms: broadcast.quantile(0.5) / 1000,
    broadcastP99Ms: broadcast.quantile(0.99) / 1000,
    gateway: server.gateway,
  };
  return report;
}

/** Answers the parent's requests until it says stop. */
export function serve(server: ServerUnderTest) {
  process.on('message', async (message: ToServer) => {
    try {
      if (message.t === 'sample') {
        const memory = await sampleMemory();
        send({ t: 'sampled', label: message.label, memory, sockets: server.sockets() });
      } else if (message.t === 'run') {
        send({ t: 'ran', report: await run(server, message.seconds, message.intervalMs) });
      } else if (message.t === 'stop') {
        await server.close();
        process.exit(0);
      }
    } catch (err) {
      send({ t: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  });
  // The parent going away (Ctrl-C, crash) must not leave a server holding thousands of sockets.
  process.on('disconnect', () => process.exit(0));
  send({ t: 'ready', port: server.port, gateway: server.gateway });
}

export function failed(err: unknown) {
  send({ t: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exit(1);
}
