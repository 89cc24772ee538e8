// The bench's own load balancer: a TCP proxy that hands each new connection to the next backend in turn
// (sticky per connection, which is all a websocket needs), and past a backend that refuses to the next one.
import net from 'node:net';

export interface Proxy {
  port: number;
  /** Connections handed to each backend so far, and those the backend closed. */
  handed: number[];
  closedBy: number[];
  /** When (performance.now()) each backend last closed a connection. */
  lastCloseAt: number[];
  close(): Promise<void>;
}

export async function startProxy(backends: number[]): Promise<Proxy> {
  let turn = 0;
  const handed = backends.map(() => 0);
  const closedBy = backends.map(() => 0);
  const lastCloseAt = backends.map(() => 0);
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    client.pause();
    const first = turn++ % backends.length;
    const tryBackend = (tries: number) => {
      if (tries >= backends.length) return client.destroy();
      const index = (first + tries) % backends.length;
      const upstream = net.connect(backends[index]!, '127.0.0.1');
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        handed[index]!++;
        open.add(upstream);
        upstream.on('close', () => {
          if (!client.destroyed) {
            closedBy[index]!++;
            lastCloseAt[index] = performance.now();
          }
          open.delete(upstream);
          client.destroy();
        });
        client.on('close', () => upstream.destroy());
        upstream.on('error', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
      // Refused (the process is gone): the next backend takes the connection.
      upstream.once('error', () => {
        if (!connected) tryBackend(tries + 1);
      });
    };
    tryBackend(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    handed,
    closedBy,
    lastCloseAt,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
