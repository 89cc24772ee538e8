// A real app over a fresh database per suite: PGlite loaded from the template, or a new PostgreSQL database.

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { type Env, loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { pgliteOptions } from '../../server/db/pglite-options';
import { type KvStore, MemoryKvStore } from '../../server/stores/kv';
import { RedisKvStore } from '../../server/stores/redis-kv';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** Which engine this suite runs on: the vitest project sets QIULIVE_TEST_DB. */
export const testEngine = () =>
  process.env.QIULIVE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

async function freshPostgres(): Promise<{ database: Database; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('QIULIVE_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `qiulive_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the run's migrated template (tests/setup/postgres-template.ts).
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * A fresh database: on PostgreSQL a copy of the run's template; on PGlite the migrated template, or `dataDir`
 * (a dump of one) when given. `pglite` is the embedded instance (to dump it), null on PostgreSQL.
 */
export async function openTestDatabase(dataDir?: Blob) {
  if (testEngine() === 'postgres') return { ...(await freshPostgres()), pglite: null };
  const template = dataDir ?? new Blob([await readFile(inject('pgliteTemplate'))]);
  // With the server's own settings (16 MB of shared buffers, not PGlite's 128 MB touched at start): as
  // `npm start` runs, and it starts in ~0.7 s instead of ~1.2 s.
  const pglite = await PGlite.create({ loadDataDir: template, ...pgliteOptions() });
  const database = await openDatabase({ pglite });
  return { database, drop: async () => {}, pglite };
}

/**
 * The PostgreSQL run also puts the short-lived store on Redis (TEST_REDIS_URL), each suite under
 * its own prefix, so CI exercises both back ends of every store; the PGlite run stays embedded.
 */
export function openTestKv(): KvStore {
  if (testEngine() !== 'postgres') return new MemoryKvStore();
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('QIULIVE_TEST_DB=postgres needs TEST_REDIS_URL as well');
  return new RedisKvStore(url, `qiulive-test-${randomBytes(6).toString('hex')}:`);
}

export interface TestAppOptions {
  env?: Env;
  /** Extra routes registered before the app is ready (to exercise the route helper itself). */
  extend?(app: FastifyInstance): void;
  /** A PGlite data dir to start from instead of the migrated template (the e2e sites' demo-seeded one). */
  dataDir?: Blob;
}

export async function startTestApp({
  env = {},
  extend,
  dataDir,
}: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: './.tmp/no-client-build',
    ...env,
  } as Record<string, string>);
  const app = await buildApp({ config, database, kv: openTestKv() });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
