// POST /chat/msg: one line into a match's chat through room chat's own rules (the site-wide pace, duplicates,
// the sensitive-word mask; length by the contract) plus the chat's token, its ban list and the match's end;
// stored in match_chat_messages and pushed as match.chat on match:<type>:<id>. The text is kept as typed
// (masked): the client renders it as text.
import type { z } from 'zod';
import {
  type MatchChatLine,
  matchChatGroup,
  type matchChatMsg,
} from '../../../contract/calls/match-chat';
import { errors } from '../../../contract/errors';
import { channels } from '../../../contract/events';
import type { AppContext } from '../../context';
import { matchChatMessages } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { assertMaySpeak } from '../admin/users-standing';
import { checkDuplicate, checkPace, maskWords, sensitiveWordList } from '../chat/service';
import type { SessionUser } from '../user/service';
import { isMatchChatBanned } from './bans';
import { MATCH_CHAT_KEEP, PRUNE_EVERY, pruneMatchChat } from './history';
import { chatMatch } from './match';
import { checkToken } from './tokens';

export type MatchChatInput = z.output<typeof matchChatMsg.body>;

export async function sendMatchChat(
  ctx: Pick<AppContext, 'db' | 'kv' | 'bus'>,
  sender: SessionUser,
  input: MatchChatInput,
  now = Date.now(),
  keep = MATCH_CHAT_KEEP,
): Promise<MatchChatLine> {
  const { db, kv } = ctx;
  const match = await chatMatch(db, input.matchId, input.channel);
  await checkToken(kv, input.token, sender.id, matchChatGroup(match.channel, match.id));
  if (match.closed) throw new ApiError(errors.matchChatClosed);
  if (await isMatchChatBanned(db, sender.id, now)) throw new ApiError(errors.matchChatBanned);
  await assertMaySpeak(db, sender.id, now);
  const channel = channels.match(match.channel, match.id);
  // The same pace as room chat (site-wide, so a flooder cannot spread over rooms and matches).
  await checkPace(kv, { roomId: 0, userId: sender.id, slowModeSeconds: 0, exempt: false });
  await checkDuplicate(kv, channel, sender.id, input.content);
  const content = maskWords(input.content, await sensitiveWordList(db, now));
  const [row] = await db
    .insert(matchChatMessages)
    .values({
      matchId: match.id,
      userId: sender.id,
      nickName: sender.nickName,
      content,
      createdAt: new Date(now),
    })
    .returning({ id: matchChatMessages.id });
  const line: MatchChatLine = {
    id: row!.id,
    matchId: match.id,
    channel: match.channel,
    userId: sender.id,
    nickName: sender.nickName,
    portrait: sender.portrait,
    level: Math.max(0, sender.level ?? 0),
    content,
    at: now,
  };
  await ctx.bus.publish(channel, 'match.chat', line);
  if (line.id % PRUNE_EVERY === 0) await pruneMatchChat(db, match.id, keep);
  return line;
}
