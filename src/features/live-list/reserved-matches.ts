// The matches of /live/reserve: the ones I reserved (anchors) and the ones I follow, without repeats, each
// with the rooms that show it (/api/room/byMatch).
import {
  getAttentionMatchByUser,
  reserveMatchByUser,
  type TypedMatchItem,
} from '../../../contract/calls/match';
import type { RoomCard } from '../../../contract/calls/room';
import { request } from '../../api/request';
import { getMatchRooms } from '../../api/room';

export interface ReservedMatch {
  match: TypedMatchItem;
  rooms: RoomCard[];
}

export async function loadReservedMatches(userId: number): Promise<ReservedMatch[] | null> {
  const [reserved, followed] = await Promise.all([
    request(reserveMatchByUser, { userId }),
    request(getAttentionMatchByUser),
  ]);
  if (!reserved.success && !followed.success) return null;
  const seen = new Set<string>();
  const matches = [
    ...(reserved.success ? reserved.data : []),
    ...(followed.success ? followed.data.matches : []),
  ].filter((m) => {
    const key = `${m.matchType}:${m.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return Promise.all(
    matches.map(async (match) => {
      const rooms = await getMatchRooms({ matchId: match.id, matchType: match.matchType });
      return { match, rooms: rooms.success ? rooms.data : [] };
    }),
  );
}
