// Realtime test helpers: an app listening on a free port (on Redis in the PostgreSQL run) and socket.io clients for it.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import type {
  ChannelEvent,
  ClientToServerEvents,
  ServerToClientEvents,
  SubscribeAck,
  UnsubscribeAck,
} from '../../contract/events';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import type { RealtimeOptions } from '../../server/realtime';
import { RedisKvStore } from '../../server/stores/redis-kv';
import { openTestDatabase, openTestKv, testEngine } from './harness';

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The PostgreSQL run puts the bus on Redis as well; it is an error there to have no Redis. */
export function testRedisUrl(): string | undefined {
  if (testEngine() !== 'postgres') return undefined;
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('QIULIVE_TEST_DB=postgres needs TEST_REDIS_URL for the realtime bus');
  return url;
}

/** A fresh Redis prefix per suite, so runs (and suites) sharing one Redis never see each other's keys. */
export const testRedisPrefix = () => `qiulive-test-rt-${randomBytes(6).toString('hex')}:`;

/** Seq keys live for a month: a test run removes its own when it is done. */
export async function dropRedisKeys(url: string, prefix: string) {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

export interface RealtimeApp {
  app: FastifyInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
}

export interface RealtimeAppOptions {
  realtime?: RealtimeOptions;
  /** Share a database with another app (two processes over one site); the caller closes it. */
  database?: Database;
  /** Share the KvStore too (Redis keys under this prefix), as processes of one site do; removed at close. */
  kvPrefix?: string;
  /** Extra environment for the app's config (e.g. FEED=api-sports). */
  env?: Record<string, string>;
}

export async function startRealtimeApp(options: RealtimeAppOptions = {}): Promise<RealtimeApp> {
  const own = options.database ? null : await openTestDatabase();
  const database = options.database ?? own!.database;
  const redisUrl = testRedisUrl();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: './.tmp/no-client-build',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...options.env,
  });
  const redisPrefix = options.realtime?.redisPrefix ?? testRedisPrefix();
  const app = await buildApp({
    config,
    database,
    kv: options.kvPrefix && redisUrl ? new RedisKvStore(redisUrl, options.kvPrefix) : openTestKv(),
    realtime: { ...options.realtime, redisPrefix },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    database,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      if (redisUrl) await dropRedisKeys(redisUrl, redisPrefix);
      if (redisUrl && options.kvPrefix) await dropRedisKeys(redisUrl, options.kvPrefix);
      if (own) {
        await own.database.close();
        await own.drop();
      }
    },
  };
}

/** A connected client; `token` is the login token (none = anonymous). */
export async function connectClient(url: string, token?: string): Promise<Client> {
  const socket: Client = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Sends a raw message (any payload, even a malformed one) and waits for its ack. */
export function ask(socket: Client, event: 'subscribe', payload: unknown): Promise<SubscribeAck>;
export function ask(
  socket: Client,
  event: 'unsubscribe',
  payload: unknown,
): Promise<UnsubscribeAck>;
export function ask(socket: Client, event: string, payload: unknown): Promise<unknown> {
  const raw = socket as unknown as {
    timeout(ms: number): { emitWithAck(...args: unknown[]): Promise<unknown> };
  };
  return raw.timeout(5_000).emitWithAck(event, payload);
}

/** Sends a raw message without waiting for (or asking for) an ack. */
export function send(socket: Client, event: string, ...args: unknown[]) {
  (socket as unknown as { emit(event: string, ...args: unknown[]): void }).emit(event, ...args);
}

/** Records every pushed event, for assertions on order and content. */
export function recordEvents(socket: Client) {
  const events: ChannelEvent[] = [];
  const waiters: { test: () => boolean; resolve: () => void }[] = [];
  socket.on('event', (event) => {
    events.push(event);
    for (const w of waiters.splice(0)) {
      if (w.test()) w.resolve();
      else waiters.push(w);
    }
  });
  return {
    events,
    /** Resolves once `count` events of `channel` have arrived (the suite's timeout catches a shortfall). */
    until(channel: string, count: number) {
      const test = () => events.filter((e) => e.channel === channel).length >= count;
      return new Promise<void>((resolve) => {
        if (test()) resolve();
        else waiters.push({ test, resolve });
      });
    },
    of(channel: string) {
      return events.filter((e) => e.channel === channel);
    },
  };
}

export const seqs = (events: ChannelEvent[]) => events.map((e) => e.seq);
export const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
