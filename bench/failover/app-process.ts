// One app process of the failover drill: the real app on PostgreSQL and Redis (the site's multi-process set-up),
// on a free port. The publisher among the two also runs the flow the parent asks for, through app.ctx.bus as a
// service would: score pushes on scores:football and chat lines on a room channel.
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { RedisKvStore } from '../../server/stores/redis-kv';
import { CHAT_CHANNEL, CHAT_ROOM, type FlowDone, SCORE_CHANNEL, type ToApp } from './messages';

const {
  FAILOVER_DB_URL: dbUrl,
  FAILOVER_REDIS_URL: redisUrl,
  FAILOVER_PREFIX: prefix,
} = process.env;
if (!dbUrl || !redisUrl || !prefix) throw new Error('app-process: FAILOVER_* env missing');

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DEMO_DATA: '0',
  HOST: '127.0.0.1',
  PORT: '0',
  STATIC_DIR: './.tmp/no-client-build',
  DATABASE_URL: dbUrl,
  REDIS_URL: redisUrl,
});
const database = await openDatabase({ databaseUrl: dbUrl });
const app = await buildApp({
  config,
  database,
  kv: new RedisKvStore(redisUrl, `${prefix}kv:`),
  realtime: { redisPrefix: `${prefix}rt:` },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Publishes at the given rates for `ms`, one event at a time per channel, and reports the seqs used. */
async function flow(ms: number, scoresPerSec: number, chatPerSec: number): Promise<FlowDone> {
  const done: FlowDone = { t: 'flowDone', score: [0, 0], chat: [0, 0], errors: 0 };
  const end = Date.now() + ms;
  let n = 0;
  const loop = async (
    perSec: number,
    range: [number, number],
    publish: (i: number) => Promise<{ seq: number }>,
  ) => {
    const start = Date.now();
    for (let i = 0; Date.now() < end; i++) {
      const due = start + (i * 1000) / perSec;
      if (due > Date.now()) await sleep(due - Date.now());
      try {
        const { seq } = await publish(i);
        if (range[0] === 0) range[0] = seq;
        range[1] = seq;
      } catch {
        done.errors++;
      }
    }
  };
  await Promise.all([
    loop(scoresPerSec, done.score, (i) =>
      app.ctx.bus.publish(SCORE_CHANNEL, 'match.score', {
        matchId: 990_000 + (i % 50),
        homeScore: i % 7,
        awayScore: i % 5,
      }),
    ),
    loop(chatPerSec, done.chat, () => {
      n++;
      return app.ctx.bus.publish(CHAT_CHANNEL, 'chat.message', {
        id: n,
        roomId: CHAT_ROOM,
        userId: 1 + (n % 100),
        nickName: `球迷${n % 100}`,
        content: `第${n}条：好球！`,
        at: Date.now(),
      });
    }),
  ]);
  return done;
}

process.on('message', (message: ToApp) => {
  if (message.t === 'flow')
    void flow(message.ms, message.scoresPerSec, message.chatPerSec).then((d) => process.send?.(d));
  if (message.t === 'count') process.send?.({ t: 'count', sockets: app.io.engine.clientsCount });
  if (message.t === 'close')
    void app.close().then(async () => {
      await database.close();
      process.exit(0);
    });
});
process.send?.({ t: 'ready', port });
