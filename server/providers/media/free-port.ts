// Ports for the embedded media server: a free one when asked for 0, and a check that a fixed one is free
// (node-media-server exits the whole process when its listen fails, so we look before it leaps).
import net from 'node:net';

function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      server.close(() => resolve(bound));
    });
  });
}

/** The port to give the RTMP listener: `port` itself when free, a free one for 0; throws when taken. */
export async function usablePort(port: number): Promise<number> {
  try {
    return await listenOnce(port);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new Error(`RTMP port ${port} is not usable (${code ?? String(err)})`);
  }
}
