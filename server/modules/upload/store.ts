// Re-encodes uploads in the worker pool, saves them in the uploads table and names them by URL; the portrait check reads the URL back.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PORTRAIT_MAX_SIDE } from '../../../contract/calls/upload';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import { uploads } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { TaskTimeout } from '../../workers/pool';
import type { UploadedFile } from './body';
import { readUploadFile, removeUploadFiles, uploadDir, writeUploadFiles } from './files';
import type { EncodedImage, ReencodeResult } from './reencode';

export type UploadKind = 'image' | 'portrait';

/** Upload calls (up to 5 images each) per user and hour: enough for any page, too few to use us as free storage. */
export const UPLOAD_CALLS_PER_HOUR = 30;

const extByMime: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
export const extOf = (mime: string) => extByMime[mime] ?? 'jpg';
const exts = new Set(Object.values(extByMime));

/** Where the api host serves uploads: its base URL (a path or an absolute URL) plus /uploads/. */
export const uploadsBase = (ctx: AppContext) =>
  `${ctx.config.baseUrls.api.replace(/\/+$/, '')}/uploads/`;

export const uploadUrl = (ctx: AppContext, id: string, mime: string) =>
  `${uploadsBase(ctx)}${id}.${extOf(mime)}`;

/** 16 random bytes in base64url: 22 characters. */
const idPattern = /^[A-Za-z0-9_-]{22}$/;

/** The id and extension of a file name such as `Xy…Q.png`; null for anything else. */
export function parseUploadFileName(name: string): { id: string; ext: string } | null {
  const dot = name.lastIndexOf('.');
  const id = name.slice(0, dot);
  const ext = name.slice(dot + 1);
  if (dot < 0 || !idPattern.test(id) || !exts.has(ext)) return null;
  return { id, ext };
}

/** The upload a URL this site issued points at; null for any other URL. */
export async function findIssuedUpload(ctx: AppContext, url: string) {
  const base = uploadsBase(ctx);
  if (!url.startsWith(base)) return null;
  const name = parseUploadFileName(url.slice(base.length));
  if (!name) return null;
  // The owner and kind decide; the image bytes stay in the database.
  const [upload] = await ctx.db
    .select({ id: uploads.id, userId: uploads.userId, kind: uploads.kind, mime: uploads.mime })
    .from(uploads)
    .where(eq(uploads.id, name.id))
    .limit(1);
  if (!upload || extOf(upload.mime) !== name.ext) return null;
  return { ...upload, url: uploadUrl(ctx, upload.id, upload.mime) };
}

/**
 * An upload's type and bytes: from its file on the embedded engine, else from the table. Table bytes
 * travel as hex text turned into a Buffer natively: PGlite's own bytea parser makes a number per
 * byte on the event loop, hundreds of milliseconds for a 2 MB image.
 */
export async function findUpload(ctx: AppContext, id: string) {
  const [row] = await ctx.db
    .select({ mime: uploads.mime, hex: sql<string>`encode(${uploads.bytes}, 'hex')` })
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  if (!row) return null;
  const dir = uploadDir(ctx);
  // Uploads stored before files were used keep their bytes in the table.
  if (row.hex === '' && dir) {
    const bytes = await readUploadFile(dir, `${id}.${extOf(row.mime)}`);
    return bytes && { mime: row.mime, bytes };
  }
  return { mime: row.mime, bytes: Buffer.from(row.hex, 'hex') };
}

/**
 * Decoding, scaling and encoding run in the worker pool, never on the event loop: a 65 KB PNG can
 * claim 16 million pixels, and its decode would stall every other request for seconds.
 */
async function reencode(
  ctx: AppContext,
  file: UploadedFile,
  maxSide?: number,
): Promise<EncodedImage> {
  if (typeof file === 'string') throw new ApiError(errors[file]);
  let result: ReencodeResult;
  try {
    result = await ctx.workers.run('reencodeUpload', { bytes: file, maxSide });
  } catch (err) {
    if (err instanceof TaskTimeout) throw new ApiError(errors.uploadTimeout);
    throw err; // 10012 when the pool's queue is full
  }
  if (!result.ok) throw new ApiError(errors[result.error]);
  return result.image;
}

/** Checks, re-encodes and stores every file, or none: one bad file fails the whole call. */
export async function saveUploads(
  ctx: AppContext,
  userId: number,
  files: UploadedFile[],
  kind: UploadKind,
): Promise<string[]> {
  const count = await ctx.kv.increment(`upload:count:${userId}`, 3_600_000);
  if (count > UPLOAD_CALLS_PER_HOUR) throw new ApiError(errors.tooManyRequests);
  const maxSide = kind === 'portrait' ? PORTRAIT_MAX_SIDE : undefined;
  const rows = [];
  // One after another: a call holds one place in the pool's queue at a time, so five files from one
  // person cannot push everyone else's out, and one decoded image at a time bounds the memory.
  for (const [index, file] of files.entries()) {
    try {
      const image = await reencode(ctx, file, maxSide);
      rows.push({
        id: randomBytes(16).toString('base64url'),
        userId,
        kind,
        mime: image.mime,
        // Bytes come back from the thread as a plain Uint8Array: the same memory, as a Buffer.
        bytes: Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength),
        width: image.width,
        height: image.height,
      });
    } catch (err) {
      // Which of several files failed matters to the person choosing them.
      if (err instanceof ApiError && files.length > 1 && err.error !== errors.workersBusy) {
        throw new ApiError(err.error, `第 ${index + 1} 张图片：${err.message}`, { index });
      }
      throw err;
    }
  }
  const dir = uploadDir(ctx);
  if (!dir) {
    await ctx.db.insert(uploads).values(rows);
    return rows.map((r) => uploadUrl(ctx, r.id, r.mime));
  }
  // The files first, so a URL handed out always has its bytes; the table keeps none.
  const stored = rows.map((r) => ({ name: `${r.id}.${extOf(r.mime)}`, bytes: r.bytes }));
  try {
    await writeUploadFiles(dir, stored);
    await ctx.db.insert(uploads).values(rows.map((r) => ({ ...r, bytes: Buffer.alloc(0) })));
  } catch (err) {
    await removeUploadFiles(
      dir,
      stored.map((f) => f.name),
    );
    throw err;
  }
  return rows.map((r) => uploadUrl(ctx, r.id, r.mime));
}
