/// <reference types="vitest/config" />
// Test projects: unit, server (real app on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), e2e (Chromium).
import { defineConfig } from 'vitest/config';

const serverTests = ['tests/server/**/*.test.ts'];
const postgresOnlyTests = [
  'tests/server/realtime-cluster.test.ts',
  'tests/server/realtime-batch-cluster.test.ts',
  'tests/server/room-viewers-cluster.test.ts',
  'tests/server/chat-standing-cluster.test.ts',
  'tests/server/board-cluster.test.ts',
  'tests/server/api-sports-failover.test.ts',
];
/**
 * Suites whose subject is not the database (image bombs in the worker pool, a solver against 200 captcha pictures)
 * or is the embedded one itself: run once, on PGlite. They were the two projects' slowest files, ~6 min of worker
 * time on both engines; the captcha's and the upload's storage run on both in their own suites.
 */
const engineFreeTests = [
  'tests/server/upload-bomb.test.ts',
  'tests/server/captcha-solver.test.ts',
  'tests/server/pglite-data-dir.test.ts',
];
const postgres = process.env.TEST_DATABASE_URL;
// expect.poll's default gives up after 1 s. On a loaded 2-core machine a new tab's socket join, a
// snapshot or a page's first load can take longer, so a poll waits for the event as long as a
// person would; a poll that never matches still fails, only later.
const SERVER_POLL = { timeout: 10_000, interval: 50 };
const E2E_POLL = { timeout: 20_000, interval: 100 };
/** Suites that mock modules (vi.mock): they run isolated, in the unit-mocks project. */
const MOCKS = 'tests/unit/**/*.mock.test.ts';
// Files of a worker share its module graph: importing the server (Fastify, drizzle, the schema, the
// simulator) took ~3 s a file, a third of the suite's worker time. Each suite starts its own app and
// database, so nothing of one file's world outlives it; spies, stubbed env and fake timers are undone.
const SHARED_MODULES = {
  isolate: false,
  restoreMocks: true,
  unstubEnvs: true,
  setupFiles: ['tests/setup/real-timers.ts'],
};

export default defineConfig({
  test: {
    // Two cores: each PGlite suite peaks near 1 GB and a CPU; more workers only thrash.
    maxWorkers: 2,
    reporters: ['default', './tests/reporters/summary.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          ...SHARED_MODULES,
          include: ['tests/unit/**/*.test.ts', 'machines/**/*.test.ts', 'streams/**/*.test.ts'],
          exclude: [MOCKS],
          environment: 'node',
          // Some unit suites simulate whole seasons (feed, odds): seconds of CPU that a loaded machine stretches.
          testTimeout: 30_000,
        },
      },
      {
        // A suite that replaces modules (vi.mock) needs a module world of its own.
        test: {
          name: 'unit-mocks',
          include: [MOCKS],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          ...SHARED_MODULES,
          include: serverTests,
          // Two processes on one Redis: only the PostgreSQL run has Redis (see below).
          exclude: postgresOnlyTests,
          globalSetup: ['tests/setup/pglite-template.ts'],
          env: { QIULIVE_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          expect: { poll: SERVER_POLL },
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'server-postgres',
                ...SHARED_MODULES,
                include: serverTests,
                exclude: engineFreeTests,
                globalSetup: ['tests/setup/postgres-template.ts'],
                env: { QIULIVE_TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
                expect: { poll: SERVER_POLL },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          // One file at a time (each drives a Chromium against its own site: with the other projects', the two
          // cores are full), in one worker that imports the server once, not once a file (~3 s each). Its own
          // group, after the others: vitest runs a project of one worker only in a group of its own.
          ...SHARED_MODULES,
          sequence: { groupOrder: 1 },
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/pglite-template.ts', 'tests/setup/build-client.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          expect: { poll: E2E_POLL },
        },
      },
    ],
  },
});
