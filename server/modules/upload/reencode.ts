// Decodes a PNG or JPEG to pixels and encodes it afresh: metadata and anything hidden after the image data are dropped.
import jpeg from 'jpeg-js';
import pngjs from 'pngjs';
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import { applyOrientation, jpegOrientation } from './exif-orientation';
import { boxResize, fitWithin, type Pixels } from './resize';
import { headerDimensions, type ImageFormat, pngThroughIend, sniffImage } from './sniff';

// pngjs is CommonJS: its default export is the one form Node's ESM loader always gives.
const { PNG } = pngjs;

/** Neither side may exceed this; a tiny file claiming more is a decompression bomb. */
export const MAX_SIDE = 4096;
const JPEG_QUALITY = 90;

export interface EncodedImage {
  format: ImageFormat;
  mime: 'image/png' | 'image/jpeg';
  ext: 'png' | 'jpg';
  bytes: Buffer;
  width: number;
  height: number;
}

function decode(format: ImageFormat, bytes: Buffer): Pixels {
  try {
    if (format === 'png') {
      const whole = pngThroughIend(bytes);
      if (!whole) throw new Error('no IEND');
      const png = PNG.sync.read(whole);
      return { width: png.width, height: png.height, data: png.data };
    }
    const image = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      tolerantDecoding: false,
      maxResolutionInMP: (MAX_SIDE * MAX_SIDE) / 1e6,
      maxMemoryUsageInMB: 256,
    });
    return applyOrientation(image, jpegOrientation(bytes));
  } catch {
    throw new ApiError(errors.uploadBroken);
  }
}

const hasTransparency = (data: Uint8Array) => {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true;
  return false;
};

function encode(format: ImageFormat, image: Pixels): EncodedImage {
  const { width, height } = image;
  if (format === 'jpeg') {
    const { data } = jpeg.encode({ width, height, data: image.data }, JPEG_QUALITY);
    return { format, mime: 'image/jpeg', ext: 'jpg', bytes: data, width, height };
  }
  const png = new PNG({ width, height });
  png.data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  // Opaque images lose the alpha channel: a quarter fewer bytes for the same picture.
  const colorType = hasTransparency(image.data) ? 6 : 2;
  const bytes = PNG.sync.write(png, {
    colorType,
    inputColorType: 6,
    inputHasAlpha: true,
    deflateLevel: 6,
  });
  return { format, mime: 'image/png', ext: 'png', bytes, width, height };
}

/**
 * Only PNG and JPEG pass, recognised by their bytes; the result is a new file made from the
 * decoded pixels, scaled down to maxSide on the long side when one is given.
 */
export function reencodeImage(bytes: Buffer, maxSide?: number): EncodedImage {
  const format = sniffImage(bytes);
  if (!format) throw new ApiError(errors.uploadUnsupported);
  const size = headerDimensions(format, bytes);
  if (!size || size.width < 1 || size.height < 1) throw new ApiError(errors.uploadBroken);
  if (size.width > MAX_SIDE || size.height > MAX_SIDE)
    throw new ApiError(errors.uploadTooManyPixels);
  let image = decode(format, bytes);
  if (maxSide) {
    const fit = fitWithin(image.width, image.height, maxSide);
    image = boxResize(image, fit.width, fit.height);
  }
  return encode(format, image);
}
