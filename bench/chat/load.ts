// A chat bench load generator: holds its share of the clients on the room channel and records, per client, which
// chat.message ids arrived and how long after their send stamp. The clients read 'events' batches (the handshake
// says so, as the site's streams do), and the frames they receive are counted.
//
// The clients are lean socket.io clients (bench/fanout/lean-socket.ts: the same protocol over a bare WebSocket;
// socket.io-client's layers cost these processes 1.3 cores at 20,000 frames a second and queued frames, charged
// to the server's latency). Every client still decodes (or matches byte for byte a decoded copy of) each of its
// frames and checks every message id and stamp in it.

import { nowUs } from '../fanout/clock';
import { Histogram } from '../fanout/histogram';
import { decodeCounts, LeanSocket } from '../fanout/lean-socket';
import { type FromLoad, indexOf, stampOf, type ToLoad } from './messages';

interface ChatEvent {
  type: string;
  data: { id: number; content: string };
}

const send = (m: FromLoad) => process.send?.(m);
let latency = new Histogram();
let windows: Histogram[] = [];
let windowMessages = 1;
/** seen[client][id - firstId] = 1 once that message reached that client. */
let seen: Uint8Array[] = [];
/** The indexes of the clients that connected (a failed one is a connect failure, not a loss). */
const live: number[] = [];
let firstId = 0;
let span = 0;
const closers: (() => void)[] = [];
let disconnects = 0;
let closing = false;
/** Socket.io messages received: one per 'event', one per 'events' batch. */
let frames = 0;
let cpuMark = process.cpuUsage();
let parsedMark = 0;

/**
 * Each decoded event's send stamp and window, read from its text once (the decoded batch is shared by identical
 * frames).
 */
const stamps = new WeakMap<ChatEvent, { stamp: number; window: Histogram | undefined }>();
function stampOfEvent(event: ChatEvent) {
  let known = stamps.get(event);
  if (known === undefined) {
    const w = Math.floor(indexOf(event.data.content) / windowMessages);
    if (Number.isInteger(w) && w >= 0) windows[w] ??= new Histogram();
    known = { stamp: stampOf(event.data.content), window: windows[w] };
    stamps.set(event, known);
  }
  return known;
}

async function connect(url: string, channel: string, index: number): Promise<void> {
  const socket = await LeanSocket.connect({ url, auth: { batches: true }, timeoutMs: 20_000 });
  try {
    const ack = (await socket.emitWithAck('subscribe', { channel }, 20_000)) as {
      ok?: boolean;
      code?: number;
      msg?: string;
    } | null;
    if (!ack?.ok) throw new Error(`subscribe refused: ${ack?.code} ${ack?.msg}`);
  } catch (err) {
    socket.close();
    throw err;
  }
  const onChat = (event: ChatEvent, at: number) => {
    if (event.type !== 'chat.message') return;
    const i = event.data.id - firstId;
    const mine = seen[index];
    if (!mine || i < 0 || i >= span) return;
    if (!mine[i]) {
      const { stamp, window } = stampOfEvent(event);
      latency.record(at - stamp);
      window?.record(at - stamp);
    }
    mine[i] = 1;
  };
  socket.on('event', (args) => {
    frames++;
    onChat(args[0] as ChatEvent, nowUs());
  });
  socket.on('events', (args) => {
    frames++;
    // One arrival time for the batch: the envelopes reached the client together.
    const at = nowUs();
    for (const event of args[0] as ChatEvent[]) onChat(event, at);
  });
  socket.onDisconnect = () => {
    if (!closing) disconnects++;
  };
  closers.push(() => socket.close());
}

async function connectAll(url: string, channel: string, count: number, concurrency: number) {
  const started = performance.now();
  const errors: Record<string, number> = {};
  let next = 0;
  let failed = 0;
  let connected = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      try {
        await connect(url, channel, index);
        live.push(index);
        connected++;
      } catch (err) {
        failed++;
        const key = err instanceof Error ? err.message : String(err);
        errors[key] = (errors[key] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, lane));
  return { connected, failed, errors, ms: performance.now() - started };
}

process.on('message', async (m: ToLoad) => {
  try {
    if (m.t === 'connect') {
      const report = await connectAll(m.url, m.channel, m.count, m.concurrency);
      seen = Array.from({ length: m.count }, () => new Uint8Array(0));
      send({ t: 'connected', report });
    } else if (m.t === 'reset') {
      firstId = m.firstId;
      span = m.span;
      seen = seen.map(() => new Uint8Array(span));
      latency = new Histogram();
      windows = [];
      windowMessages = m.windowMessages;
      disconnects = 0;
      frames = 0;
      cpuMark = process.cpuUsage();
      parsedMark = decodeCounts().parsed;
      send({ t: 'reset-done' });
    } else if (m.t === 'collect') {
      let expected = 0;
      let received = 0;
      let clientsWithLoss = 0;
      for (const index of live) {
        const mine = seen[index]!;
        let got = 0;
        for (const id of m.ids) if (mine[id - firstId]) got++;
        expected += m.ids.length;
        received += got;
        if (got < m.ids.length) clientsWithLoss++;
      }
      const cpu = process.cpuUsage(cpuMark);
      send({
        t: 'collected',
        report: {
          expected,
          received,
          lost: expected - received,
          clientsWithLoss,
          disconnects,
          frames,
          framesParsed: decodeCounts().parsed - parsedMark,
          latency: latency.toData(),
          windows: Array.from(windows, (w) => (w ?? new Histogram()).toData()),
          cpuUserMs: cpu.user / 1000,
          cpuSystemMs: cpu.system / 1000,
        },
      });
    } else if (m.t === 'progress') {
      send({ t: 'progress-is', received: latency.count });
    } else if (m.t === 'close') {
      closing = true;
      for (const close of closers) close();
      setTimeout(() => process.exit(0), 200);
    }
  } catch (err) {
    send({ t: 'error', message: err instanceof Error ? err.message : String(err) });
  }
});
process.on('disconnect', () => process.exit(0));
