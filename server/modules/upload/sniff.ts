// What an uploaded file really is, judged by its bytes (never by the claimed MIME), and its size read from the header.

export type ImageFormat = 'png' | 'jpeg' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length > 16 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

export interface Dimensions {
  width: number;
  height: number;
}

/** PNG: IHDR is always the first chunk, its width and height at bytes 16-23. */
function pngDimensions(bytes: Buffer): Dimensions | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic) carry the frame size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** JPEG: walk the marker segments up to the first start-of-frame. */
function jpegDimensions(bytes: Buffer): Dimensions | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data or end before any frame
    const length = bytes.readUInt16BE(at + 2);
    if (SOF.has(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * WebP: the first chunk after the RIFF header says the size. VP8X (extended: alpha, animation,
 * metadata) holds the canvas, 24 bits a side, minus one; VP8L (lossless) 14 bits a side, minus
 * one, after its 0x2f signature; VP8 (lossy) 14 bits a side after the key frame's start code.
 */
function webpDimensions(bytes: Buffer): Dimensions | null {
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  }
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  if (
    chunk === 'VP8 ' &&
    bytes.length >= 30 &&
    bytes[23] === 0x9d &&
    bytes[24] === 0x01 &&
    bytes[25] === 0x2a
  ) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return null;
}

/** The size a file claims before any pixel is decoded, so a decompression bomb is refused cheaply. */
export function headerDimensions(format: ImageFormat, bytes: Buffer): Dimensions | null {
  if (format === 'png') return pngDimensions(bytes);
  if (format === 'jpeg') return jpegDimensions(bytes);
  return webpDimensions(bytes);
}

/**
 * A lossless WebP (a screenshot, a drawing) is stored lossless again: lossy WebP halves the colour
 * resolution, which blurs coloured text. VP8L is the lossless bitstream; an extended file says so
 * in the chunk that follows its VP8X (and any ICCP/ANIM) chunk.
 */
export function isLosslessWebp(bytes: Buffer): boolean {
  let at = 12;
  while (at + 8 <= bytes.length) {
    const chunk = bytes.toString('latin1', at, at + 4);
    if (chunk === 'VP8L') return true;
    if (chunk === 'VP8 ' || chunk === 'ANMF') return false;
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2); // chunks are padded to an even length
  }
  return false;
}
