// What every route and service can reach: config, database, the short-lived store and the realtime bus.
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { ChatWrites } from './modules/chat/chat-writes';
import type { FeedRunner } from './modules/match/feed';
import type { Ingest } from './modules/match/ingest';
import type { SessionUser } from './modules/user/sessions';
import type { Bus, RealtimeServer } from './realtime';
import type { KvStore } from './stores';
import type { WorkerPool } from './workers/pool';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Short-lived shared state: captcha, SMS codes, one-time keys, rate limits. */
  kv: KvStore;
  /** Publish live events: `ctx.bus.publish(channels.match('football', id), 'match.score', {...})`. */
  bus: Bus;
  /** Room chat lines waiting to be stored in batches (pushed already); drained when the app closes. */
  chatWrites: ChatWrites;
  /** Where match data arrives (written, then pushed); list caches listen to it. */
  ingest: Ingest;
  /** The data feed of this process (started by main.ts, or by a test with its own provider). */
  feed: FeedRunner;
  /** Match time (Unix ms): the feed's clock, which a sped-up simulator runs ahead of the wall. */
  clock: () => number;
  /** CPU-heavy work (image decoding, captcha drawing) runs here, never on the event loop. */
  workers: WorkerPool;
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
