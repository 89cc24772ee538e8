// The embedded database in a directory (npm start's default): a new directory is made by a child process
// (initdb and migrations, whose memory peak leaves with it), the server's own PGlite opens it with the small
// shared_buffers, and what was written is there after a restart.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { DEFAULT_SHARED_BUFFERS, pgliteSettings } from '../../server/db/pglite-options';
import { appMeta } from '../../server/db/schema';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const setting = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], name: string) => {
  const result = (await db.execute(sql.raw(`show ${name}`))) as { rows: Record<string, string>[] };
  return result.rows[0]?.[name];
};

describe('PGlite in a data directory', () => {
  it('makes a new directory migrated, keeps its rows across a restart and runs with its settings', async () => {
    dir = await mkdtemp(join(tmpdir(), 'qiulive-pglite-dir-'));
    const first = await openDatabase({ dataDir: dir });
    expect(first.kind).toBe('pglite');
    await first.db.insert(appMeta).values({ key: 'test-restart', value: 'kept' });
    expect(await setting(first.db, 'shared_buffers')).toBe(DEFAULT_SHARED_BUFFERS);
    await first.close();

    const again = await openDatabase({ dataDir: dir });
    const rows = await again.db.select().from(appMeta).where(eq(appMeta.key, 'test-restart'));
    expect(rows.map((r) => r.value)).toEqual(['kept']);
    expect(await setting(again.db, 'work_mem')).toBe(pgliteSettings().work_mem);
    await again.close();
  }, 120_000);

  it('takes shared_buffers from PGLITE_SHARED_BUFFERS', () => {
    expect(pgliteSettings({ PGLITE_SHARED_BUFFERS: '64MB' }).shared_buffers).toBe('64MB');
    expect(pgliteSettings({}).shared_buffers).toBe(DEFAULT_SHARED_BUFFERS);
  });
});
