// The sender's standing in a room, read in one round trip: the room, whether the sender is banned there, a
// manager there, and the nobility tier held now. The send path runs for every chat line, so this replaces the
// four separate reads of rooms.ts (findRoom, isBannedIn, roomRoleOf, currentNobility) with one query.
import { eq, sql } from 'drizzle-orm';
import type { RoomRole } from '../../../contract/calls/room';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { rooms } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { muteEndOf, muteEndSql } from '../admin/users-standing';
import type { Room } from '../room/service';

export interface Standing {
  room: Room;
  role: Exclude<RoomRole, 'visitor'>;
  banned: boolean;
  /** A site-wide mute's end (operators' users desk): null none, -1 for ever, else Unix ms. */
  mutedUntil: number | null;
  /** The tier held now (1–7), or null. */
  nobility: number | null;
}

export async function standingIn(
  db: Db,
  roomId: number,
  userId: number,
  now: number,
): Promise<Standing> {
  const at = new Date(now).toISOString();
  const [row] = await db
    .select({
      room: rooms,
      // Plain SQL with the ids as parameters: drizzle writes columns inside sql`` unqualified, which
      // a correlated subquery would resolve against its own table.
      banned: sql<boolean>`exists (select 1 from room_bans where room_id = ${roomId} and user_id = ${userId})`,
      manager: sql<boolean>`exists (select 1 from room_managers where room_id = ${roomId} and user_id = ${userId})`,
      mutedUntil: muteEndSql(userId, now),
      nobility: sql<
        number | null
      >`(select tier from user_nobility where user_id = ${userId} and expires_at > ${at}::timestamptz)`,
    })
    .from(rooms)
    .where(eq(rooms.id, roomId));
  if (!row) throw new ApiError(errors.roomNotFound);
  const role = row.room.anchorId === userId ? 'anchor' : row.manager ? 'manager' : 'viewer';
  return {
    room: row.room,
    role,
    banned: Boolean(row.banned),
    mutedUntil: muteEndOf(row.mutedUntil),
    nobility: row.nobility === null ? null : Number(row.nobility),
  };
}
