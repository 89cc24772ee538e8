// The operator's command line: opens the site's database as server/main.ts does (DATABASE_URL or DATA_DIR)
// and runs one command of operator-commands.ts, without starting the HTTP server.
import { createServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirBusy } from '../db/data-dir-lock';
import { openRealtime } from '../realtime';
import { runOperator } from './operator-commands';

/** Warnings only: the realtime side has nothing to say in a one-shot command. */
const quietLog = {
  warn: (obj: unknown, msg?: string) => console.warn(msg ?? obj),
  error: (obj: unknown, msg?: string) => console.error(msg ?? obj),
  info: () => {},
  debug: () => {},
  trace: () => {},
  fatal: (obj: unknown, msg?: string) => console.error(msg ?? obj),
  child: () => quietLog,
  level: 'warn',
  silent: () => {},
} as unknown as FastifyBaseLogger;

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  // With REDIS_URL the balance pushes reach the users' open pages through the site's processes;
  // without it this process has no sockets, and their pages show the new balance on their next read.
  const realtime = await openRealtime(createServer(), {
    redisUrl: config.redisUrl,
    db: database.db,
    log: quietLog,
  });
  try {
    process.exitCode = await runOperator(process.argv.slice(2), {
      db: database.db,
      bus: realtime.bus,
      playback: { mediaDir: config.media.dir, retention: config.playback },
    });
  } finally {
    await realtime.close();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DataDirBusy ? err.message : err);
  process.exit(1);
});
