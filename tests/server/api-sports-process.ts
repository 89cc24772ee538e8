// One app process of the API-Sports failover drill (api-sports-failover.test.ts): the real app on PostgreSQL and
// Redis as server/main.ts starts it, competing for the feed's lease (FEED_LEASE_* from the environment) and, when it
// holds it, running the API-Sports adapter against the fake provider. Two things differ from npm start, so a match
// plays in seconds: the adapter's clock stands at the recorded match's day (DRILL_CLOCK_OFFSET_MS), and matches in
// play are polled every DRILL_LIVE_POLL_MS (the config's floor is 5 s).
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { configuredFeed } from '../../server/modules/match/feed';
import { RedisKvStore } from '../../server/stores/redis-kv';

const {
  DATABASE_URL: dbUrl,
  REDIS_URL: redisUrl,
  DRILL_PREFIX: prefix,
  DRILL_CLOCK_OFFSET_MS: offset,
  DRILL_LIVE_POLL_MS: livePoll,
} = process.env;
if (!dbUrl || !redisUrl || !prefix || !offset || !livePoll)
  throw new Error('api-sports-process: drill env missing');

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DEMO_DATA: '0',
  HOST: '127.0.0.1',
  PORT: '0',
  STATIC_DIR: './.tmp/no-client-build',
});
const feedConfig = {
  ...config,
  feed: {
    ...config.feed,
    apiSports: { ...config.feed.apiSports, livePollMs: Number(livePoll) },
  },
};
const database = await openDatabase({ databaseUrl: dbUrl });
const app = await buildApp({
  config,
  database,
  kv: new RedisKvStore(redisUrl, `${prefix}kv:`),
  realtime: { redisPrefix: `${prefix}rt:` },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
const clock = () => Date.now() + Number(offset);
app.ctx.feed.lead(
  () => configuredFeed(feedConfig, app.log, clock, app.ctx.db),
  app.ctx.kv,
  config.feed.lease,
);

process.on('message', (message: { t: string }) => {
  // Whether this process runs the feed, and the feed's health as it sees it (budget included).
  if (message.t === 'feed')
    process.send?.({ t: 'feed', running: app.ctx.feed.running, health: app.ctx.feed.health() });
  if (message.t === 'close')
    void app.close().then(async () => {
      await database.close();
      process.exit(0);
    });
});
process.send?.({ t: 'ready', port });
