// A load-generator child: holds its share of the clients, subscribes them, and records latency and losses per client.
// The app's clients are lean socket.io clients (lean-socket.ts: the protocol over a bare ws, without
// socket.io-client's layers, which saturated the generators' core and queued frames on the client side); both the
// app's and the bare server's clients decode a broadcast's identical frames once per process (decodeFrame), so
// the two sides of the comparison do the same client work.
import WebSocket from 'ws';
import { nowUs } from './clock';
import { Histogram } from './histogram';
import { decodeFrame, LeanSocket } from './lean-socket';
import { CHANNEL, type FromLoad, type LoadReport, type Target, type ToLoad } from './messages';

interface ChannelEvent {
  seq: number;
  data: { sentUs: number };
}

/** One client's view of the channel: which seqs arrived after it subscribed. */
class Tally {
  /** seen[i] = 1 when seq ackSeq + 1 + i arrived. */
  private seen = new Uint8Array(512);
  received = 0;
  duplicates = 0;
  outOfOrder = 0;
  private highest = 0;

  constructor(readonly ackSeq: number) {
    this.highest = ackSeq;
  }

  add(seq: number) {
    const i = seq - this.ackSeq - 1;
    if (i < 0) return;
    if (i >= this.seen.length) {
      const grown = new Uint8Array(Math.max(i + 1, this.seen.length * 2));
      grown.set(this.seen);
      this.seen = grown;
    }
    if (this.seen[i]) {
      this.duplicates++;
      return;
    }
    this.seen[i] = 1;
    if (seq < this.highest) this.outOfOrder++;
    this.highest = Math.max(this.highest, seq);
  }

  /** Distinct seqs received in (from, to]. */
  count(from: number, to: number) {
    let n = 0;
    for (let seq = from + 1; seq <= to; seq++) {
      const i = seq - this.ackSeq - 1;
      if (i >= 0 && this.seen[i]) n++;
    }
    return n;
  }
}

const send = (message: FromLoad) => process.send?.(message);
const latency = new Histogram();
const tallies: Tally[] = [];
const closers: (() => void)[] = [];
let disconnects = 0;
let closing = false;
let cpuMark = process.cpuUsage();

function receive(tally: Tally, event: ChannelEvent) {
  latency.record(nowUs() - event.data.sentUs);
  tally.add(event.seq);
}

async function connectApp(url: string): Promise<void> {
  // Every client its own connection and no silent reconnects: a dropped connection shows up as lost messages.
  const socket = await LeanSocket.connect({ url, timeoutMs: 20_000 });
  try {
    const ack = (await socket.emitWithAck('subscribe', { channel: CHANNEL }, 20_000)) as {
      ok?: boolean;
      seq: number;
      code?: number;
      msg?: string;
    } | null;
    if (!ack?.ok) throw new Error(`subscribe refused: ${ack?.code} ${ack?.msg}`);
    const tally = new Tally(ack.seq);
    tallies.push(tally);
    socket.on('event', (args) => receive(tally, args[0] as ChannelEvent));
    socket.onDisconnect = () => {
      if (!closing) disconnects++;
    };
    closers.push(() => socket.close());
  } catch (err) {
    socket.close();
    throw err;
  }
}

function connectWs(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('error', (err: NodeJS.ErrnoException) => reject(new Error(err.code ?? err.message)));
    ws.once('open', () => {
      // The bare server has no subscribe: every client gets every broadcast, counted from the first.
      const tally = new Tally(0);
      tallies.push(tally);
      ws.on('message', (raw: Buffer) => {
        // Stamped after decoding, as the app's clients stamp an already decoded event.
        receive(tally, decodeFrame<ChannelEvent>(raw));
      });
      ws.on('close', () => {
        if (!closing) disconnects++;
      });
      ws.on('error', () => {});
      closers.push(() => ws.terminate());
      resolve();
    });
  });
}

async function connectAll(target: Target, url: string, count: number, concurrency: number) {
  const started = performance.now();
  const errors: Record<string, number> = {};
  let next = 0;
  let failed = 0;
  const connect = target === 'app' ? connectApp : connectWs;
  const lane = async () => {
    while (next < count) {
      next++;
      try {
        await connect(url);
      } catch (err) {
        failed++;
        const key = err instanceof Error ? err.message : String(err);
        errors[key] = (errors[key] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, lane));
  cpuMark = process.cpuUsage();
  return { connected: tallies.length, failed, errors, ms: performance.now() - started };
}

function collect(firstSeq: number, lastSeq: number): LoadReport {
  let expected = 0;
  let received = 0;
  let clientsWithLoss = 0;
  for (const tally of tallies) {
    const from = Math.max(tally.ackSeq, firstSeq - 1);
    const want = Math.max(0, lastSeq - from);
    const got = tally.count(from, lastSeq);
    expected += want;
    received += got;
    if (got < want) clientsWithLoss++;
  }
  const cpu = process.cpuUsage(cpuMark);
  return {
    clients: tallies.length,
    expected,
    received,
    lost: expected - received,
    duplicates: tallies.reduce((a, t) => a + t.duplicates, 0),
    outOfOrder: tallies.reduce((a, t) => a + t.outOfOrder, 0),
    clientsWithLoss,
    disconnects,
    latency: latency.toData(),
    cpuUserMs: cpu.user / 1000,
    cpuSystemMs: cpu.system / 1000,
  };
}

process.on('message', async (message: ToLoad) => {
  try {
    if (message.t === 'connect') {
      const report = await connectAll(
        message.target,
        message.url,
        message.count,
        message.concurrency,
      );
      send({ t: 'connected', report });
    } else if (message.t === 'collect') {
      send({ t: 'collected', report: collect(message.firstSeq, message.lastSeq) });
    } else if (message.t === 'close') {
      closing = true;
      for (const close of closers) close();
      setTimeout(() => process.exit(0), 200);
    }
  } catch (err) {
    send({ t: 'error', message: err instanceof Error ? err.message : String(err) });
  }
});
process.on('disconnect', () => process.exit(0));
