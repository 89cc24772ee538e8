// Crash test: the real server (tsx server/main.ts) is killed with SIGKILL in the middle of a gift storm over
// HTTP, restarted, and every request of the storm is sent again with its key. Then: every transaction
// balances, balances equal their entries, gift records and gift transactions match one to one, no paid
// request is half done, every gift acknowledged before the kill is still there (the retry answers it
// again), and each key moved the money exactly once. On PostgreSQL (server-postgres project) the process
// dies with open transactions, which the database rolls back; on PGlite (server project) the database
// itself dies with the process, mid-write, and recovers from its WAL on the next open.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseSource, openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';
import { balancesOf } from '../../server/modules/pay/ledger';
import { createSession } from '../../server/modules/user/sessions';
import { testEngine } from './harness';
import { fund, healthy, ledgerFacts, newKey, query } from './pay-spend-world';
import { createUserWithSession } from './users';

const SENDERS = 20;
const STORM = 600;
const PARALLEL = 16;
/** Killed once this many gifts have been answered: the storm is then well under way. */
const KILL_AFTER = 80;
const FUNDS = 1_000_000;

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => {});
});

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Where the site keeps its data: a fresh PostgreSQL database, or a fresh PGlite data directory. */
async function freshSite(): Promise<{ env: Record<string, string>; source: DatabaseSource }> {
  if (testEngine() === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('the PostgreSQL crash test needs TEST_DATABASE_URL');
    const name = `qiulive_crash_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanup.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return { env: { DATABASE_URL: url.toString() }, source: { databaseUrl: url.toString() } };
  }
  const dir = await mkdtemp(join(tmpdir(), 'qiulive-crash-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dir }, source: { dataDir: dir } };
}

interface Server {
  url: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const { DATABASE_URL: _a, DATA_DIR: _b, QIULIVE_TEST_DB: _c, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...inherited,
      ...env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      FEED: 'off',
      LOG_LEVEL: 'warn',
      STATIC_DIR: './.tmp/no-client-build',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanup.push(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child, exited };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not come up in 60 s');
}

interface GiftRequest {
  token: string;
  key: string;
  body: { anchorId: number; giftId: number; count: number };
}

const postGift = (url: string, g: GiftRequest) =>
  fetch(`${url}/gw/pay/gift`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accesstoken: g.token, 'idempotency-key': g.key },
    body: JSON.stringify(g.body),
  }).then((r) => r.json() as Promise<{ code: number; data: { recordId: number } }>);

describe(`crash in a gift storm (${testEngine()})`, () => {
  it('loses no acknowledged gift, leaves nothing half done and moves each key once', async () => {
    const site = await freshSite();

    // The site's people and money, written before the server starts (a PGlite directory has one owner).
    const setup = await openDatabase(site.source);
    await seedDemoData(setup.db);
    const [gift] = await query<{ id: number; price_units: string }>(
      setup.db,
      sql`select id, price_units from gifts where name = '鲜花'`,
    );
    const price = Number(gift!.price_units);
    const anchors = [
      (await createUserWithSession(setup.db, { isAnchor: 1 })).user.id,
      (await createUserWithSession(setup.db, { isAnchor: 1 })).user.id,
    ];
    const senders: { id: number; token: string }[] = [];
    const ctx = { db: setup.db, bus: { publish: async () => ({}) } } as never;
    for (let i = 0; i < SENDERS; i++) {
      const { user } = await createUserWithSession(setup.db);
      const { token } = await createSession(setup.db, user.id, true);
      await fund(ctx, user.id, FUNDS);
      senders.push({ id: user.id, token });
    }
    await setup.close();

    const storm: (GiftRequest & { senderId: number })[] = Array.from({ length: STORM }, (_, i) => {
      const s = senders[i % SENDERS]!;
      return {
        senderId: s.id,
        token: s.token,
        key: newKey(),
        body: { anchorId: anchors[i % 2]!, giftId: Number(gift!.id), count: 1 + (i % 3) },
      };
    });

    // The storm, killed mid-way.
    let server = await startServer(site.env);
    const acknowledged = new Map<string, number>();
    let sent = 0;
    let killed = false;
    const worker = async () => {
      while (!killed && sent < storm.length) {
        const g = storm[sent++]!;
        const answer = await postGift(server.url, g).catch(() => null);
        if (answer?.code === 200) acknowledged.set(g.key, answer.data.recordId);
        if (!killed && acknowledged.size >= KILL_AFTER) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    await server.exited;
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(sent).toBeLessThan(storm.length);

    // Restarted: every request tried is sent again with its key. An acknowledged one answers its first
    // record again; one that died with the process runs now, once.
    server = await startServer(site.env);
    const tried = storm.slice(0, sent);
    for (let i = 0; i < tried.length; i += PARALLEL) {
      const answers = await Promise.all(
        tried.slice(i, i + PARALLEL).map((g) => postGift(server.url, g)),
      );
      answers.forEach((answer, j) => {
        const g = tried[i + j]!;
        expect(answer.code).toBe(200);
        const first = acknowledged.get(g.key);
        if (first !== undefined) expect(answer.data.recordId).toBe(first);
      });
    }
    server.child.kill('SIGTERM');
    await server.exited;

    const after = await openDatabase(site.source);
    cleanup.push(() => after.close());
    const facts = await ledgerFacts(after.db);
    expect(facts).toMatchObject(healthy);
    for (const { total } of facts.totals) expect(total).toBe(0);
    const [counts] = await query<{ records: string; keys: string }>(
      after.db,
      sql`select (select count(*) from gift_records) as records,
                 (select count(*) from paid_requests where action = 'gift') as keys`,
    );
    expect(Number(counts?.records)).toBe(tried.length);
    expect(Number(counts?.keys)).toBe(tried.length);
    const spent = new Map<number, number>();
    for (const g of tried)
      spent.set(g.senderId, (spent.get(g.senderId) ?? 0) + price * g.body.count);
    const balances = await balancesOf(
      after.db,
      senders.map((s) => s.id),
    );
    for (const s of senders)
      expect(balances.get(s.id)?.balance).toBe(FUNDS - (spent.get(s.id) ?? 0));
  }, 240_000);
});
