// The baseline: a bare Fastify hello-world route, the most a Node HTTP server on this machine answers.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
process.send?.({ t: 'ready', port, path: '/hello', matches: 0 });
// The bench asks for this process's CPU time before and after each load: server cost per request.
process.on('message', (m: { t: string }) => {
  if (m.t === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ t: 'cpu', ms: (user + system) / 1000 });
  }
});
process.on('disconnect', () => process.exit(0));
