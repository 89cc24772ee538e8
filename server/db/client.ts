// Opens the database — PGlite in DATA_DIR by default, PostgreSQL when a URL is given — and applies the migrations.
import { mkdir } from 'node:fs/promises';
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
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite's directory on disk (npm start), where other embedded files may live beside it; unset otherwise. */
  dataDir?: string;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

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
  return {
    db,
    kind: 'pglite',
    ...('dataDir' in source ? { dataDir: source.dataDir } : {}),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

async function openPgliteDir(dataDir: string) {
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  try {
    return { client: await PGlite.create(dataDir), unlock };
  } catch (err) {
    await unlock();
    throw err;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
