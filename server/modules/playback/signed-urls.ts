// Signed media URLs for paid content (集锦 clips): the URL carries its expiry and an HMAC of path and expiry,
// so the file route can refuse a copied link once it expires without a database lookup, and a client never
// learns a paid clip's address before it is bought.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mediaUrl } from '../room/play-urls';

const signatureOf = (secret: string, relative: string, expiresSec: number) =>
  createHmac('sha256', secret)
    .update(`${relative}\n${expiresSec}`)
    .digest('base64url')
    .slice(0, 32);

export interface UrlSigner {
  secret: string;
  ttlMs: number;
}

/** The URL of a file under the media directory, playable until `now + ttl` (rounded up to the minute,
 *  so one page's URLs stay alike for the browser's cache). */
export function signedMediaUrl(signer: UrlSigner, relative: string, now = Date.now()): string {
  if (!relative) return '';
  const expires = Math.ceil((now + signer.ttlMs) / 60_000) * 60;
  const path = relative.split(/[\\/]+/).join('/');
  return `${mediaUrl(path)}?e=${expires}&s=${signatureOf(signer.secret, path, expires)}`;
}

/** Whether a request for `relative` (as the URL names it) carries a signature that is right and unexpired. */
export function signatureValid(
  secret: string,
  relative: string,
  query: { e?: unknown; s?: unknown },
  now = Date.now(),
): boolean {
  const expires = Number(query.e);
  if (!Number.isSafeInteger(expires) || expires * 1000 < now || typeof query.s !== 'string')
    return false;
  const expected = Buffer.from(signatureOf(secret, relative, expires));
  const given = Buffer.from(query.s);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
