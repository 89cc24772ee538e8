// Which room a ban or manager call acts on, who the caller is in it, and who a nick name names: the reads the
// ban list and the manager list share.
import { eq } from 'drizzle-orm';
import type { RoomRole } from '../../../contract/calls/room';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { rooms, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { findRoom, type Room, roomRoleOf } from '../room/service';

/** The named room, or without a roomId the caller's own (anchors only; a manager must say which room). */
export async function roomToModerate(db: Db, callerId: number, roomId?: number): Promise<Room> {
  if (roomId !== undefined) return findRoom(db, roomId);
  const [own] = await db.select().from(rooms).where(eq(rooms.anchorId, callerId));
  if (!own) throw new ApiError(errors.moderationRoomRequired);
  return own;
}

/** The caller's role, when it is the anchor or a manager of the room; otherwise 只有主播或房管…. */
export async function moderatorRole(db: Db, room: Room, callerId: number): Promise<RoomRole> {
  const role = await roomRoleOf(db, room, callerId);
  if (role !== 'anchor' && role !== 'manager') throw new ApiError(errors.moderatorOnly);
  return role;
}

/** Only the room's anchor names and removes managers. */
export function requireAnchor(room: Room, callerId: number) {
  if (room.anchorId !== callerId) throw new ApiError(errors.managerAnchorOnly);
}

/** The user with exactly this nick name, or 用户不存在. */
export async function userByNickName(db: Db, nickName: string) {
  const [user] = await db
    .select({
      id: users.id,
      nickName: users.nickName,
      portrait: users.portrait,
      level: users.level,
    })
    .from(users)
    .where(eq(users.nickName, nickName.trim()));
  if (!user) throw new ApiError(errors.userNotFound);
  return user;
}

export type Member = Awaited<ReturnType<typeof userByNickName>>;

/** One row of the ban or manager list as the contract's memberRow has it. */
export const memberRow = (row: { id: number; roomId: number; createdAt: Date }, user: Member) => ({
  id: row.id,
  roomId: row.roomId,
  userId: user.id,
  nickName: user.nickName,
  portrait: user.portrait,
  level: user.level,
  at: row.createdAt.getTime(),
});
