// The upload's limits, shared by the contract, the client's file pickers and the worker threads that re-encode images.

export const UPLOAD_MAX_FILES = 5;
/** Decoded bytes per image (2 MB). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Characters per file on the wire: a data URL or bare base64 of 2 MB is about 2.8 million. */
export const UPLOAD_MAX_FILE_CHARS = 3_000_000;
/** Portraits are scaled down so that their long side is at most this many pixels. */
export const PORTRAIT_MAX_SIDE = 512;
/**
 * Pixels an image may have, read from its header before anything is decoded. Decoding and encoding
 * cost grows with the pixel count, so this bounds the worst image's time (a 65 KB all-zero PNG can
 * claim all of them): 4096×4096 holds a 12-megapixel phone photo (4032×3024) with room to spare.
 */
export const UPLOAD_MAX_PIXELS = 4096 * 4096;
/** Neither side may exceed this (WebP's own limit): long phone screenshots (1080×15000) still pass. */
export const UPLOAD_MAX_SIDE = 16383;
/** The types a file picker offers; the server still judges by the bytes. */
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
