// The measured server: the real app (PGlite in memory, feed off) holding one busy day of the simulator's
// matches, put in through the real ingest exactly as the live feed would.
import { PGlite } from '@electric-sql/pglite';
import { chinaDayStart } from '../../contract/format/china-day';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { createSimulator } from '../../server/providers/feed/simulator';

const day = process.argv[2] as string;
// The simulator's clock stands at 21:00 that day: the early games are over, some are in play, the late
// European games are still to come — a list with every kind of row.
const at = chinaDayStart(day) + 21 * 3_600_000;

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  FEED: 'off',
  HOST: '127.0.0.1',
  PORT: '0',
  STATIC_DIR: './.tmp/no-client-build',
});
const database = await openDatabase({ pglite: await PGlite.create() });
const app = await buildApp({ config, database });
const simulator = createSimulator({
  seed: config.feed.seed,
  speed: 1,
  pastDays: 0,
  futureDays: 0,
  clock: () => at,
});
await simulator.start(app.ctx.ingest);
await simulator.stop();
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
const path = `/gw/live/football/list?date=${day}`;
const res = await fetch(`http://127.0.0.1:${port}${path}`);
const body = (await res.json()) as { data: { matches: unknown[] } };
process.send?.({ t: 'ready', port, path, matches: body.data.matches.length });
// The bench asks for this process's CPU time before and after each load: server cost per request.
process.on('message', (m: { t: string }) => {
  if (m.t === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ t: 'cpu', ms: (user + system) / 1000 });
  }
});
process.on('disconnect', () => process.exit(0));
