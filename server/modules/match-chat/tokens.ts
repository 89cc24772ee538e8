// Send tokens of the match chat: /chat/getToken hands a logged-in user a random token for one group, kept in the
// shared KvStore (Redis with several processes) for two hours; /chat/msg must carry it for the same user and group.
import { randomBytes } from 'node:crypto';
import { MATCH_CHAT_TOKEN_TTL_MS } from '../../../contract/calls/match-chat';
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import type { KvStore } from '../../stores';

const key = (token: string) => `mchat:token:${token}`;

export async function issueToken(kv: KvStore, userId: number, group: string, now = Date.now()) {
  const token = randomBytes(24).toString('base64url');
  await kv.set(key(token), `${userId}|${group}`, MATCH_CHAT_TOKEN_TTL_MS);
  return { token, group, expiresAt: now + MATCH_CHAT_TOKEN_TTL_MS };
}

/** Refuses (22200) a token that is unknown, expired, another user's or another group's. */
export async function checkToken(kv: KvStore, token: string, userId: number, group: string) {
  const held = await kv.get(key(token));
  if (held !== `${userId}|${group}`) throw new ApiError(errors.matchChatToken);
}
