// What every route and service can reach: config and database (the bus and providers join later).
import type { Server as SocketServer } from 'socket.io';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { SessionUser } from './modules/user/sessions';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
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
