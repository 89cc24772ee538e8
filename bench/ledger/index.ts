// Ledger bench: gifts through the real gift service (sendGift: at most one pay_gifts statement per gift, the gifts
// that arrive together posted in one, migration 0036)
// with 100 senders and 10 anchors at a fixed concurrency, on PostgreSQL and on PGlite, against bare UPDATEs in
// the same run on the same engine:
// - the baseline: a single-row `UPDATE … SET n = n + 1` over distinct rows, each worker's row picked the way
//   its gift picks the sender (100 rows), so neither side queues on a row the other does not;
// - beside it, the hot-row figure (every worker on one row), the baseline this bench used to have.
// The phases are interleaved and repeated (BENCH_ROUNDS), so a burst of load from the machine's other work
// falls on both; after every gift run the ledger's books are read back (balanced.ts) and a problem voids the run.
// Target (issue 25): gifts p99 ≤ 50 ms and ≥ 0.3× the bare UPDATE on PostgreSQL; ledger balanced after every run.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, type Db, openDatabase } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { giftsStep } from '../../server/db/seed/gifts';
import { sendGift } from '../../server/modules/pay/gift';
import { inLedger, type LedgerContext } from '../../server/modules/pay/ledger';
import type { Bus } from '../../server/realtime';
import { writeResult } from '../result';
import { problemsOf, readBooks } from './balanced';

const SENDERS = 100;
const ANCHORS = 10;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 24);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const WARMUP_SECONDS = 2;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const round1 = (x: number) => Math.round(x * 10) / 10;
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** The row (and the sender) worker `worker`'s `i`-th operation uses. */
const pick = (worker: number, i: number) => (worker + i * CONCURRENCY) % SENDERS;

interface Samples {
  latencies: number[];
  failed: number;
  seconds: number;
}

/** `work` from CONCURRENCY workers for `seconds`: each finished operation's latency. */
async function run(
  label: string,
  seconds: number,
  work: (worker: number, i: number) => Promise<unknown>,
): Promise<Samples> {
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let i = 0; performance.now() < until; i++) {
        const t0 = performance.now();
        try {
          await work(worker, i);
          latencies.push(performance.now() - t0);
        } catch (err) {
          failed++;
          if (failed === 1) console.error(`${label}: ${(err as Error).message}`);
        }
      }
    }),
  );
  return { latencies, failed, seconds };
}

function summary(runs: Samples[]) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  return {
    perSecond: round1(latencies.length / seconds),
    p50: round1(percentile(latencies, 50)),
    p99: round1(percentile(latencies, 99)),
    count: latencies.length,
    failed: runs.reduce((s, r) => s + r.failed, 0),
  };
}

/** The bench's people and money on a freshly migrated database: funded senders, anchors, one gift. */
async function prepare(db: Db, ctx: LedgerContext) {
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
  return { giftId: gift!.id, senders, anchors };
}

type Exec = (text: string, params: unknown[]) => Promise<unknown>;

/** Both baselines and the gifts on one engine, interleaved for ROUNDS rounds, the books read after each. */
async function benchEngine(engine: string, db: Db, exec: Exec) {
  // The balance pushes go nowhere: the gift statement answers the balances, nothing is read for them.
  const bus = { publish: async () => ({}), catchUp: async () => ({}) } as unknown as Bus;
  const ctx: LedgerContext = { db, bus };
  const { giftId, senders, anchors } = await prepare(db, ctx);
  await exec('create table bench_counter (id int primary key, n bigint not null)', []);
  await exec('insert into bench_counter select g, 0 from generate_series(0, $1::int - 1) g', [
    SENDERS,
  ]);
  let k = 0;
  let answered = 0;
  const phases = {
    distinct: (worker: number, i: number) =>
      exec('update bench_counter set n = n + 1 where id = $1', [pick(worker, i)]),
    hot: () => exec('update bench_counter set n = n + 1 where id = 0', []),
    gifts: async (worker: number, i: number) => {
      k++;
      await sendGift(
        ctx,
        { senderId: senders[pick(worker, i)]!, anchorId: anchors[k % ANCHORS]!, giftId, count: 1 },
        randomUUID(),
      );
      answered++;
    },
  };
  const runs: Record<keyof typeof phases, Samples[]> = { distinct: [], hot: [], gifts: [] };
  const problems: string[] = [];
  for (const [phase, work] of Object.entries(phases) as [keyof typeof phases, Exec][])
    await run(`${engine} ${phase} warm-up`, WARMUP_SECONDS, work as never);
  for (let round = 1; round <= ROUNDS; round++)
    for (const [phase, work] of Object.entries(phases) as [
      keyof typeof phases,
      (w: number, i: number) => Promise<unknown>,
    ][]) {
      const samples = await run(`${engine} ${phase}`, SECONDS, work);
      runs[phase].push(samples);
      console.log(
        `${engine} round ${round} ${phase}: ${JSON.stringify(summary([samples]))} (load ${loadavg()[0]!.toFixed(1)})`,
      );
      if (phase === 'gifts') {
        const found = problemsOf(await readBooks(db), answered);
        console.log(
          `${engine} round ${round} books: ${found.length ? found.join('; ') : 'balanced'}`,
        );
        problems.push(...found);
      }
    }
  const distinct = summary(runs.distinct);
  const hot = summary(runs.hot);
  const gifts = summary(runs.gifts);
  const ratio = round3(gifts.perSecond / distinct.perSecond);
  const ratioHot = round3(gifts.perSecond / hot.perSecond);
  console.log(
    `${engine}: gifts ${gifts.perSecond}/s p50 ${gifts.p50} p99 ${gifts.p99} ms | bare UPDATE distinct rows ${distinct.perSecond}/s (ratio ${ratio}) | hot row ${hot.perSecond}/s (ratio ${ratioHot})`,
  );
  return { distinct, hot, gifts, ratio, ratioHot, balanced: problems.length === 0 };
}

