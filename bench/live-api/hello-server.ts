// The baseline: a bare Fastify hello-world route, the most a Node HTTP server on this machine answers.
// It also serves a control: the list's exact gzip bytes from memory (the bench hands them over), to show
// what merely sending and receiving those bytes costs on this machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
let bytes = Buffer.alloc(0);
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/bytes', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').header('content-encoding', 'gzip').send(bytes),
);
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
process.send?.({ t: 'ready', port, path: '/hello', matches: 0 });
// The bench asks for this process's CPU time before and after each load: server cost per request.
process.on('message', (m: { t: string; base64?: string }) => {
  if (m.t === 'bytes') {
    bytes = Buffer.from(m.base64 ?? '', 'base64');
    process.send?.({ t: 'bytes', length: bytes.length });
  }
  if (m.t === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ t: 'cpu', ms: (user + system) / 1000 });
  }
});
process.on('disconnect', () => process.exit(0));
