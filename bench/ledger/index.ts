// Ledger bench: gifts per second through the real gift service (paidOnce → inLedger → entries, gift record)
// on PostgreSQL with 100 senders and 10 anchors at a fixed concurrency, and its p99 latency, against a bare
// single-row `UPDATE … SET n = n + 1` loop at the same concurrency on a scratch table, in the same run.
import { randomBytes, randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, openDatabase } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { giftsStep } from '../../server/db/seed/gifts';
import { sendGift } from '../../server/modules/pay/gift';
import { inLedger, type LedgerContext } from '../../server/modules/pay/ledger';
import type { Bus } from '../../server/realtime';
import { writeResult } from '../result';

const SENDERS = 100;
const ANCHORS = 10;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 24);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = 2;

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `qiulive_bench_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const round1 = (x: number) => Math.round(x * 10) / 10;

/** `work` from CONCURRENCY workers for SECONDS (after a warm-up): operations per second and latencies. */
async function measure(label: string, work: (worker: number, i: number) => Promise<unknown>) {
  const run = async (seconds: number, record: boolean) => {
    const until = performance.now() + seconds * 1000;
    const latencies: number[] = [];
    let failed = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, worker) => {
        for (let i = 0; performance.now() < until; i++) {
          const t0 = performance.now();
          try {
            await work(worker, i);
            if (record) latencies.push(performance.now() - t0);
          } catch (err) {
            failed++;
            if (failed === 1) console.error(`${label}: ${(err as Error).message}`);
          }
        }
      }),
    );
    return { latencies, failed };
  };
  await run(WARMUP_SECONDS, false);
  const { latencies, failed } = await run(SECONDS, true);
  latencies.sort((a, b) => a - b);
  const result = {
    perSecond: round1(latencies.length / SECONDS),
    p50: round1(percentile(latencies, 50)),
    p99: round1(percentile(latencies, 99)),
    count: latencies.length,
    failed,
  };
  console.log(`${label}: ${JSON.stringify(result)}`);
  return result;
}

try {
  // Migrated by the site's own opener, then driven through a pool as wide as the concurrency.
  const migrated = await openDatabase({ databaseUrl: url.toString() });
  await migrated.close();
  const pool = new pg.Pool({ connectionString: url.toString(), max: CONCURRENCY });
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Db;
  // The balance pushes still read the balances after commit; only the socket delivery is left out.
  const bus = { publish: async () => ({}), catchUp: async () => ({}) } as unknown as Bus;
  const ctx: LedgerContext = { db, bus };

  await giftsStep.run(db);
  const [gift] = await db.select().from(schema.gifts).limit(1);
  const people = await db
    .insert(schema.users)
    .values(
      Array.from({ length: SENDERS + ANCHORS }, (_, i) => ({
        phone: `1370000${String(i).padStart(4, '0')}`,
        nickName: `压测${i}`,
        isAnchor: i < ANCHORS ? 1 : 0,
      })),
    )
    .returning({ id: schema.users.id });
  const anchors = people.slice(0, ANCHORS).map((p) => p.id);
  const senders = people.slice(ANCHORS).map((p) => p.id);
  for (const id of senders)
    await inLedger(ctx, (ledger) =>
      ledger.post({
        tradeType: 1,
        userId: id,
        legs: [
          { account: { user: id, currency: 'diamond' }, amount: 1_000_000_000, tradeType: 1 },
          {
            account: { system: 'gatewayClearing', currency: 'diamond' },
            amount: -1_000_000_000,
            tradeType: 1,
          },
        ],
      }),
    );
  console.log(
    `PostgreSQL ${name}: ${SENDERS} senders, ${ANCHORS} anchors, concurrency ${CONCURRENCY}, ${SECONDS} s each`,
  );

  await pool.query('create table bench_counter (id int primary key, n bigint not null)');
  await pool.query('insert into bench_counter values (1, 0)');
  const baseline = await measure('bare single-row UPDATE', () =>
    pool.query('update bench_counter set n = n + 1 where id = 1'),
  );

  let k = 0;
  const gifts = await measure('gift service', (worker, i) => {
    k++;
    const senderId = senders[(worker + i * CONCURRENCY) % SENDERS]!;
    return sendGift(
      ctx,
      { senderId, anchorId: anchors[k % ANCHORS]!, giftId: gift!.id, count: 1 },
      randomUUID(),
    );
  });

  const ratio = Math.round((gifts.perSecond / baseline.perSecond) * 1000) / 1000;
  console.log(`gifts/s ÷ bare UPDATE/s = ${ratio}`);
  await pool.end();
  writeResult({
    name: 'ledger',
    figures: {
      giftsPerSecond: gifts.perSecond,
      giftP50Ms: gifts.p50,
      giftP99Ms: gifts.p99,
      gifts: gifts.count,
      giftFailures: gifts.failed,
      ratioToBareUpdate: ratio,
      concurrency: CONCURRENCY,
      senders: SENDERS,
      anchors: ANCHORS,
      seconds: SECONDS,
    },
    baseline: {
      updatesPerSecond: baseline.perSecond,
      updateP50Ms: baseline.p50,
      updateP99Ms: baseline.p99,
    },
    target:
      'a gift (one transaction of ~12 statements and 5 entries) at least 1/10 of a bare single-row UPDATE at the same concurrency, p99 under 100 ms',
    met: ratio >= 0.1 && gifts.p99 < 100 && gifts.failed === 0,
  });
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
