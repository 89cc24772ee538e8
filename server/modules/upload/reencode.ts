// One uploaded image made afresh, in a worker thread (images.ts): the type and size read from the header, then libvips
// (sharp) decodes, turns the picture upright, scales it and encodes it again.
import sharp, { type OutputInfo } from 'sharp';
import { UPLOAD_MAX_PIXELS, UPLOAD_MAX_SIDE } from '../../../contract/calls/upload-limits';
import { yieldCpuToEventLoop } from '../../workers/priority';
import { headerDimensions, type ImageFormat, isLosslessWebp, sniffImage } from './sniff';

// One image at a time uses one core: on two cores the event loop keeps the other. libvips's
// operation cache would only hold on to the memory of pictures that never come back.
sharp.concurrency(1);
sharp.cache(false);

/**
 * libvips stops a pipeline that runs longer than half the pool's time for one image (it checks
 * between regions, so an encoder that writes the whole picture at once, such as WebP's, finishes
 * first). The worst accepted image takes about 1.5 s of one core; the pool's own timeout
 * (WORKER_TIMEOUT_SECONDS) stays above this one as a backstop.
 */
const sharpSecondsOf = (poolTimeoutMs: number) => Math.max(1, Math.floor(poolTimeoutMs / 2_000));
const JPEG_QUALITY = 90;
const WEBP_QUALITY = 90;
/** libwebp's method 2 of 0-6: the default 4 costs about half again as much for files ~5 % smaller. */
const WEBP_EFFORT = 2;

/** Why an upload was refused: a key of the error catalogue, raised by the caller (errors cannot cross threads). */
export type UploadProblem =
  | 'uploadUnsupported'
  | 'uploadTooLarge'
  | 'uploadBroken'
  | 'uploadTooManyPixels'
  | 'uploadTimeout';

export type UploadMime = 'image/png' | 'image/jpeg' | 'image/webp';

export interface EncodedImage {
  mime: UploadMime;
  bytes: Uint8Array;
  width: number;
  height: number;
}

export type ReencodeResult =
  | { ok: true; image: EncodedImage }
  | { ok: false; error: UploadProblem };

/** What the header claims, refused before a pixel is decoded: a 65 KB file may claim a billion pixels. */
export function headerProblem(format: ImageFormat, bytes: Buffer): UploadProblem | null {
  const size = headerDimensions(format, bytes);
  if (!size || size.width < 1 || size.height < 1) return 'uploadBroken';
  if (
    size.width > UPLOAD_MAX_SIDE ||
    size.height > UPLOAD_MAX_SIDE ||
    size.width * size.height > UPLOAD_MAX_PIXELS
  )
    return 'uploadTooManyPixels';
  return null;
}

const problemOf = (err: unknown): UploadProblem => {
  const message = err instanceof Error ? err.message : '';
  if (message.startsWith('timeout')) return 'uploadTimeout';
  if (message.includes('pixel limit')) return 'uploadTooManyPixels';
  return 'uploadBroken';
};

/** Whether every pixel of 4-channel RGBA is fully opaque: then the alpha channel is dropped. */
function opaque(data: Buffer) {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return false;
  return true;
}

/**
 * Only PNG, JPEG and WebP pass, recognised by their bytes. The result is a new file made from the
 * decoded pixels in the format that came in (PNG stays lossless, JPEG stays small, WebP keeps its
 * alpha and is lossless again when it was lossless): metadata (EXIF with GPS, colour profiles
 * after conversion to sRGB, text chunks) and anything hidden after the image data are gone.
 * Portraits are scaled down to maxSide on the long side.
 */
export async function reencodeImage(
  bytes: Buffer,
  maxSide: number | undefined,
  poolTimeoutMs: number,
): Promise<ReencodeResult> {
  const sharpSeconds = sharpSecondsOf(poolTimeoutMs);
  const format = sniffImage(bytes);
  if (!format) return { ok: false, error: 'uploadUnsupported' };
  const problem = headerProblem(format, bytes);
  if (problem) return { ok: false, error: problem };

  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // limitInputPixels repeats the header check inside libvips, for anything the sniff missed.
    let pipeline = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, autoOrient: true });
    if (maxSide) {
      pipeline = pipeline.resize(maxSide, maxSide, {
        fit: 'inside',
        withoutEnlargement: true,
      });
    }
    decoded = await pipeline
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .timeout({ seconds: sharpSeconds })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    return { ok: false, error: problemOf(err) };
  }

  // libvips may have started threads for the decode: they yield too, for the encode and after.
  yieldCpuToEventLoop();
  const { data, info } = decoded;
  const { width, height } = info;
  let image = sharp(data, { raw: { width, height, channels: info.channels } });
  if (info.channels === 4 && opaque(data)) image = image.removeAlpha();
  image = image.timeout({ seconds: sharpSeconds });
  try {
    if (format === 'jpeg') {
      const out = await image.jpeg({ quality: JPEG_QUALITY }).toBuffer();
      return { ok: true, image: { mime: 'image/jpeg', bytes: out, width, height } };
    }
    if (format === 'webp') {
      const lossless = isLosslessWebp(bytes);
      const out = await image
        .webp(
          lossless
            ? { lossless: true, effort: WEBP_EFFORT }
            : { quality: WEBP_QUALITY, alphaQuality: 100, effort: WEBP_EFFORT },
        )
        .toBuffer();
      return { ok: true, image: { mime: 'image/webp', bytes: out, width, height } };
    }
    const out = await image.png({ compressionLevel: 6 }).toBuffer();
    return { ok: true, image: { mime: 'image/png', bytes: out, width, height } };
  } catch (err) {
    // Encoding pixels that decoded fine fails only by running out of time.
    if (problemOf(err) === 'uploadTimeout') return { ok: false, error: 'uploadTimeout' };
    throw err;
  }
}
