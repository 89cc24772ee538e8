// A load-generator child: holds its share of the clients, subscribes them, and records latency and losses per client.
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { nowUs } from './clock';
import { Histogram } from './histogram';
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

function connectApp(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket: Socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      // Every client its own connection (the default multiplexes one URL over one socket) and no silent
      // reconnects: a dropped connection must show up as lost messages.
      forceNew: true,
      reconnection: false,
      timeout: 20_000,
    });
    socket.once('connect_error', (err) => {
      socket.close();
      const cause = (err as { description?: { error?: { code?: string }; message?: string } })
        .description;
      reject(new Error(cause?.error?.code ?? cause?.message ?? err.message));
    });
    socket.once('connect', async () => {
      try {
        const ack = await socket.timeout(20_000).emitWithAck('subscribe', { channel: CHANNEL });
        if (!ack?.ok) throw new Error(`subscribe refused: ${ack?.code} ${ack?.msg}`);
        const tally = new Tally(ack.seq);
        tallies.push(tally);
        socket.on('event', (event: ChannelEvent) => receive(tally, event));
        socket.on('disconnect', () => {
          if (!closing) disconnects++;
        });
        closers.push(() => socket.close());
        resolve();
      } catch (err) {
        socket.close();
        reject(err);
      }
    });
  });
}

function connectWs(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('error', (err: NodeJS.ErrnoException) => reject(new Error(err.code ?? err.message)));
    ws.once('open', () => {
      // The bare server has no subscribe: every client gets every broadcast, counted from the first.
      const tally = new Tally(0);
      tallies.push(tally);
      ws.on('message', (raw) => {
        // Stamped after parsing, as socket.io-client hands over an already parsed event.
        const event = JSON.parse(raw.toString()) as ChannelEvent;
        receive(tally, event);
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
