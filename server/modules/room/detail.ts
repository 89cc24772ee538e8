// /api/room/detail: one room's card with what the room page needs on open — notice, play URLs, the anchor's
// fans, the viewer's role and ban, the next reserved match — and the room channel's seq it reflects.
import { and, count, eq } from 'drizzle-orm';
import type { CallData } from '../../../contract/call';
import type { roomDetail } from '../../../contract/calls/room';
import { channels } from '../../../contract/events';
import type { Db } from '../../db/client';
import { follows, rooms } from '../../db/schema';
import type { Bus } from '../../realtime';
import { sanctionEnd } from '../admin/users-standing';
import { nextReserved } from '../match/service';
import { cardRows, cardsOf } from './lists';
import { playUrlsOf } from './play-urls';
import { findRoom, isBannedIn, roomRoleOf } from './rooms';
import type { Viewers } from './viewers';

export interface DetailDeps {
  db: Db;
  bus: Bus;
  viewers: Viewers;
  /** Whether the media server makes HLS renditions (ffmpeg present, or the external origin says so). */
  hls: boolean;
}

export async function detailOfRoom(
  { db, bus, viewers, hls }: DetailDeps,
  roomId: number,
  userId: number | null,
): Promise<CallData<typeof roomDetail>> {
  // The seq first: a push after it may already be in the rows read below, never missing from both.
  const { seq } = await bus.catchUp(channels.room(roomId));
  const room = await findRoom(db, roomId);
  const [rows, fans, followed, role, banned, nextMatch] = await Promise.all([
    cardRows(db).where(eq(rooms.id, roomId)),
    db.select({ n: count() }).from(follows).where(eq(follows.targetId, room.anchorId)),
    userId === null
      ? []
      : db
          .select({ at: follows.createdAt })
          .from(follows)
          .where(and(eq(follows.followerId, userId), eq(follows.targetId, room.anchorId))),
    roomRoleOf(db, room, userId),
    // Banned in this room or muted site-wide: the chat input is locked either way.
    userId === null
      ? false
      : Promise.all([isBannedIn(db, roomId, userId), sanctionEnd(db, userId, 'mute')]).then(
          ([here, site]) => here || site !== null,
        ),
    nextReserved(db, room.anchorId),
  ]);
  const [card] = await cardsOf(db, viewers, rows);
  if (!card) throw new Error(`room ${roomId} lost its anchor`);
  return {
    ...card,
    seq,
    notice: room.notice,
    slowModeSeconds: room.slowModeSeconds,
    anchor: { ...card.anchor, fans: Number(fans[0]?.n ?? 0), followed: followed.length > 0 },
    play: playUrlsOf(room, hls),
    liveAt: room.status === 'live' && room.liveAt ? room.liveAt.getTime() : null,
    nextMatch,
    role,
    banned,
  };
}
