// The demo rooms show a real match of their sport: the earliest one in play, else the next to kick off.
// A room keeps its match until that match is over, then takes the next; a room whose anchor chose 不绑定比赛
// (no match) is left alone, so its header shows none (the binder once filled every empty room each minute,
// which put a match back into the header of a room that had chosen none and changed it every few minutes).

import { and, asc, eq, inArray } from 'drizzle-orm';
import { ROOM_NAV } from '../../../contract/calls/room';
import type { Db } from '../../db/client';
import { matches, rooms } from '../../db/schema';
import type { Sport } from '../../providers/feed/types';
import type { Bus } from '../../realtime';
import { isAhead, statesIn } from '../match/service';
import { upRoom } from './lifecycle';
import type { Room } from './rooms';

/** Room category → the sport its demo room shows (综合 shows football). */
export const sportOfNav = (navId: number): Sport =>
  navId === ROOM_NAV.basketball ? 'basketball' : 'football';

/** The match a demo room of this sport should show now, or null when the feed has none ahead. */
export async function demoMatchFor(db: Db, sport: Sport): Promise<number | null> {
  for (const phase of ['live', 'notStarted'] as const) {
    const [match] = await db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.sport, sport), inArray(matches.state, statesIn(sport, phase))))
      .orderBy(asc(matches.kickoffAt), asc(matches.id))
      .limit(1);
    if (match) return match.id;
  }
  return null;
}

/**
 * Moves each up demo room whose match is over (or of the other sport) to the next one. A room with no
 * match is bound only when it is in `unbound` (put up by the demo before the feed had a match; taken out
 * once bound): otherwise no match is the anchor's choice.
 */
export async function bindDemoMatches(
  deps: { db: Db; bus: Bus },
  roomIds: number[],
  unbound: Set<number> = new Set(),
  /** A live room moved to its next match (the demo ends the broadcast there: one replay per match). */
  moved: (room: Room) => void = () => {},
) {
  for (const roomId of roomIds) {
    const [room] = await deps.db.select().from(rooms).where(eq(rooms.id, roomId));
    if (!room || room.status === 'offline') continue;
    const sport = sportOfNav(room.navId);
    if (room.matchId === null) {
      if (!unbound.has(roomId)) continue;
    } else {
      unbound.delete(roomId);
      if (room.matchType === sport) {
        const [shown] = await deps.db
          .select({ state: matches.state })
          .from(matches)
          .where(eq(matches.id, room.matchId));
        if (shown && isAhead(sport, shown.state)) continue;
      }
    }
    const matchId = await demoMatchFor(deps.db, sport);
    if (matchId === null || matchId === room.matchId) continue;
    const up = await upRoom(deps, room, { title: room.title, matchId, matchType: sport });
    unbound.delete(roomId);
    if (room.matchId !== null && up.status === 'live') moved(up);
  }
}
