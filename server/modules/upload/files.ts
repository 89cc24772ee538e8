// Upload bytes as files beside PGlite's data directory (the embedded engine): written and read by libuv's threads,
// never by the event loop. PGlite runs inside the server's own thread, and storing a 2 MB image in it held the loop
// for hundreds of milliseconds; PostgreSQL keeps the bytes in its table, shared by every app process.
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../context';

/** The directory of upload files, or null where the bytes belong in the database. */
export const uploadDir = (ctx: AppContext) =>
  ctx.database.dataDir ? join(ctx.database.dataDir, 'uploads') : null;

/** Names are the upload's random id and extension (see store.ts), never anything a client chose. */
export async function writeUploadFiles(dir: string, files: { name: string; bytes: Buffer }[]) {
  await mkdir(dir, { recursive: true });
  await Promise.all(files.map((f) => writeFile(join(dir, f.name), f.bytes, { flag: 'wx' })));
}

export async function removeUploadFiles(dir: string, names: string[]) {
  await Promise.all(names.map((name) => unlink(join(dir, name)).catch(() => {})));
}

export async function readUploadFile(dir: string, name: string): Promise<Buffer | null> {
  try {
    return await readFile(join(dir, name));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
