// The largest images the upload accepts, made with sharp: the all-zero 4096×4096 bombs (PNG 65 KB, WebP) and
// a photo-like 4096×4096 JPEG of blurred noise just under the 2 MB cap.
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '../../contract/calls/upload-limits';

const SIDE = 4096;

export async function zeroBomb(format: 'png' | 'webp') {
  const image = sharp({
    create: { width: SIDE, height: SIDE, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  });
  return format === 'png' ? image.png().toBuffer() : image.webp({ quality: 50 }).toBuffer();
}

/** Noise blurred to the grain of a phone photo; the best quality that stays under 2 MB. */
export async function largePhoto() {
  const noise = Buffer.alloc(SIDE * SIDE * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(Math.random() * 256);
  const blurred = await sharp(noise, { raw: { width: SIDE, height: SIDE, channels: 3 } })
    .blur(2.5)
    .raw()
    .toBuffer();
  for (let quality = 90; quality >= 40; quality -= 5) {
    const jpeg = await sharp(blurred, { raw: { width: SIDE, height: SIDE, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= UPLOAD_MAX_BYTES * 0.98) return jpeg;
  }
  throw new Error('no quality puts the photo under the cap');
}

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

/**
 * The request bodies the uploading clients take turns sending, five files each (the most a call
 * takes): the bombs (the most pixels for the fewest bytes) and the photos (the most bytes: a 14 MB
 * body to read and parse on the event loop).
 */
export async function uploadBodies() {
  const png = dataUrl('image/png', await zeroBomb('png'));
  const webp = dataUrl('image/webp', await zeroBomb('webp'));
  const photo = dataUrl('image/jpeg', await largePhoto());
  return {
    bombs: Buffer.from(JSON.stringify({ files: [png, webp, png, webp, png] })),
    photos: Buffer.from(JSON.stringify({ files: [photo, photo, photo, photo, photo] })),
  };
}
