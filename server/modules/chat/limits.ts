// How fast one user may talk: the site's base rate, the room's slow mode and the duplicate filter, all kept in
// the shared KvStore (Redis with several processes), so a second process cannot be used to talk twice as fast.
import { createHash } from 'node:crypto';
import { CHAT_MIN_INTERVAL_MS } from '../../../contract/calls/chat';
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import type { KvStore } from '../../stores';

/** The same text from the same user in the same room is refused for this long. */
export const DUPLICATE_WINDOW_MS = 30_000;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Takes the user's turn: the key lives as long as the wait, and SET-if-absent is one atomic step on
 * Redis, so two messages racing from two processes cannot both get it. Null when taken; else ms to wait.
 */
async function takeTurn(kv: KvStore, key: string, waitMs: number): Promise<number | null> {
  if (await kv.setIfAbsent(key, '1', waitMs)) return null;
  return (await kv.ttl(key)) ?? waitMs;
}

export interface Pace {
  roomId: number;
  userId: number;
  /** The room's slow mode; 0 off. */
  slowModeSeconds: number;
  /** Anchors and managers keep the conversation going: slow mode does not apply to them. */
  exempt: boolean;
}

/** Refuses a message sent too soon after the user's last one (slow mode first: it is the longer wait). */
export async function checkPace(kv: KvStore, pace: Pace) {
  const { roomId, userId, slowModeSeconds, exempt } = pace;
  if (slowModeSeconds > 0 && !exempt) {
    const wait = await takeTurn(kv, `chat:slow:${roomId}:${userId}`, slowModeSeconds * 1000);
    if (wait !== null)
      throw new ApiError(
        errors.chatSlowMode,
        `本房间已开启慢速模式，请 ${seconds(wait)} 秒后再发言`,
      );
  }
  // Site-wide, not per room: a flooder cannot spread over many rooms.
  const wait = await takeTurn(kv, `chat:rate:${userId}`, CHAT_MIN_INTERVAL_MS);
  if (wait !== null)
    throw new ApiError(errors.chatTooFast, `发言太快了，请 ${seconds(wait)} 秒后再发`);
}

/**
 * Refuses the text the user already sent in the room within the window (compared after trimming and case).
 * `scope` is a room id, or another chat's own name (a match chat passes `match:football:123`).
 */
export async function checkDuplicate(
  kv: KvStore,
  scope: number | string,
  userId: number,
  content: string,
) {
  const digest = createHash('sha1').update(content.toLowerCase()).digest('base64url');
  const fresh = await kv.setIfAbsent(
    `chat:dup:${scope}:${userId}:${digest}`,
    '1',
    DUPLICATE_WINDOW_MS,
  );
  if (!fresh) throw new ApiError(errors.chatDuplicate);
}
