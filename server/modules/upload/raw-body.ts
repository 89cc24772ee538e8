// The upload call's body collected on the event loop without one big copy at the end: each chunk goes straight into a
// buffer of the declared size as it arrives (Fastify's own collector joins the chunks at the end, a 12 MB copy that
// held the loop for up to 28 ms on a busy machine). The buffer is the body's own, so it can be handed to a thread.
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';

/** Reads the whole payload; refuses it past `limit` bytes or when it differs from its Content-Length. */
export async function readRawBody(
  payload: AsyncIterable<Buffer | string>,
  contentLength: string | undefined,
  limit: number,
): Promise<Buffer> {
  const declared = contentLength === undefined ? Number.NaN : Number(contentLength);
  if (declared > limit) throw new ApiError(errors.bodyTooLarge);
  // allocUnsafeSlow: never a slice of Node's shared pool, so the whole buffer is the body's.
  let body = Buffer.allocUnsafeSlow(Number.isInteger(declared) ? declared : 64 * 1024);
  let length = 0;
  for await (const piece of payload) {
    const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
    if (length + chunk.length > limit) throw new ApiError(errors.bodyTooLarge);
    if (length + chunk.length > body.length) {
      // No or a wrong Content-Length: grow (a wrong one is refused below).
      const grown = Buffer.allocUnsafeSlow(
        Math.min(limit, Math.max(2 * body.length, length + chunk.length)),
      );
      body.copy(grown, 0, 0, length);
      body = grown;
    }
    chunk.copy(body, length);
    length += chunk.length;
  }
  if (Number.isInteger(declared) && length !== declared) throw new ApiError(errors.badParams);
  if (length === body.length) return body;
  const exact = Buffer.allocUnsafeSlow(length);
  body.copy(exact, 0, 0, length);
  return exact;
}
