// Where the chat send path keeps a sender's standing (server/modules/chat/standing.ts) in the KvStore — Redis when
// several processes run, so every process reads the one copy — and how the calls that change it restate it.
//
// Staleness: the change's own call rewrites the key after its commit (standing.ts, restate*), so every process
// sees the change on its next message. Two things can still leave an old copy: a fill that read the database just before the change
// committed and writes the key just after the restatement (a second delete FORGET_AGAIN_MS later covers a read
// quicker than that), or a write that never reached Redis (an outage). The key's TTL (STANDING_TTL_MS) bounds
// both: worst case, a ban, mute or slow-mode change takes 30 s to count; a lifted one, 30 s to be lifted.
import type { KvStore } from '../../stores';

/** The backstop: no cached standing outlives this, whatever was missed. */
export const STANDING_TTL_MS = 30_000;
/** The second delete after a change: longer than a cache fill's database read takes on a loaded machine. */
export const FORGET_AGAIN_MS = 2_000;

export const standingKeys = {
  /** The room's anchor and slow mode. */
  room: (roomId: number) => `chat:st:room:${roomId}`,
  /** The user's site-wide mute and nobility. */
  user: (userId: number) => `chat:st:user:${userId}`,
  /** Banned in the room, manager of the room. */
  member: (roomId: number, userId: number) => `chat:st:member:${roomId}:${userId}`,
};

/**
 * Puts the fresh value (read after the change committed) under the key, so the next message needs no read
 * either; without one (the read failed) the key is deleted. Deleted again FORGET_AGAIN_MS later, for the fill
 * that raced the change.
 */
export async function restate(kv: KvStore, key: string, fresh: () => Promise<unknown>) {
  try {
    await kv.set(key, JSON.stringify(await fresh()), STANDING_TTL_MS);
  } catch {
    await kv.delete(key).catch(() => {});
  }
  const again = setTimeout(() => kv.delete(key).catch(() => {}), FORGET_AGAIN_MS);
  again.unref?.();
}
