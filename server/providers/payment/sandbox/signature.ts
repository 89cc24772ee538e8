// The sandbox gateway's callback signature: HMAC-SHA256 of the exact body bytes, hex, in X-Sandbox-Signature.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export const signSandboxBody = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body, 'utf8').digest('hex');

/** Constant-time comparison, so the signature cannot be guessed byte by byte from response times. */
export function isSandboxSignature(secret: string, body: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signSandboxBody(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
