// Stream keys: a random secret per room, shown to the anchor once and stored only as its SHA-256; OBS
// sends it as "<streamName>?key=<secret>", so the stream's path (what players use) never holds it.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rooms } from '../../db/schema';

/** 32 URL-safe characters (24 random bytes). */
export const newStreamSecret = () => randomBytes(24).toString('base64url');

export const hashStreamSecret = (secret: string) =>
  createHash('sha256').update(secret).digest('hex');

/** What the anchor pastes into OBS's 串流密钥. */
export const obsStreamKey = (streamName: string, secret: string) => `${streamName}?key=${secret}`;

/** Whether the secret is the room's current key; constant time, and never true before a key is issued. */
export function streamKeyMatches(storedHash: string, secret: string): boolean {
  if (storedHash.length !== 64 || secret.length === 0) return false;
  const given = Buffer.from(hashStreamSecret(secret), 'hex');
  return timingSafeEqual(given, Buffer.from(storedHash, 'hex'));
}

/** Issues a new key for the room (the old one stops working at once) and returns the secret. */
export async function rotateStreamKey(db: Db, roomId: number): Promise<string> {
  const secret = newStreamSecret();
  await db
    .update(rooms)
    .set({ streamKeyHash: hashStreamSecret(secret), updatedAt: new Date() })
    .where(eq(rooms.id, roomId));
  return secret;
}
