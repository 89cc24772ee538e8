// The server's half of the room lifecycle: each event (up, publish, unpublish, grace expired, down) moves
// the room's row by the table in contract/room-lifecycle.ts, in one conditional write so concurrent
// processes cannot both apply it, then tells the room channel (and, on going live, the anchor's fans).
import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { channels } from '../../../contract/events';
import { nextRoomStatus, type RoomLifecycleEventType } from '../../../contract/room-lifecycle';
import type { Db } from '../../db/client';
import { follows, giftRecords, roomSessions, rooms, users } from '../../db/schema';
import type { Bus } from '../../realtime';
import { tellAnchorLive } from '../message/service';
import type { Room } from './rooms';

export interface LifecycleDeps {
  db: Db;
  bus: Bus;
}

/** Title and match an anchor sets at 开播. */
export interface UpFields {
  title: string;
  navId?: number;
  matchId?: number | null;
  matchType?: 'football' | 'basketball' | null;
}

async function announce(bus: Bus, room: Room) {
  await bus.publish(channels.room(room.id), 'room.status', {
    roomId: room.id,
    status: room.status,
    title: room.title.slice(0, 64),
    liveAt: room.liveAt?.getTime() ?? null,
  });
}

const allowed = (room: Room, event: RoomLifecycleEventType) => nextRoomStatus(room.status, event);

/** 开播: an offline room opens a session and waits for the stream; an up room only takes the new title and match. */
export async function upRoom(deps: LifecycleDeps, room: Room, fields: UpFields): Promise<Room> {
  const target = allowed(room, 'UP');
  const match =
    fields.matchId === undefined
      ? {}
      : { matchId: fields.matchId, matchType: fields.matchId === null ? null : fields.matchType };
  const settings = {
    title: fields.title,
    ...(fields.navId ? { navId: fields.navId } : {}),
    ...match,
  };
  const now = new Date();
  const updated = await deps.db
    .transaction(async (tx) => {
      if (room.status === 'offline' && target === 'waiting') {
        const [session] = await tx
          .insert(roomSessions)
          .values({
            roomId: room.id,
            title: fields.title,
            matchId: match.matchId ?? room.matchId,
            matchType: match.matchType ?? room.matchType,
          })
          .returning({ id: roomSessions.id });
        const [row] = await tx
          .update(rooms)
          .set({
            ...settings,
            status: 'waiting',
            sessionId: session!.id,
            upAt: now,
            liveAt: null,
            unpublishedAt: null,
            updatedAt: now,
          })
          .where(and(eq(rooms.id, room.id), eq(rooms.status, 'offline')))
          .returning();
        // Another process put the room up meanwhile: drop our session, keep theirs.
        if (!row) tx.rollback();
        return row!;
      }
      const [row] = await tx
        .update(rooms)
        .set({ ...settings, updatedAt: now })
        .where(eq(rooms.id, room.id))
        .returning();
      if (row?.sessionId) {
        await tx
          .update(roomSessions)
          .set({ title: fields.title, ...match })
          .where(eq(roomSessions.id, row.sessionId));
      }
      return row!;
    })
    .catch(async (err) => {
      if (isRollback(err)) return upRoom(deps, await reread(deps.db, room.id), fields);
      throw err;
    });
  await announce(deps.bus, updated);
  return updated;
}

const isRollback = (err: unknown) =>
  (err as Error)?.constructor?.name === 'TransactionRollbackError';

async function reread(db: Db, roomId: number): Promise<Room> {
  const [row] = await db.select().from(rooms).where(eq(rooms.id, roomId));
  return row!;
}

/** 下播 (or the grace period ran out): the session closes with the gifts it earned; the room goes offline. */
export async function downRoom(
  deps: LifecycleDeps,
  room: Room,
  event: 'DOWN' | 'GRACE_EXPIRED' = 'DOWN',
  onlyIfUnpublishedAt?: Date,
): Promise<Room> {
  if (allowed(room, event) !== 'offline' || room.status === 'offline') return room;
  const now = new Date();
  const conditions = [eq(rooms.id, room.id), eq(rooms.status, room.status)];
  if (onlyIfUnpublishedAt) conditions.push(eq(rooms.unpublishedAt, onlyIfUnpublishedAt));
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(rooms)
      .set({
        status: 'offline',
        sessionId: null,
        upAt: null,
        liveAt: null,
        unpublishedAt: null,
        updatedAt: now,
      })
      .where(and(...conditions))
      .returning();
    if (!row) return null;
    if (room.sessionId) await closeSession(tx as unknown as Db, room, room.sessionId, now);
    return row;
  });
  if (!updated) return reread(deps.db, room.id);
  await announce(deps.bus, updated);
  return updated;
}

