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
import { adminModule } from './modules/admin/routes';
import { advertModule } from './modules/advert/routes';
import { anchorModule } from './modules/anchor/routes';
import { artModule } from './modules/art/routes';
import { captchaModule } from './modules/captcha/routes';
import { ChatWrites } from './modules/chat/chat-writes';
import { chatModule } from './modules/chat/routes';
import { commentModule } from './modules/comment/routes';
import { communityModule } from './modules/community/routes';
import { expertModule } from './modules/expert/routes';
import { gradeModule } from './modules/grade/routes';
import { healthModule } from './modules/health/routes';
import { hornModule } from './modules/horn/routes';
import { informModule } from './modules/inform/routes';
import { FeedRunner, feedClock } from './modules/match/feed';
import { createIngest } from './modules/match/ingest';
import { matchModule } from './modules/match/routes';
import { matchChatModule } from './modules/match-chat/routes';
import { messageModule } from './modules/message/routes';
import { navModule } from './modules/nav/routes';
import { newsFeedsModule } from './modules/news/feeds-routes';
import { newsModule } from './modules/news/routes';
import { nobilityRoomModule } from './modules/nobility-room/routes';
import { payModule } from './modules/pay/routes';
import { playbackModule } from './modules/playback';
import { rankModule } from './modules/rank/routes';
import { roomModule } from './modules/room/routes';
import { searchModule } from './modules/search/routes';
import { smsModule } from './modules/sms/routes';
import { uploadModule } from './modules/upload/routes';
import { userModule } from './modules/user/routes';
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
    chatWrites: new ChatWrites(database.db, app.log),
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

  // One plugin per domain, in this order. Most are encapsulated; pay, room and sms share what they decorate
  // or hook with the app (see each module's routes.ts).
  await app.register(healthModule);
  await app.register(informModule);
  await app.register(matchModule);
  await app.register(artModule);
  await app.register(advertModule);
  await app.register(navModule);
  await app.register(newsModule);
  await app.register(newsFeedsModule);
  await app.register(commentModule);
  await app.register(communityModule);
  await app.register(expertModule);
  await app.register(searchModule);
  await app.register(userModule);
  await app.register(messageModule);
  await app.register(uploadModule);
  await app.register(payModule);
  await app.register(rankModule);
  await app.register(roomModule);
  await app.register(playbackModule);
  await app.register(chatModule);
  await app.register(gradeModule);
  await app.register(matchChatModule);
  await app.register(hornModule);
  await app.register(nobilityRoomModule);
  await app.register(anchorModule);
  await app.register(smsModule);
  await app.register(captchaModule);
  await app.register(adminModule);
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
