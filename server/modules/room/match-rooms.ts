// /api/room/byMatch: the rooms that show a match — bound to it now, or their anchor reserved it — for the
// /live/reserve page and the match pages' "who streams this" list; live ones first.

import { eq, inArray, or } from 'drizzle-orm';
import { ROOM_LIST_TYPE } from '../../../contract/calls/room';
import type { MatchType } from '../../../contract/events';
import type { Db } from '../../db/client';
import { matchReserves, rooms } from '../../db/schema';
import { findMatch } from '../match/service';
import { pageOfRooms } from './lists';
import type { Viewers } from './viewers';

/** Rooms listed under one match at most. */
export const MATCH_ROOMS_MAX = 100;

export async function roomsOfMatch(db: Db, viewers: Viewers, matchId: number, type: MatchType) {
  const match = await findMatch(db, matchId, type);
  const reservedBy = db
    .select({ id: matchReserves.userId })
    .from(matchReserves)
    .where(eq(matchReserves.matchId, match.id));
  const showing = or(eq(rooms.matchId, match.id), inArray(rooms.anchorId, reservedBy));
  const page = await pageOfRooms(
    db,
    viewers,
    { roomType: ROOM_LIST_TYPE.all, page: 1, pageSize: MATCH_ROOMS_MAX },
    showing,
  );
  return page.list;
}
