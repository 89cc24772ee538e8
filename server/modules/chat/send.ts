// POST /api/chat/msg: one chat line or barrage through the room's rules (ban, barrage colour, pace, duplicates,
// sensitive words), pushed as chat.message on room:<id> at once and stored in chat_messages right behind it
// (chat-writes.ts: batched, a few tens of milliseconds later). The text is kept exactly
// as typed (HTML included): the client renders it as text, so there is nothing to strip and nothing to break.
import type { z } from 'zod';
import type { ChatLine, chatMsg } from '../../../contract/calls/chat';
import { errors } from '../../../contract/errors';
import { channels } from '../../../contract/events';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { mutedError } from '../admin/users-standing';
import type { SessionUser } from '../user/service';
import { barrageStyleFor, WHITE_BARRAGE } from './barrage-styles';
import { checkDuplicate, checkPace } from './limits';
import { standingIn } from './standing';
import { maskWords, sensitiveWordList } from './words';

export type ChatMessageInput = z.output<typeof chatMsg.body>;

export async function sendChat(
  ctx: Pick<AppContext, 'db' | 'kv' | 'bus' | 'chatWrites'>,
  sender: SessionUser,
  input: ChatMessageInput,
  now = Date.now(),
): Promise<ChatLine> {
  const { db, kv, chatWrites } = ctx;
  // Every rule below answers from the KvStore or this process's memory: no database round trip here.
  const { room, role, banned, nobility, mutedUntil } = await standingIn(
    ctx,
    input.roomId,
    sender.id,
    now,
  );
  if (banned) throw new ApiError(errors.chatBanned);
  if (mutedUntil !== null) throw mutedError(mutedUntil);
  // A chat line has no colour; a barrage has one, white unless the sender's tier allows another.
  const barrageId =
    input.kind === 'barrage'
      ? barrageStyleFor(input.barrageId ?? WHITE_BARRAGE, nobility).id
      : null;
  await checkPace(kv, {
    roomId: room.id,
    userId: sender.id,
    slowModeSeconds: room.slowModeSeconds,
    exempt: role === 'anchor' || role === 'manager',
  });
  await checkDuplicate(kv, room.id, sender.id, input.content);
  const content = maskWords(input.content, await sensitiveWordList(db, now));
  const id = await chatWrites.nextId();
  // Queued before the push: a line refused for a full queue is never shown.
  chatWrites.add({
    id,
    roomId: room.id,
    userId: sender.id,
    nickName: sender.nickName,
    content,
    kind: input.kind,
    barrageId,
    createdAt: new Date(now),
  });
  const line: ChatLine = {
    id,
    roomId: room.id,
    userId: sender.id,
    nickName: sender.nickName,
    level: sender.level,
    nobility,
    role,
    content,
    kind: input.kind,
    barrageId,
    at: now,
  };
  await ctx.bus.publish(channels.room(room.id), 'chat.message', line);
  return line;
}
