// Upload bytes as files beside PGlite's data directory (the embedded engine): written by the images task in its worker
// thread and read by libuv's threads, never by the event loop. PGlite runs inside the server's own thread, and storing
// a 2 MB image in it held the loop for hundreds of milliseconds; PostgreSQL keeps the bytes in its table, shared by
// every app process.
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../context';

const extByMime: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
export const extOf = (mime: string) => extByMime[mime] ?? 'jpg';
export const uploadExts = new Set(Object.values(extByMime));

/** An upload's file: its random id and the extension of its type, never anything a client chose. */
export const uploadFileName = (id: string, mime: string) => `${id}.${extOf(mime)}`;

/** The directory of upload files, or null where the bytes belong in the database. */
export const uploadDir = (ctx: AppContext) =>
  ctx.database.dataDir ? join(ctx.database.dataDir, 'uploads') : null;

export function writeUploadFile(dir: string, name: string, bytes: Uint8Array) {
  return writeFile(join(dir, name), bytes, { flag: 'wx' });
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
