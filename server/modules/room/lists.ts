// The room lists (/api/room/page, /api/room/hotAppRoom): room cards with their anchor, viewers and bound match;
// live rooms first by viewers, then waiting ones, then offline ones most recently up first.

import { and, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { CallData } from '../../../contract/call';
import type { RoomCard, roomPage } from '../../../contract/calls/room';
import { ROOM_LIST_TYPE } from '../../../contract/calls/room';
import type { Db } from '../../db/client';
import { rooms, users } from '../../db/schema';
import { itemsInOrder } from '../match/service';
import type { Viewers } from './viewers';

/** What a card is built from: the room row's list columns and its anchor. */
export const cardColumns = {
  roomId: rooms.id,
  title: rooms.title,
  cover: rooms.cover,
  navId: rooms.navId,
  status: rooms.status,
  matchId: rooms.matchId,
  anchorId: users.id,
  nickName: users.nickName,
  portrait: users.portrait,
  level: users.level,
};

export type CardRow = {
  roomId: number;
  title: string;
  cover: string;
  navId: number;
  status: RoomCard['status'];
  matchId: number | null;
  anchorId: number;
  nickName: string;
  portrait: string;
  level: number;
};

/** Rows with their anchors joined: every list starts from this. */
export const cardRows = (db: Db) =>
  db.select(cardColumns).from(rooms).innerJoin(users, eq(users.id, rooms.anchorId));

/** Cards of the rows, in their order, each with its viewers and its bound match (one query for all). */
export async function cardsOf(db: Db, viewers: Viewers, rows: CardRow[]): Promise<RoomCard[]> {
  const matchIds = [...new Set(rows.flatMap((r) => (r.matchId === null ? [] : [r.matchId])))];
  const matches = new Map((await itemsInOrder(db, matchIds)).map((m) => [m.id, m] as const));
  return rows.map((r) => ({
    roomId: r.roomId,
    anchor: {
      id: r.anchorId,
      nickName: r.nickName,
      portrait: r.portrait,
      level: Math.max(0, r.level),
    },
    title: r.title,
    cover: r.cover,
    navId: r.navId,
    status: r.status,
    // An offline room has no audience even if a stale tab still sits on its channel.
    viewers: r.status === 'offline' ? 0 : viewers.countOf(r.roomId),
    match: r.matchId === null ? null : (matches.get(r.matchId) ?? null),
  }));
}

/** `word` as a LIKE pattern that matches it literally anywhere (%, _ and \ lose their meaning). */
export const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface RoomPageQuery {
  roomType: 0 | 1;
  navId?: number;
  roomId?: number;
  anchorId?: number;
  word?: string;
  page: number;
  pageSize: number;
}

/** The filters of the list as one condition (status aside); `among` narrows it to a set of rooms. */
function filtersOf(q: RoomPageQuery, among?: SQL): SQL | undefined {
  const word = q.word?.trim();
  return and(
    among,
    q.navId === undefined ? undefined : eq(rooms.navId, q.navId),
    q.roomId === undefined ? undefined : eq(rooms.id, q.roomId),
    q.anchorId === undefined ? undefined : eq(rooms.anchorId, q.anchorId),
    word
      ? or(ilike(users.nickName, containing(word)), ilike(rooms.title, containing(word)))
      : undefined,
  );
}

/** The last time the room went up: offline rooms list most recently live first. */
const lastUp = sql`(select max(s.started_at) from room_sessions s where s.room_id = ${rooms.id})`;

/**
 * One page of rooms. Live rooms sort by viewers, which live in memory, not in a column: all live rooms
 * that pass the filters are read (there are few), ordered here, and the page is cut from them first;
 * the waiting and offline ones after them page in SQL.
 */
export async function pageOfRooms(
  db: Db,
  viewers: Viewers,
  q: RoomPageQuery,
  among?: SQL,
): Promise<CallData<typeof roomPage>> {
  const where = filtersOf(q, among);
  const live = await cardRows(db)
    .where(and(where, eq(rooms.status, 'live')))
    .orderBy(rooms.id);
  const liveSorted = byViewers(live, viewers);

  const rest =
    q.roomType === ROOM_LIST_TYPE.liveOnly ? undefined : and(where, ne(rooms.status, 'live'));
  const [restCount] = rest
    ? await db
        .select({ n: count() })
        .from(rooms)
        .innerJoin(users, eq(users.id, rooms.anchorId))
        .where(rest)
    : [{ n: 0 }];

  const start = (q.page - 1) * q.pageSize;
  const fromLive = liveSorted.slice(start, start + q.pageSize);
  const want = q.pageSize - fromLive.length;
  const restRows =
    rest && want > 0
      ? await cardRows(db)
          .where(rest)
          // waiting before offline, then the most recently up
          .orderBy(
            sql`case when ${rooms.status} = 'waiting' then 0 else 1 end`,
            sql`${lastUp} desc nulls last`,
            desc(rooms.id),
          )
          .limit(want)
          .offset(Math.max(0, start - liveSorted.length))
      : [];

  return {
    list: await cardsOf(db, viewers, [...fromLive, ...restRows]),
    total: live.length + Number(restCount?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Most viewers first; ties by room id so pages do not shuffle. */
function byViewers(rows: CardRow[], viewers: Viewers) {
  const counts = viewers.countsOf(rows.map((r) => r.roomId));
  return rows.sort(
    (a, b) => (counts.get(b.roomId) ?? 0) - (counts.get(a.roomId) ?? 0) || a.roomId - b.roomId,
  );
}

/** Live rooms with the most viewers. */
export async function hotRooms(db: Db, viewers: Viewers, size: number): Promise<RoomCard[]> {
  const live = await cardRows(db).where(eq(rooms.status, 'live'));
  return cardsOf(db, viewers, byViewers(live, viewers).slice(0, size));
}

/** Cards of the given rooms, in the order of the ids (missing ones dropped). */
export async function cardsOfRooms(db: Db, viewers: Viewers, roomIds: number[]) {
  if (roomIds.length === 0) return [];
  const rows = await cardRows(db).where(inArray(rooms.id, roomIds));
  const byId = new Map(rows.map((r) => [r.roomId, r] as const));
  return cardsOf(
    db,
    viewers,
    roomIds.flatMap((id) => byId.get(id) ?? []),
  );
}
