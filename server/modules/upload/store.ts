// Re-encodes uploads in the worker pool, saves them in the uploads table and names them by URL; the portrait check reads the URL back.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PORTRAIT_MAX_SIDE } from '../../../contract/calls/upload';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { TaskTimeout } from '../../workers/pool';
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

export async function findUpload(db: Db, id: string) {
  const rows = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Decoding, scaling and encoding run in the worker pool, never on the event loop: a 65 KB PNG can
 * claim 16 million pixels, and its decode would stall every other request for seconds.
 */
async function reencode(ctx: AppContext, file: string, maxSide?: number): Promise<EncodedImage> {
  let result: ReencodeResult;
  try {
    result = await ctx.workers.run('reencodeUpload', { file, maxSide });
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
  files: string[],
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
  await ctx.db.insert(uploads).values(rows);
  return rows.map((r) => uploadUrl(ctx, r.id, r.mime));
}