async function onPostgres() {
  const name = `qiulive_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Migrated by the site's own opener, then driven through a pool as wide as the concurrency.
    const migrated = await openDatabase({ databaseUrl: url.toString() });
    await migrated.close();
    const pool = new pg.Pool({ connectionString: url.toString(), max: CONCURRENCY });
    pool.on('error', () => {});
    try {
      const db = drizzle(pool, { schema }) as unknown as Db;
      return await benchEngine('postgres', db, (text, params) => pool.query(text, params));
    } finally {
      await pool.end();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function onPglite() {
  // On disk, as `npm start` runs it (DATA_DIR): one embedded engine, every statement in turn.
  const dir = await mkdtemp(join(tmpdir(), 'qiulive-bench-ledger-'));
  let database: Database | null = null;
  try {
    database = await openDatabase({ dataDir: dir });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return await benchEngine('pglite', database.db, (text, params) => client.query(text, params));
  } finally {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  }
}

type EngineResult = Awaited<ReturnType<typeof benchEngine>>;
const results: Record<string, EngineResult | null> = {};
const loadBefore = loadavg()[0]!;
console.log(
  `ledger bench: ${SENDERS} senders, ${ANCHORS} anchors, concurrency ${CONCURRENCY}, ${ROUNDS} rounds of ${SECONDS} s per phase, load ${loadBefore.toFixed(1)}`,
);
try {
  for (const engine of ENGINES) {
    try {
      results[engine] = engine === 'postgres' ? await onPostgres() : await onPglite();
    } catch (err) {
      // Keep the other engine's figures: this one's are written as missing.
      console.error(`${engine}: ${(err as Error).stack}`);
      results[engine] = null;
    }
  }
} finally {
  const figures: Record<string, number> = {};
  const baseline: Record<string, number> = {};
  for (const [engine, r] of Object.entries(results)) {
    const p = engine === 'postgres' ? 'pg' : 'pglite';
    if (!r) continue;
    Object.assign(figures, {
      [`${p}GiftsPerSecond`]: r.gifts.perSecond,
      [`${p}GiftP50Ms`]: r.gifts.p50,
      [`${p}GiftP99Ms`]: r.gifts.p99,
      [`${p}Gifts`]: r.gifts.count,
      [`${p}GiftFailures`]: r.gifts.failed,
      [`${p}RatioToBareUpdate`]: r.ratio,
      [`${p}RatioToHotRowUpdate`]: r.ratioHot,
      [`${p}Balanced`]: r.balanced ? 1 : 0,
    });
    Object.assign(baseline, {
      [`${p}UpdatesPerSecond`]: r.distinct.perSecond,
      [`${p}UpdateP50Ms`]: r.distinct.p50,
      [`${p}UpdateP99Ms`]: r.distinct.p99,
      [`${p}HotRowUpdatesPerSecond`]: r.hot.perSecond,
      [`${p}HotRowUpdateP50Ms`]: r.hot.p50,
      [`${p}HotRowUpdateP99Ms`]: r.hot.p99,
    });
  }
  Object.assign(figures, {
    concurrency: CONCURRENCY,
    senders: SENDERS,
    anchors: ANCHORS,
    secondsPerPhase: SECONDS,
    rounds: ROUNDS,
    loadAverageBefore: round1(loadBefore),
    loadAverageAfter: round1(loadavg()[0]!),
  });
  const pgResult = results.postgres;
  const everyRunBalanced = Object.values(results).every((r) => r?.balanced);
  writeResult({
    name: 'ledger',
    figures,
    baseline,
    target:
      'gifts p99 ≤ 50 ms and ≥ 0.3× a bare single-row UPDATE over distinct rows (picked as the gifts pick senders) on PostgreSQL at the same concurrency, no gift failing; ledger balanced after every run on both engines',
    met:
      !!pgResult &&
      pgResult.gifts.p99 <= 50 &&
      pgResult.ratio >= 0.3 &&
      pgResult.gifts.failed === 0 &&
      everyRunBalanced,
  });
}