async function closeSession(db: Db, room: Room, sessionId: number, endedAt: Date) {
  const [session] = await db.select().from(roomSessions).where(eq(roomSessions.id, sessionId));
  if (!session) return;
  const [gifts] = await db
    .select({ units: sql<string>`coalesce(sum(${giftRecords.ticketUnits}), 0)` })
    .from(giftRecords)
    .where(
      and(
        eq(giftRecords.anchorId, room.anchorId),
        gte(giftRecords.createdAt, session.startedAt),
        lte(giftRecords.createdAt, endedAt),
      ),
    );
  await db
    .update(roomSessions)
    .set({ endedAt, giftTicketUnits: Number(gifts?.units ?? 0) })
    .where(eq(roomSessions.id, sessionId));
}

/** The room a stream name belongs to, or null. */
export async function roomOfStream(db: Db, streamName: string): Promise<Room | null> {
  const [row] = await db.select().from(rooms).where(eq(rooms.streamName, streamName));
  return row ?? null;
}

/** The stream is on air: the room goes live; the first time in a session, the anchor's fans hear of it. */
export async function publishedRoom(deps: LifecycleDeps, room: Room): Promise<Room | null> {
  if (allowed(room, 'PUBLISH') !== 'live') return null;
  const now = new Date();
  const [row] = await deps.db
    .update(rooms)
    .set({
      status: 'live',
      liveAt: room.liveAt ?? now,
      unpublishedAt: null,
      updatedAt: now,
    })
    .where(and(eq(rooms.id, room.id), inArray(rooms.status, ['waiting', 'live'])))
    .returning();
  if (!row) return null;
  if (room.status !== 'live') await announce(deps.bus, row);
  if (!room.liveAt) await tellFans(deps, row);
  return row;
}

async function tellFans(deps: LifecycleDeps, room: Room) {
  const [anchor] = await deps.db
    .select({ nickName: users.nickName })
    .from(users)
    .where(eq(users.id, room.anchorId));
  const fans = await deps.db
    .select({ id: follows.followerId })
    .from(follows)
    .where(eq(follows.targetId, room.anchorId));
  const notice = {
    roomId: room.id,
    anchorId: room.anchorId,
    nickName: (anchor?.nickName ?? '').slice(0, 32),
    title: room.title.slice(0, 64),
  };
  await Promise.all(
    fans.map((fan) => deps.bus.publish(channels.user(fan.id), 'anchor.live', notice)),
  );
  const anchorName = { id: room.anchorId, nickName: notice.nickName };
  await tellAnchorLive(deps, {
    anchor: anchorName,
    roomId: room.id,
    title: room.title,
    liveAt: room.liveAt ?? new Date(),
  });
}

/** The stream stopped while the room is up: it waits (the grace period counts from now). */
export async function unpublishedRoom(deps: LifecycleDeps, room: Room): Promise<Room | null> {
  if (allowed(room, 'UNPUBLISH') !== 'waiting' || room.status !== 'live') return null;
  const now = new Date();
  const [row] = await deps.db
    .update(rooms)
    .set({ status: 'waiting', unpublishedAt: now, updatedAt: now })
    .where(and(eq(rooms.id, room.id), eq(rooms.status, 'live')))
    .returning();
  if (!row) return null;
  await announce(deps.bus, row);
  return row;
}

/** Rooms the lifecycle must look at when a media server starts: live ones, and ones in a grace period. */
export async function roomsToSweep(db: Db) {
  const live = await db.select().from(rooms).where(eq(rooms.status, 'live'));
  const graced = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.status, 'waiting'), isNotNull(rooms.unpublishedAt)));
  return { live, graced };
}
