// Builds the Fastify app with socket.io on the same HTTP server; main.ts starts it and tests inject into it.
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { installEnvelopeErrors } from './http/envelope';
import { installInputStringGate } from './http/input-strings';
import { installOpenApi } from './http/openapi';
import { preRoutingErrorOptions } from './http/pre-routing-errors';
import { installSecurityHeaders } from './http/security-headers';
import { installSite, runtimeConfigScript } from './http/site';
import { advertRoutes } from './modules/advert/routes';
import { anchorRoutes } from './modules/anchor/routes';
import { captchaRoutes } from './modules/captcha/routes';
import { chatRoutes } from './modules/chat/routes';
import { healthRoutes } from './modules/health/routes';
import { hornRoutes } from './modules/horn/routes';
import { informRoutes } from './modules/inform/routes';
import { FeedRunner, feedClock } from './modules/match/feed';
import { createIngest } from './modules/match/ingest';
import { matchRoutes } from './modules/match/routes';
import { navRoutes } from './modules/nav/routes';
import { nobilityRoomRoutes } from './modules/nobility-room/routes';
import { payRoutes } from './modules/pay/routes';
import { rankRoutes } from './modules/rank/routes';
import { roomAnchorRoutes } from './modules/room/anchor-routes';
import { roomListRoutes } from './modules/room/list-routes';
import { searchRoutes } from './modules/search/routes';
import { smsRoutes } from './modules/sms/routes';
import { uploadRoutes } from './modules/upload/routes';
import { authRoutes } from './modules/user/auth-routes';
import { profileRoutes } from './modules/user/profile-routes';
import { userRoutes } from './modules/user/routes';
import { openRealtime, type RealtimeOptions } from './realtime';
import { type KvStore, openKvStore } from './stores';
import { version } from './version';
import { WorkerPool } from './workers/pool';

export interface AppOptions {
  config: Config;
  database: Database;
  /** The short-lived store; by default in-process, or Redis when REDIS_URL is set. */
  kv?: KvStore;
  /** Realtime tuning: the Redis prefix (distinct per test run), gateway limits, replay bounds. */
  realtime?: RealtimeOptions;
}

export async function buildApp({
  config,
  database,
  kv = openKvStore(config.redisUrl),
  realtime: realtimeOptions,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    ...preRoutingErrorOptions,
  });

  const clock = feedClock(config);
  const realtime = await openRealtime(app.server, {
    clock,
    ...realtimeOptions,
    redisUrl: config.redisUrl,
    db: database.db,
    log: app.log,
  });
  const ingest = createIngest({
    db: database.db,
    bus: realtime.bus,
    log: app.log,
    feed: config.feed.provider,
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    kv,
    bus: realtime.bus,
    ingest,
    feed: new FeedRunner(ingest, app.log),
    clock,
    workers: new WorkerPool({ timeoutMs: config.workerTimeoutMs }),
    startedAt: Date.now(),
    version,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('user', null);

  installEnvelopeErrors(app);
  installInputStringGate(app);
  await installSecurityHeaders(app, { inlineScripts: [runtimeConfigScript(ctx)] });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: config.bodyLimit });

  healthRoutes(app);
  informRoutes(app);
  matchRoutes(app);
  advertRoutes(app);
  navRoutes(app);
  searchRoutes(app);
  userRoutes(app);
  profileRoutes(app);
  uploadRoutes(app);
  payRoutes(app);
  rankRoutes(app);
  roomAnchorRoutes(app);
  roomListRoutes(app);
  chatRoutes(app);
  hornRoutes(app);
  nobilityRoomRoutes(app);
  anchorRoutes(app);
  authRoutes(app);
  smsRoutes(app);
  captchaRoutes(app);
  await installOpenApi(app);
  await installSite(app);

  app.decorate('io', realtime.io);
  app.addHook('preClose', async () => realtime.disconnectAll());
  app.addHook('onClose', async () => {
    await ctx.feed.stop();
    await realtime.close();
    await kv.close();
    await ctx.workers.close();
  });

  return app;
}
