// Re-encodes uploads in the worker pool, saves them in the uploads table and names them by URL; the portrait check reads the URL back.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PORTRAIT_MAX_SIDE } from '../../../contract/calls/upload';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import { uploads } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { TaskTimeout } from '../../workers/pool';
import type { RawUploadBody } from './body';
import {
  extOf,
  readUploadFile,
  removeUploadFiles,
  uploadDir,
  uploadExts,
  uploadFileName,
} from './files';
import type { StoreImagesResult } from './images';

export { extOf } from './files';

export type UploadKind = 'image' | 'portrait';

/** Upload calls (up to 5 images each) per user and hour: enough for any page, too few to use us as free storage. */
export const UPLOAD_CALLS_PER_HOUR = 30;

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
  if (dot < 0 || !idPattern.test(id) || !uploadExts.has(ext)) return null;
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
    const bytes = await readUploadFile(dir, uploadFileName(id, row.mime));
    return bytes && { mime: row.mime, bytes };
  }
  return { mime: row.mime, bytes: Buffer.from(row.hex, 'hex') };
}

/**
 * Checks, re-encodes and stores every file, or none: one bad file fails the whole call. Decoding,
 * scaling and encoding run in the worker pool, never on the event loop: a 65 KB PNG can claim 16
 * million pixels, and its decode stalled every other request for seconds. The images' bytes stay
 * in the thread too, written to their files there on the embedded engine.
 */
/** Who uploads: a fan, or an operator (advert pictures from the console). */
export type UploadOwner = { userId: number } | { adminId: number };

export async function saveUploads(
  ctx: AppContext,
  owner: UploadOwner,
  body: RawUploadBody,
  count: number,
  kind: UploadKind,
): Promise<string[]> {
  const counter = 'adminId' in owner ? `admin:${owner.adminId}` : String(owner.userId);
  const calls = await ctx.kv.increment(`upload:count:${counter}`, 3_600_000);
  if (calls > UPLOAD_CALLS_PER_HOUR) throw new ApiError(errors.tooManyRequests);
  const maxSide = kind === 'portrait' ? PORTRAIT_MAX_SIDE : undefined;
  const dir = uploadDir(ctx);
  const ids = Array.from({ length: count }, () => randomBytes(16).toString('base64url'));
  // Every name an id could have been written under, should the work stop half-way.
  const anyName = () => ids.flatMap((id) => [...uploadExts].map((ext) => `${id}.${ext}`));
  let result: StoreImagesResult;
  try {
    result = await ctx.workers.run(
      'storeUploadImages',
      { body, maxSide, dir, ids, timeoutMs: ctx.config.workerTimeoutMs },
      // The body's last use: handed over, not copied (the loop holds 12 MB less per call).
      { units: count, transfer: [body.bytes.buffer as ArrayBuffer] },
    );
  } catch (err) {
    if (err instanceof TaskTimeout) {
      if (dir) await removeUploadFiles(dir, anyName());
      throw new ApiError(errors.uploadTimeout);
    }
    throw err; // 10012 when the pool's queue is full
  }
  if (!result.ok) {
    const error = errors[result.error];
    // Which of several files failed matters to the person choosing them.
    if (count === 1) throw new ApiError(error);
    throw new ApiError(error, `第 ${result.index + 1} 张图片：${error.msg}`, {
      index: result.index,
    });
  }
  const rows = result.images.map((image, i) => ({
    id: ids[i] as string,
    ...owner,
    kind,
    mime: image.mime,
    // With a directory the bytes are in their files and the table keeps none.
    bytes: image.bytes
      ? Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength)
      : Buffer.alloc(0),
    width: image.width,
    height: image.height,
  }));
  try {
    await ctx.db.insert(uploads).values(rows);
  } catch (err) {
    if (dir) await removeUploadFiles(dir, anyName());
    throw err;
  }
  return rows.map((r) => uploadUrl(ctx, r.id, r.mime));
}
