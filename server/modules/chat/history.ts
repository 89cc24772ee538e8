// POST /api/chat/page: the room's newest lines (spec §9: 20), paged upwards with beforeId, answered oldest-first.
// Level, nobility and role are read as they are now (the table keeps the nick name as sent, not those);
// the barrage colour is not stored, so a barrage comes back without one.
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { ChatLine } from '../../../contract/calls/chat';
import type { AppContext } from '../../context';
import { chatMessages, roomManagers, userNobility, users } from '../../db/schema';
import { findRoom } from '../room/service';

export interface HistoryQuery {
  roomId: number;
  beforeId?: number;
  pageSize: number;
}

export async function chatHistory(
  ctx: Pick<AppContext, 'db' | 'chatWrites'>,
  query: HistoryQuery,
  now = Date.now(),
) {
  const { db, chatWrites } = ctx;
  const room = await findRoom(db, query.roomId);
  // Lines already pushed may still wait to be stored: write them first, so the history has every one.
  if (chatWrites.holds(room.id)) await chatWrites.flush();
  const rows = await db
    .select({
      id: chatMessages.id,
      userId: chatMessages.userId,
      nickName: chatMessages.nickName,
      content: chatMessages.content,
      kind: chatMessages.kind,
      barrageId: chatMessages.barrageId,
      createdAt: chatMessages.createdAt,
      level: users.level,
      nobility: userNobility.tier,
      managerId: roomManagers.id,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .leftJoin(
      userNobility,
      and(eq(userNobility.userId, chatMessages.userId), gt(userNobility.expiresAt, new Date(now))),
    )
    .leftJoin(
      roomManagers,
      and(eq(roomManagers.roomId, room.id), eq(roomManagers.userId, chatMessages.userId)),
    )
    .where(
      and(
        eq(chatMessages.roomId, room.id),
        query.beforeId === undefined ? undefined : lt(chatMessages.id, query.beforeId),
      ),
    )
    .orderBy(desc(chatMessages.id))
    // One more than asked: whether an older page exists, without a count.
    .limit(query.pageSize + 1);
  const hasMore = rows.length > query.pageSize;
  const list: ChatLine[] = rows
    .slice(0, query.pageSize)
    .reverse()
    .map((r) => ({
      id: r.id,
      roomId: room.id,
      userId: r.userId,
      nickName: r.nickName,
      level: r.level,
      nobility: r.nobility,
      role: r.userId === room.anchorId ? 'anchor' : r.managerId !== null ? 'manager' : 'viewer',
      content: r.content,
      kind: r.kind,
      barrageId: r.barrageId,
      at: r.createdAt.getTime(),
    }));
  return { list, hasMore };
}
