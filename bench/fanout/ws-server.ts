// The physical baseline: a bare `ws` server that sends the same 1 KB event to every connected client.
import { WebSocketServer } from 'ws';
import { CHANNEL } from './messages';
import { scoreData } from './payload';
import { failed, serve } from './server-probe';

try {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, backlog: 4096 });
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  const event = (seq: number, data: unknown) => ({
    channel: CHANNEL,
    seq,
    type: 'match.score',
    data,
    at: Date.now(),
  });
  serve({
    gateway: 'ws',
    port: (wss.address() as { port: number }).port,
    sockets: () => wss.clients.size,
    publish(n, sentUs) {
      // Serialized once per broadcast, as socket.io does: the baseline pays only for the sends.
      const frame = JSON.stringify(
        event(
          n,
          scoreData(n, sentUs, (d) => event(n, d)),
        ),
      );
      for (const client of wss.clients) client.send(frame);
      return { seq: n, frameBytes: Buffer.byteLength(frame) };
    },
    close: () => {
      for (const client of wss.clients) client.terminate();
      return new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  });
} catch (err) {
  failed(err);
}
