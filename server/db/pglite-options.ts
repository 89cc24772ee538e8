// How the server starts PGlite. Its WebAssembly memory never shrinks, so whatever Postgres allocates and touches
// stays in the process's RSS for good: shared_buffers is the big one (PGlite's default, 128 MB, is allocated and
// touched at start). 16 MB holds the hot pages of this site's working set; the rest is read from the data
// directory's files, which the OS caches outside the process. PGLITE_SHARED_BUFFERS overrides it (e.g. 64MB).
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export const DEFAULT_SHARED_BUFFERS = '16MB';

/** Postgres settings on top of PGlite's own start parameters. */
export function pgliteSettings(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    shared_buffers: env.PGLITE_SHARED_BUFFERS || DEFAULT_SHARED_BUFFERS,
    // Sorts and hashes spill to temp files past this instead of growing the memory that never shrinks.
    work_mem: '4MB',
    maintenance_work_mem: '16MB',
    temp_buffers: '2MB',
  };
}

export function pgliteOptions(env: NodeJS.ProcessEnv = process.env): PGliteOptions {
  const settings = Object.entries(pgliteSettings(env)).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ]);
  return { startParams: [...PGlite.defaultStartParams, ...settings] };
}
