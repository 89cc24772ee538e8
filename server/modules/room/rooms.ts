// Finding rooms and who a user is in one: the reads every room, chat and anchor module starts from.
import { and, eq } from 'drizzle-orm';
import type { RoomRole } from '../../../contract/calls/room';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { roomBans, roomManagers, rooms } from '../../db/schema';
import { ApiError } from '../../http/api-error';

export type Room = typeof rooms.$inferSelect;

/** The room, or 直播间不存在. */
export async function findRoom(db: Db, roomId: number): Promise<Room> {
  const [room] = await db.select().from(rooms).where(eq(rooms.id, roomId));
  if (!room) throw new ApiError(errors.roomNotFound);
  return room;
}

/** The anchor's own room (every anchor has one), or 您还不是主播. */
export async function roomOfAnchor(db: Db, anchorId: number): Promise<Room> {
  const [room] = await db.select().from(rooms).where(eq(rooms.anchorId, anchorId));
  if (!room) throw new ApiError(errors.notAnchor);
  return room;
}

/**
 * The room an anchor call acts on: the caller's own. A roomId naming another anchor's room is refused
 * (只有主播本人可以操作); without one, the caller's room.
 */
export async function ownRoom(db: Db, userId: number, roomId?: number): Promise<Room> {
  const room = await roomOfAnchor(db, userId);
  if (roomId !== undefined && roomId !== room.id) {
    await findRoom(db, roomId);
    throw new ApiError(errors.notRoomAnchor);
  }
  return room;
}

/** Who the user is in the room: its anchor, one of its managers, a viewer, or a visitor (no login). */
export async function roomRoleOf(db: Db, room: Room, userId: number | null): Promise<RoomRole> {
  if (userId === null) return 'visitor';
  if (room.anchorId === userId) return 'anchor';
  const [manager] = await db
    .select({ id: roomManagers.id })
    .from(roomManagers)
    .where(and(eq(roomManagers.roomId, room.id), eq(roomManagers.userId, userId)));
  return manager ? 'manager' : 'viewer';
}

/** Whether the user is on the room's ban list (read from the database, so every process agrees at once). */
export async function isBannedIn(db: Db, roomId: number, userId: number): Promise<boolean> {
  const [ban] = await db
    .select({ id: roomBans.id })
    .from(roomBans)
    .where(and(eq(roomBans.roomId, roomId), eq(roomBans.userId, userId)));
  return Boolean(ban);
}
