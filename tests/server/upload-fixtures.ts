// Images for the upload suites made with sharp: WebP, metadata-laden photos, decompression bombs and headers that claim too much.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { gradient } from './profile-fixtures';

/** The gradient of profile-fixtures as a WebP: lossy by default, lossless or translucent on request. */
export function webpOf(
  width: number,
  height: number,
  { lossless = false, alpha = 255 }: { lossless?: boolean; alpha?: number } = {},
) {
  return sharp(gradient(width, height, alpha), { raw: { width, height, channels: 4 } })
    .webp(lossless ? { lossless: true } : { quality: 80 })
    .toBuffer();
}

/**
 * 4096×4096 pixels of fully transparent black: about 65 KB as PNG, a few dozen bytes as lossless
 * WebP, yet 64 MB once decoded. The largest image the upload accepts.
 */
export function zeroBomb(format: 'png' | 'webp', side = 4096) {
  const image = sharp({
    create: { width: side, height: side, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  });
  return format === 'png' ? image.png().toBuffer() : image.webp({ quality: 50 }).toBuffer();
}

/** A PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A small real PNG whose IHDR claims another size, CRC and all: a decoder would find far too few
 * pixels behind it (broken, 11122), so a refusal for size (11123) shows the header alone decided.
 */
export function pngClaiming(png: Buffer, width: number, height: number) {
  const ihdr = Buffer.from(png.subarray(16, 29));
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  return Buffer.concat([png.subarray(0, 8), pngChunk('IHDR', ihdr), png.subarray(33)]);
}

/** A JPEG whose first start-of-frame claims another size (16 bits a side). */
export function jpegClaiming(jpeg: Buffer, width: number, height: number) {
  const out = Buffer.from(jpeg);
  for (let at = 2; at + 9 <= out.length; ) {
    const marker = out[at + 1] as number;
    if (marker === 0xc0 || marker === 0xc2) {
      out.writeUInt16BE(height, at + 5);
      out.writeUInt16BE(width, at + 7);
      return out;
    }
    at += 2 + out.readUInt16BE(at + 2);
  }
  throw new Error('no start of frame');
}

/** An extended WebP whose VP8X canvas claims another size (24 bits a side) in front of a real picture. */
export function webpClaiming(webp: Buffer, width: number, height: number) {
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const chunk = Buffer.concat([Buffer.from('VP8X', 'latin1'), Buffer.from([10, 0, 0, 0]), vp8x]);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), chunk, webp.subarray(12)]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

/** A PNG with a tEXt chunk (what screenshot tools and editors leave behind) before its IEND. */
export function pngWithText(png: Buffer, keyword: string, text: string) {
  const chunk = pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1'));
  return Buffer.concat([png.subarray(0, -12), chunk, png.subarray(-12)]);
}

/**
 * A photo as a phone saves it, 60×20 stored sideways: EXIF Orientation 6 (turn 90° clockwise), an
 * owner in EXIF, an XMP packet and a wide-gamut colour profile. The stored top-left corner is black.
 */
export async function phonePhoto(format: 'jpeg' | 'webp', secret: string) {
  const width = 60;
  const height = 20;
  const data = Buffer.alloc(width * height * 3, 200);
  for (let y = 0; y < 4; y++) data.fill(0, y * width * 3, (y * width + 4) * 3);
  const image = sharp(data, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: secret, Artist: secret } })
    .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><owner>${secret}</owner></x:xmpmeta>`)
    .withIccProfile('p3');
  return format === 'jpeg'
    ? image.jpeg({ quality: 95 }).toBuffer()
    : image.webp({ quality: 95 }).toBuffer();
}
