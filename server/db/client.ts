// Opens the database — PGlite in DATA_DIR by default, PostgreSQL when a URL is given — and applies the migrations.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { migrationsFolder, pgliteOptions } from './pglite-options';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite's directory on disk (npm start), where other embedded files may live beside it; unset otherwise. */
  dataDir?: string;
  close(): Promise<void>;
}

export { migrationsFolder };

/** Any number 'qiulive' spells: every process migrating the same PostgreSQL takes this lock first. */
const MIGRATION_LOCK = 0x7169756c;

export type DatabaseSource = { databaseUrl: string } | { dataDir: string } | { pglite: PGlite };

export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if ('databaseUrl' in source) return openPostgres(source.databaseUrl);
  const { client, unlock } =
    'pglite' in source
      ? { client: source.pglite, unlock: async () => {} }
      : await openPgliteDir(source.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  pglites.add(client);
  return {
    db,
    kind: 'pglite',
    ...('dataDir' in source ? { dataDir: source.dataDir } : {}),
    close: async () => {
      pglites.delete(client);
      await client.close();
      await unlock();
    },
  };
}

/** The PGlite instances this process has open: their WebAssembly memory is part of its RSS for good. */
const pglites = new Set<PGlite>();

/** Bytes of WebAssembly memory held by the open PGlite instances (grows with Postgres's peak, never shrinks). */
export function pgliteMemoryBytes() {
  let bytes = 0;
  for (const client of pglites) {
    const mod = (client as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod;
    bytes += mod?.HEAPU8?.buffer.byteLength ?? 0;
  }
  return bytes;
}
// For diagnostics loaded beside the server (bench/memory's probe), which cannot import this module's instance.
(globalThis as Record<symbol, unknown>)[Symbol.for('qiulive.pgliteMemoryBytes')] =
  pgliteMemoryBytes;

async function openPgliteDir(dataDir: string) {
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  try {
    // A new directory is made (initdb, migrations) by a child process, whose memory peak leaves with it.
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await setUpInChild(dataDir);
    return { client: await PGlite.create(dataDir, pgliteOptions()), unlock };
  } catch (err) {
    await unlock();
    throw err;
  }
}

/** Runs pglite-setup in a child process (this process holds the directory's lock meanwhile). */
function setUpInChild(dataDir: string) {
  const ext = extname(fileURLToPath(import.meta.url));
  const script = fileURLToPath(new URL(`./pglite-setup${ext}`, import.meta.url));
  const child = fork(script, [dataDir], {
    execArgv: ext === '.ts' ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`内置数据库初始化失败（${signal ?? `退出码 ${code}`}）：${dataDir}`));
    });
  });
}

async function openPostgres(url: string): Promise<Database> {
  // Connections stay open through a minute's lull (pg-pool closes them after 10 s by default): a room that goes
  // quiet and busy again should not pay new backends and the session lookup's plans again at its next burst.
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 60_000 });
  // An idle connection killed by the server (restart, failover) must not crash the process:
  // the pool drops it and the next query opens a new one.
  pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Several app processes may start together against one PostgreSQL: migrate under a lock.
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    conn.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** A cheap round trip for health checks. */
export async function ping(db: Db) {
  await db.execute(sql`select 1`);
}
