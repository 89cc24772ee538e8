// The measured server: the real app (PGlite in memory, feed off) with the demo headlines written by the real
// seed (three weeks of articles through the news service), serving the built client for the HTML pages.
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  FEED: 'off',
  DEMO_STREAMS: '0',
  DEMO_CROWD: '0',
  HOST: '127.0.0.1',
  PORT: '0',
  STATIC_DIR: process.argv[2] ?? './dist',
});
const database = await openDatabase({ pglite: await PGlite.create() });
await seedDemoData(database.db);
const app = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
process.send?.({ t: 'ready', port });
process.on('message', (m: { t: string }) => {
  if (m.t === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ t: 'cpu', ms: (user + system) / 1000 });
  }
});
process.on('disconnect', () => process.exit(0));
