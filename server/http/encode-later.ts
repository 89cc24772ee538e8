// Compressing a text made per request (an article's page shell, the feeds) in libuv's thread pool, not on the event
// loop: brotli at a middle quality and gzip, both kept beside the original for as long as the answer is cached.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Encoded, pickEncoding } from './encodings';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function encodeLater(text: string): Promise<Encoded> {
  const identity = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipAsync(identity, { level: 6 }),
  ]);
  return { identity, br, gzip: gz };
}

/** Sets Content-Encoding and Vary for the request's Accept-Encoding; the answer is the bytes to send. */
export function encodedFor(request: FastifyRequest, reply: FastifyReply, encoded: Encoded) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.header('vary', 'accept-encoding');
  return encoded[encoding];
}
