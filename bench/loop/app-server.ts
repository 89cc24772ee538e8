// The measured server: the real app as `npm start` runs it (embedded PGlite in a data directory, feed off),
// with people and sessions for the uploading clients.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { createSession } from '../../server/modules/user/sessions';

const people = Number(process.argv[2] ?? 40);
// A data directory as npm start has, so stored uploads go to disk, not to the WASM heap.
const dataDir = mkdtempSync(join(tmpdir(), 'qiulive-bench-loop-'));
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  FEED: 'off',
  HOST: '127.0.0.1',
  PORT: '0',
  STATIC_DIR: './.tmp/no-client-build',
});
const database = await openDatabase({ dataDir });
const app = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };

// Uploads are limited per person and hour: the clients move to the next person when refused.
const tokens: string[] = [];
for (let i = 0; i < people; i++) {
  const phone = `137${String(i).padStart(8, '0')}`;
  const [user] = await database.db
    .insert(users)
    .values({ phone, nickName: `压测${i}` })
    .returning();
  tokens.push((await createSession(database.db, user!.id, true)).token);
}
process.send?.({ t: 'ready', port, tokens });

process.on('message', (m: { t: string }) => {
  if (m.t === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ t: 'cpu', ms: (user + system) / 1000 });
  }
});
process.on('disconnect', async () => {
  await app.close().catch(() => {});
  cleanUp();
  process.exit(0);
});
