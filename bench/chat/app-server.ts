// The chat bench's server: the real app (in-process bus and KvStore) on a fresh PostgreSQL database (BENCH_DB=pglite:
// in-memory PGlite) with one room, its anchor and BENCH_SENDERS viewers logged in; it reports its own CPU and,
// for the baseline, publishes chat.message events straight on the bus.
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { channels } from '../../contract/events';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { rooms, sensitiveWords, users } from '../../server/db/schema';
import { demoSensitiveWords } from '../../server/db/seed/rooms';
import { createSession } from '../../server/modules/user/sessions';
import { nowUs } from '../fanout/clock';
import { type FromServer, stamped, type ToServer } from './messages';

const send = (m: FromServer) => process.send?.(m);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const senders = Number(process.env.BENCH_SENDERS ?? 2000);
let dropDatabase = async () => {};

/** PGlite runs the database on the server's own thread; PostgreSQL, as deployed, in its own processes. */
async function openBenchDatabase() {
  if (process.env.BENCH_DB === 'pglite') return openDatabase({ pglite: await PGlite.create() });
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `qiulive_bench_chat_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  dropDatabase = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString() });
}

try {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
    HOST: '127.0.0.1',
    PORT: '0',
    STATIC_DIR: './.tmp/no-client-build',
  });
  const database = await openBenchDatabase();
  const { db } = database;
  const [anchor] = await db
    .insert(users)
    .values({ phone: '13900000000', nickName: '压测主播', isAnchor: 1 })
    .returning();
  const [room] = await db
    .insert(rooms)
    .values({ anchorId: anchor!.id, title: '压测直播间', streamName: 'bench-chat' })
    .returning();
  // The filter runs on every message, as in production.
  await db.insert(sensitiveWords).values(demoSensitiveWords.map((word) => ({ word })));
  const viewers = await db
    .insert(users)
    .values(
      Array.from({ length: senders }, (_, i) => ({
        phone: `137${String(i).padStart(8, '0')}`,
        nickName: `观众${i}`,
        level: i % 30,
      })),
    )
    .returning({ id: users.id });
  const tokens: string[] = [];
  for (const v of viewers) tokens.push((await createSession(db, v.id, true)).token);

  const app = await buildApp({ config, database });
  await app.listen({ host: config.host, port: 0 });
  const { port } = app.server.address() as { port: number };
  const channel = channels.room(room!.id);

  let cpuMark = process.cpuUsage();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let rssMax = 0;
  const rssTimer = setInterval(() => {
    rssMax = Math.max(rssMax, process.memoryUsage.rss());
  }, 500);
  rssTimer.unref();

  process.on('message', async (m: ToServer) => {
    try {
      if (m.t === 'mark') {
        cpuMark = process.cpuUsage();
        loop.reset();
        loop.enable();
        rssMax = 0;
        send({ t: 'marked' });
      } else if (m.t === 'report') {
        const used = process.cpuUsage(cpuMark);
        loop.disable();
        send({
          t: 'reported',
          usage: {
            cpuUserMs: used.user / 1000,
            cpuSystemMs: used.system / 1000,
            // The timer's own period is in every sample: take it off.
            loopDelayP99Ms: Math.max(0, loop.percentile(99) / 1e6 - 10),
            rssMaxMB: Math.round(rssMax / 1048576),
          },
        });
      } else if (m.t === 'publish') {
        const total = Math.round(m.seconds * m.rate);
        const intervalMs = 1000 / m.rate;
        const start = performance.now();
        const startUs = nowUs();
        const ids: number[] = [];
        const pending: Promise<unknown>[] = [];
        for (let n = 0; n < total; n++) {
          const wait = start + n * intervalMs - performance.now();
          if (wait > 0) await sleep(wait);
          const id = m.firstId + n;
          const sentUs = startUs + Math.round(n * intervalMs * 1000);
          ids.push(id);
          pending.push(
            app.ctx.bus.publish(channel, 'chat.message', {
              id,
              roomId: room!.id,
              userId: viewers[n % viewers.length]!.id,
              nickName: `观众${n % viewers.length}`,
              content: stamped(sentUs, n),
              at: Date.now(),
              level: 1,
              nobility: null,
              role: 'viewer',
              kind: 'chat',
              barrageId: null,
            }),
          );
        }
        await Promise.all(pending);
        send({ t: 'published', ids });
      } else if (m.t === 'stop') {
        await app.close();
        await database.close();
        await dropDatabase();
        process.exit(0);
      }
    } catch (err) {
      send({
        t: 'error',
        message: err instanceof Error ? (err.stack ?? err.message) : String(err),
      });
    }
  });
  process.on('disconnect', () => process.exit(0));
  send({ t: 'ready', port, roomId: room!.id, tokens });
} catch (err) {
  send({ t: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exit(1);
}
