// The demo rooms show a real match of their sport: the earliest one in play, else the next to kick off.
// Rebound when the one shown is over, so a new user of `npm start` always sees a live score in the room
// header (and the spoiler guard at work) beside the demo picture.

import { and, asc, eq, inArray } from 'drizzle-orm';
import { ROOM_NAV } from '../../../contract/calls/room';
import type { Db } from '../../db/client';
import { matches, rooms } from '../../db/schema';
import type { Sport } from '../../providers/feed/types';
import type { Bus } from '../../realtime';
import { isAhead, statesIn } from '../match/service';
import { upRoom } from './lifecycle';

/** Room category → the sport its demo room shows (综合 shows football). */
const sportOfNav = (navId: number): Sport =>
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

/** Binds each up demo room to a match still ahead, unless it already shows one. */
export async function bindDemoMatches(deps: { db: Db; bus: Bus }, roomIds: number[]) {
  for (const roomId of roomIds) {
    const [room] = await deps.db.select().from(rooms).where(eq(rooms.id, roomId));
    if (!room || room.status === 'offline') continue;
    const sport = sportOfNav(room.navId);
    if (room.matchId !== null && room.matchType === sport) {
      const [shown] = await deps.db
        .select({ state: matches.state })
        .from(matches)
        .where(eq(matches.id, room.matchId));
      if (shown && isAhead(sport, shown.state)) continue;
    }
    const matchId = await demoMatchFor(deps.db, sport);
    if (matchId !== null && matchId !== room.matchId)
      await upRoom(deps, room, { title: room.title, matchId, matchType: sport });
  }
}
