// What every route and service can reach: config, database, the short-lived store and the realtime bus.
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { SessionUser } from './modules/user/sessions';
import type { Bus, RealtimeServer } from './realtime';
import type { KvStore } from './stores';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Short-lived shared state: captcha, SMS codes, one-time keys, rate limits. */
  kv: KvStore;
  /** Publish live events: `ctx.bus.publish(channels.match('football', id), 'match.score', {...})`. */
  bus: Bus;
  startedAt: number;
  version: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    io: RealtimeServer;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}
