// The broadcast fast path: WebSocket sockets get the shared frame in one write, others keep socket.io's path,
// and no socket ever sees its packets out of order.
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../contract/events';
import { testEngine } from './harness';
import {
  ask,
  type Client,
  connectClient,
  type RealtimeApp,
  range,
  recordEvents,
  seqs,
  startRealtimeApp,
} from './realtime-support';

let t: RealtimeApp;
const open: Client[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
beforeAll(async () => {
  t = await startRealtimeApp();
});
afterAll(() => t.close());

const channel = channels.scores('football');
const score = (matchId: number) => ({ matchId, homeScore: 1, awayScore: 0 });

/** The server side of a client's connection: its ws sender, to count the frames written to it. */
function senderOf(client: Client) {
  const server = t.app.io.of('/').sockets.get(client.id!)!;
  const conn = (server.client as unknown as { conn: { transport: { socket: unknown } } }).conn;
  return (conn.transport.socket as { _sender: { sendFrame(list: Buffer[], cb?: unknown): void } })
    ._sender;
}

async function pollingClient(): Promise<Client> {
  const socket: Client = io(t.url, {
    path: '/socket.io',
    transports: ['polling'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

describe(`broadcast fast path (${testEngine()})`, () => {
  it('writes each broadcast to a WebSocket socket as one joined frame', async () => {
    const socket = await connectClient(t.url);
    open.push(socket);
    expect(await ask(socket, 'subscribe', { channel })).toMatchObject({ ok: true });
    const sender = senderOf(socket);
    const writes: number[] = [];
    const sendFrame = sender.sendFrame.bind(sender);
    sender.sendFrame = (list, cb) => {
      writes.push(list.length);
      sendFrame(list, cb);
    };
    const got = recordEvents(socket);
    const first = (await t.app.ctx.bus.publish(channel, 'match.score', score(1))).seq;
    for (let i = 2; i <= 20; i++) await t.app.ctx.bus.publish(channel, 'match.score', score(i));
    await got.until(channel, 20);
    expect(seqs(got.of(channel))).toEqual(range(first, first + 19));
    expect(got.of(channel).map((e) => (e.data as { matchId: number }).matchId)).toEqual(
      range(1, 20),
    );
    // socket.io's own path writes header and payload as two buffers; the fast path one.
    expect(writes.filter((n) => n === 1).length).toBeGreaterThanOrEqual(20);
  });

  it('keeps long-polling sockets on the same events, in order', async () => {
    const ws = await connectClient(t.url);
    const polling = await pollingClient();
    open.push(ws, polling);
    for (const s of [ws, polling]) {
      expect(await ask(s, 'subscribe', { channel })).toMatchObject({ ok: true });
    }
    const a = recordEvents(ws);
    const b = recordEvents(polling);
    const published: number[] = [];
    for (let i = 1; i <= 30; i++) {
      published.push((await t.app.ctx.bus.publish(channel, 'match.score', score(i))).seq);
    }
    await Promise.all([a.until(channel, 30), b.until(channel, 30)]);
    expect(seqs(a.of(channel))).toEqual(published);
    expect(seqs(b.of(channel))).toEqual(published);
  });

  it('keeps order when engine.io has writes in flight between broadcasts', async () => {
    const socket = await connectClient(t.url);
    open.push(socket);
    expect(await ask(socket, 'subscribe', { channel })).toMatchObject({ ok: true });
    const order: string[] = [];
    socket.onAny((event: string, payload: { seq?: number; channel?: string }) => {
      order.push(event === 'event' ? `e${payload.seq}` : `r${payload.channel}`);
    });
    const server = t.app.io.of('/').sockets.get(socket.id!)!;
    const conn = server.conn as unknown as { sendPacket(type: string): void };
    const expected: string[] = [];
    // One synchronous run: a ping leaves engine.io's transport busy, so the packets after it queue
    // in engine.io while the ones before went out directly.
    for (let i = 1; i <= 40; i++) {
      t.app.io
        .to(channel)
        .emit('event', { channel, seq: i, type: 'match.score', data: score(i), at: 0 });
      expected.push(`e${i}`);
      if (i % 3 === 0) {
        conn.sendPacket('ping');
        server.emit('resync', { channel: `x${i}` });
        expected.push(`rx${i}`);
      }
    }
    await new Promise<void>((resolve) => {
      const check = () => (order.length >= expected.length ? resolve() : setTimeout(check, 10));
      check();
    });
    expect(order).toEqual(expected);
  });
});
