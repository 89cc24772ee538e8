// The worker task that does an upload call's images: each file decoded from base64, re-encoded (reencode.ts) and,
// on the embedded engine on disk, written to its file here, so its bytes never pass through the event loop.
import { mkdir } from 'node:fs/promises';
import { yieldCpuToEventLoop } from '../../workers/priority';
import { decodeBase64File } from './base64';
import { type RawUploadBody, uploadFilesOf } from './body';
import { removeUploadFiles, uploadFileName, writeUploadFile } from './files';
import { type EncodedImage, reencodeImage, type UploadProblem } from './reencode';

export interface StoredImage {
  mime: EncodedImage['mime'];
  width: number;
  height: number;
  /** The encoded file when there is no directory for it (the bytes go to the table). */
  bytes?: Uint8Array;
}

export type StoreImagesResult =
  | { ok: true; images: StoredImage[] }
  | { ok: false; index: number; error: UploadProblem };

/**
 * One after another: one decoded image at a time bounds the memory, and the call holds one place in
 * the pool's queue. The first file that fails stops the call, and the files written before it go.
 */
export async function storeUploadImages(input: {
  body: RawUploadBody;
  maxSide?: number;
  /** The pool's time for one image (config.workerTimeoutMs): libvips's own limit is half of it. */
  timeoutMs: number;
  /** Where the files go, named by these ids; null to hand the bytes back. */
  dir: string | null;
  ids: string[];
}): Promise<StoreImagesResult> {
  yieldCpuToEventLoop();
  const files = uploadFilesOf(input.body);
  // The call's handler runs only for a body readUploadBody recognised.
  if (!files || files.length !== input.ids.length) throw new Error('upload body changed shape');
  const { dir, ids } = input;
  if (dir) await mkdir(dir, { recursive: true });
  const images: StoredImage[] = [];
  const written: string[] = [];
  const fail = async (index: number, error: UploadProblem): Promise<StoreImagesResult> => {
    if (dir) await removeUploadFiles(dir, written);
    return { ok: false, index, error };
  };
  for (const [index, file] of files.entries()) {
    const bytes = decodeBase64File(file);
    if (typeof bytes === 'string') return fail(index, bytes);
    const result = await reencodeImage(bytes, input.maxSide, input.timeoutMs);
    if (!result.ok) return fail(index, result.error);
    const { mime, width, height } = result.image;
    if (!dir) {
      images.push({ mime, width, height, bytes: result.image.bytes });
      continue;
    }
    const name = uploadFileName(ids[index] as string, mime);
    await writeUploadFile(dir, name, result.image.bytes);
    written.push(name);
    images.push({ mime, width, height });
  }
  return { ok: true, images };
}
