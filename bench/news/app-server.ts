// The measured server: the real app (PGlite in memory) with the demo headlines written by the real seed (three weeks
// of articles through the news service), serving the built client for the HTML pages. The feed is off, so news
// pages are measured alone; BENCH_FEED=simulator plays the simulator's yesterday, today and tomorrow and answers
// ready only once it has caught up, so a page of scores (the board, the home page's hot matches) is measured with
// the rows a fan sees, not an empty board.
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';
import { configuredFeed } from '../../server/modules/match/feed';

const withFeed = process.env.BENCH_FEED === 'simulator';
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  FEED: withFeed ? 'simulator' : 'off',
  FEED_PAST_DAYS: '1',
  FEED_FUTURE_DAYS: '1',
  DEMO_STREAMS: '0',
  DEMO_CROWD: '0',
  HOST: '127.0.0.1',
  PORT: '0',
  STATIC_DIR: process.argv[2] ?? './dist',
});
const database = await openDatabase({ pglite: await PGlite.create() });
await seedDemoData(database.db);
const app = await buildApp({ config, database });
if (withFeed) {
  const feed = await configuredFeed(config, app.log, app.ctx.clock, app.ctx.db);
  // Resolves once the feed has caught up.
  if (feed) await app.ctx.feed.start(feed);
}
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
