// The baseline: a bare Fastify route that sends an answer it holds in memory. The bench hands it each answer the
// app gave: `/bytes/:name` sends the same bytes, headers and all (the security headers, ETag, Vary, the gzip
// body), so the comparison is the app against merely sending and receiving those bytes on this machine;
// `/body/:name` sends the same body with only its content type and encoding (what a route with none of the
// site's headers would send), shown beside it.
import Fastify from 'fastify';

interface Bytes {
  body: Buffer;
  type: string;
  encoding: string | undefined;
  headers: Record<string, string>;
}

const app = Fastify({ logger: false });
const held = new Map<string, Bytes>();
app.get('/bytes/:name', async (request, reply) => {
  const b = held.get((request.params as { name: string }).name);
  if (!b) return reply.code(404).send();
  return reply.headers(b.headers).send(b.body);
});
app.get('/body/:name', async (request, reply) => {
  const b = held.get((request.params as { name: string }).name);
  if (!b) return reply.code(404).send();
  reply.type(b.type);
  if (b.encoding) reply.header('content-encoding', b.encoding);
  return reply.send(b.body);
});
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
process.send?.({ t: 'ready', port });
process.on(
  'message',
  (m: {
    t: string;
    name?: string;
    base64?: string;
    type?: string;
    encoding?: string;
    headers?: Record<string, string>;
  }) => {
    if (m.t === 'bytes' && m.name) {
      held.set(m.name, {
        body: Buffer.from(m.base64 ?? '', 'base64'),
        type: m.type ?? 'application/octet-stream',
        encoding: m.encoding,
        headers: m.headers ?? {},
      });
      process.send?.({ t: 'bytes', name: m.name });
    }
    if (m.t === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ t: 'cpu', ms: (user + system) / 1000 });
    }
  },
);
process.on('disconnect', () => process.exit(0));
