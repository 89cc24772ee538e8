// Opens the realtime side of the app: socket.io on the HTTP server, the bus, and — when REDIS_URL is set — the Redis adapter and stores.
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Db } from '../db/client';
import { type Bus, EventBus } from './bus';
import { defaultGatewayLimits, type GatewayLimits, installGateway } from './gateway';
import { RedisReplayStore } from './redis-replay-store';
import { MemoryReplayStore, type ReplayLimits, type ReplayStore } from './replay-store';
import { type BatchOptions, RoomBatches } from './room-batches';
import type { RealtimeServer } from './types';

export type { Bus } from './bus';
export type { RealtimeServer } from './types';

export interface RealtimeOptions {
  /** Prefix of the Redis keys and pub/sub channels: deployments and test runs sharing one Redis use distinct ones. */
  redisPrefix?: string;
  limits?: Partial<GatewayLimits>;
  replay?: Partial<ReplayLimits>;
  /** Room channels' batching window (100 ms by default; windowMs 0 pushes each event on its own). */
  batch?: Partial<BatchOptions>;
  /** The time stamped on events (`at`): the site's match clock, so pushes agree with /live/time. */
  clock?: () => number;
}

export interface Realtime {
  io: RealtimeServer;
  bus: Bus;
  /** Drops this process's sockets, so closing the HTTP server does not wait on open websockets. */
  disconnectAll(): void;
  close(): Promise<void>;
}

/** An ioredis 'error' fires on every reconnect attempt: say it once per outage, not once per second. */
function reportOutage(redis: Redis, log: FastifyBaseLogger, what: string) {
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) log.warn({ err: err.message }, `realtime: ${what} lost Redis`);
    down = true;
  });
  redis.on('ready', () => {
    down = false;
  });
}

export async function openRealtime(
  server: HttpServer,
  {
    redisUrl,
    db,
    log,
    redisPrefix = 'qiulive:rt:',
    limits,
    replay,
    batch,
    clock,
  }: RealtimeOptions & { redisUrl: string | undefined; db: Db; log: FastifyBaseLogger },
): Promise<Realtime> {
  let pub: Redis | null = null;
  let sub: Redis | null = null;
  if (redisUrl) {
    pub = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    sub = pub.duplicate();
    reportOutage(pub, log, 'adapter publisher');
    reportOutage(sub, log, 'adapter subscriber');
  }

  const io: RealtimeServer = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    // Subscribe messages are tiny; anything bigger is abuse and closes that connection.
    maxHttpBufferSize: 4 * 1024,
    // A dead tab (laptop lid closed) is noticed within ~45 s; a live one pings every 25 s.
    pingInterval: 25_000,
    pingTimeout: 20_000,
    // Brief drops (a train tunnel) resume with rooms and missed packets. The Redis adapter does not
    // keep sessions, so across processes the seq replay (subscribe with lastSeq) covers the gap.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: true },
    ...(pub && sub ? { adapter: createAdapter(pub, sub, { key: `${redisPrefix}io` }) } : {}),
  });

  // Each engine.io session keeps the HTTP request that opened it (headers, parser state, the raw socket's
  // request object): a few KB per idle socket, for nothing, since the gateway reads only the handshake's auth
  // (built later from the CONNECT packet). socket.io's own listener has run by now; the request goes. engine.io's
  // stand-in response for a WebSocket upgrade still holds it (through its listener on the TCP socket's close,
  // there for HTTP middlewares, which this server does not use): its parsed and raw headers are emptied.
  io.engine.on('connection', (raw: { request: unknown }) => {
    const request = raw.request as Partial<IncomingMessage> | null;
    raw.request = null;
    if (request) {
      request.headers = {};
      request.rawHeaders = [];
      (request as { _query?: unknown })._query = undefined;
    }
  });

  // The store shares the publisher connection: an event's append and its adapter PUBLISH then
  // travel down one connection in order.
  const store: ReplayStore = pub
    ? new RedisReplayStore(pub, redisPrefix, replay)
    : new MemoryReplayStore(replay);
  const batches = new RoomBatches(io, { ...batch, clustered: Boolean(pub) });
  const bus = new EventBus(io, store, clock, batches);
  installGateway(io, { bus, batches, db, log, limits: { ...defaultGatewayLimits, ...limits } });

  // Commands on one connection run in order: once this ping answers, the adapter's subscriptions
  // are live, and an event another process publishes from now on reaches this one's sockets.
  if (sub)
    await sub
      .ping()
      .catch((err: Error) => log.warn({ err: err.message }, 'realtime: Redis not ready'));

  return {
    io,
    bus,
    disconnectAll() {
      // `local`: with the Redis adapter a plain disconnectSockets would reach every process.
      io.local.disconnectSockets(true);
      io.engine.close();
    },
    async close() {
      batches.close();
      await io.close();
      await store.close();
      await Promise.all([pub, sub].map((r) => r?.quit().catch(() => r.disconnect())));
    },
  };
}
