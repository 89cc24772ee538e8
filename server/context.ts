// What every route and service can reach: config, database and the short-lived store (the bus joins later).
import type { Server as SocketServer } from 'socket.io';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { SessionUser } from './modules/user/sessions';
import type { KvStore } from './stores';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Short-lived shared state: captcha, SMS codes, one-time keys, rate limits. */
  kv: KvStore;
  startedAt: number;
  version: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    io: SocketServer;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}
