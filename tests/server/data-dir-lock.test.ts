// The embedded database's directory lock: a second opener is refused with a clear message while the first
// holds it, and a lock left by a dead process is taken over.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirBusy, LOCK_FILE, lockDataDir } from '../../server/db/data-dir-lock';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second holder naming the live pid, and frees the directory on release', async () => {
    dir = await mkdtemp(join(tmpdir(), 'qiulive-lock-'));
    // Another live process holds it: the parent of this test process.
    await writeFile(join(dir, LOCK_FILE), String(process.ppid));
    const refused = await lockDataDir(dir).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DataDirBusy);
    expect((refused as DataDirBusy).pid).toBe(process.ppid);
    expect((refused as Error).message).toContain('DATABASE_URL');

    await rm(join(dir, LOCK_FILE));
    const release = await lockDataDir(dir);
    expect(await readFile(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await release();
    await expect(readFile(join(dir, LOCK_FILE), 'utf8')).rejects.toThrow();
  });

  it('takes over a lock whose process is gone', async () => {
    dir = await mkdtemp(join(tmpdir(), 'qiulive-lock-'));
    // Pids are below 2^22 on Linux: this one cannot be running.
    await writeFile(join(dir, LOCK_FILE), '99999999');
    const release = await lockDataDir(dir);
    expect(await readFile(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await release();
  });
});
