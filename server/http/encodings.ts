// A text the server sends many times (the page shell) compressed once at start, and the variant a request's
// Accept-Encoding asks for: brotli first, then gzip, else as it is.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface Encoded {
  br: Buffer;
  gzip: Buffer;
  identity: Buffer;
}

export function encodeOnce(text: string): Encoded {
  const identity = Buffer.from(text);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** The q value a coding has in an Accept-Encoding header (`*` stands in for codings it does not name). */
function quality(header: string, coding: string) {
  let star: number | null = null;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (name.trim() === coding) return Number.isFinite(value) ? value : 0;
    if (name.trim() === '*') star = Number.isFinite(value) ? value : 0;
  }
  return star ?? 0;
}

export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  if (quality(header, 'br') > 0) return 'br';
  if (quality(header, 'gzip') > 0) return 'gzip';
  return 'identity';
}
