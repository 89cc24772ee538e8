// /api/room/followed: the rooms of the anchors a user follows (the /live/follow page), in the room list's order.

import { eq, inArray } from 'drizzle-orm';
import { ROOM_LIST_TYPE } from '../../../contract/calls/room';
import type { Db } from '../../db/client';
import { follows, rooms } from '../../db/schema';
import { pageOfRooms } from './lists';
import type { Viewers } from './viewers';

export function followedRooms(
  db: Db,
  viewers: Viewers,
  userId: number,
  paging: { page: number; pageSize: number },
) {
  const followed = db
    .select({ id: follows.targetId })
    .from(follows)
    .where(eq(follows.followerId, userId));
  return pageOfRooms(
    db,
    viewers,
    { roomType: ROOM_LIST_TYPE.all, ...paging },
    inArray(rooms.anchorId, followed),
  );
}
