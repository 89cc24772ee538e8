// The sender's standing in a room — the room's anchor and slow mode, banned or manager there, a site-wide mute,
// the nobility tier held — answered from the KvStore (Redis with several processes) without a database round
// trip. On a miss, one query reads everything missing and fills the keys (standing-keys.ts says how the calls
// that change a standing forget it, and how stale a copy can be at worst).
import { eq, sql } from 'drizzle-orm';
import type { RoomRole } from '../../../contract/calls/room';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { rooms } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { KvStore } from '../../stores';
import { muteEndOf, muteEndSql } from '../admin/users-standing';
import { restate, STANDING_TTL_MS, standingKeys } from './standing-keys';

export interface Standing {
  room: { id: number; anchorId: number; slowModeSeconds: number };
  role: Exclude<RoomRole, 'visitor'>;
  banned: boolean;
  /** A site-wide mute's end (operators' users desk): null none, -1 for ever, else Unix ms. */
  mutedUntil: number | null;
  /** The tier held now (1–7), or null. */
  nobility: number | null;
}

interface RoomPart {
  anchorId: number;
  slowModeSeconds: number;
}
interface UserPart {
  /** As mutedUntil; a mute that has ended since the fill is seen as ended at read time. */
  muteEnd: number | null;
  nobility: number | null;
  /** When the tier runs out (Unix ms). */
  nobilityUntil: number | null;
}
interface MemberPart {
  banned: boolean;
  manager: boolean;
}

const parse = <T>(text: string | null): T | null =>
  text === null ? null : (JSON.parse(text) as T);

/** Everything the send path needs, in one round trip (the four reads of room/service.ts in one query). */
async function load(db: Db, roomId: number, userId: number, now: number) {
  const [row] = await db
    .select({
      anchorId: rooms.anchorId,
      slowModeSeconds: rooms.slowModeSeconds,
      ...memberSql(roomId, userId),
      ...userPartSql(userId, now),
    })
    .from(rooms)
    .where(eq(rooms.id, roomId));
  if (!row) throw new ApiError(errors.roomNotFound);
  const room: RoomPart = { anchorId: row.anchorId, slowModeSeconds: row.slowModeSeconds };
  const member: MemberPart = { banned: Boolean(row.banned), manager: Boolean(row.manager) };
  return { room, user: userPartOf(row), member };
}

type Ctx = { db: Db; kv: KvStore };

const userPartSql = (userId: number, now: number) => ({
  mutedUntil: muteEndSql(userId, now),
  nobility: sql<number | null>`(select tier from user_nobility where user_id = ${userId})`,
  nobilityUntil: sql<
    number | string | null
  >`(select (extract(epoch from expires_at) * 1000)::bigint from user_nobility where user_id = ${userId})`,
});

const userPartOf = (row: {
  mutedUntil: number | string | null;
  nobility: number | null;
  nobilityUntil: number | string | null;
}): UserPart => ({
  muteEnd: muteEndOf(row.mutedUntil),
  nobility: row.nobility === null ? null : Number(row.nobility),
  nobilityUntil: row.nobilityUntil === null ? null : Number(row.nobilityUntil),
});

const memberSql = (roomId: number, userId: number) => ({
  // Plain SQL with the ids as parameters: drizzle writes columns inside sql`` unqualified, which
  // a correlated subquery would resolve against its own table.
  banned: sql<boolean>`exists (select 1 from room_bans where room_id = ${roomId} and user_id = ${userId})`,
  manager: sql<boolean>`exists (select 1 from room_managers where room_id = ${roomId} and user_id = ${userId})`,
});

/** After a room ban or manager of the user was added or removed (committed). */
export const restateMember = ({ db, kv }: Ctx, roomId: number, userId: number) =>
  restate(kv, standingKeys.member(roomId, userId), async () => {
    const [row] = await db.select(memberSql(roomId, userId)).from(sql`(select 1) as one`);
    return { banned: Boolean(row?.banned), manager: Boolean(row?.manager) } satisfies MemberPart;
  });

/** After the user's site-wide mute or ban, or nobility, changed (committed). */
export const restateUser = ({ db, kv }: Ctx, userId: number, now = Date.now()) =>
  restate(kv, standingKeys.user(userId), async () => {
    const [row] = await db.select(userPartSql(userId, now)).from(sql`(select 1) as one`);
    return userPartOf(row!);
  });

/** After the room's slow mode changed (committed). */
export const restateRoom = ({ db, kv }: Ctx, roomId: number) =>
  restate(kv, standingKeys.room(roomId), async () => {
    const [row] = await db
      .select({ anchorId: rooms.anchorId, slowModeSeconds: rooms.slowModeSeconds })
      .from(rooms)
      .where(eq(rooms.id, roomId));
    if (!row) throw new Error('room gone');
    return row satisfies RoomPart;
  });

export async function standingIn(
  ctx: Ctx,
  roomId: number,
  userId: number,
  now: number,
): Promise<Standing> {
  const { db, kv } = ctx;
  const keys = {
    room: standingKeys.room(roomId),
    user: standingKeys.user(userId),
    member: standingKeys.member(roomId, userId),
  };
  const [cachedRoom, cachedUser, cachedMember] = await Promise.all([
    kv.get(keys.room),
    kv.get(keys.user),
    kv.get(keys.member),
  ]);
  let room = parse<RoomPart>(cachedRoom);
  let user = parse<UserPart>(cachedUser);
  let member = parse<MemberPart>(cachedMember);
  if (!room || !user || !member) {
    const loaded = await load(db, roomId, userId, now);
    const fills: Promise<void>[] = [];
    if (!room) fills.push(kv.set(keys.room, JSON.stringify(loaded.room), STANDING_TTL_MS));
    if (!user) fills.push(kv.set(keys.user, JSON.stringify(loaded.user), STANDING_TTL_MS));
    if (!member) fills.push(kv.set(keys.member, JSON.stringify(loaded.member), STANDING_TTL_MS));
    await Promise.all(fills);
    room ??= loaded.room;
    user ??= loaded.user;
    member ??= loaded.member;
  }
  const role = room.anchorId === userId ? 'anchor' : member.manager ? 'manager' : 'viewer';
  // Ends are compared now, not at the fill: a mute or a tier that ran out meanwhile counts as over.
  const muted = user.muteEnd !== null && (user.muteEnd < 0 || user.muteEnd > now);
  const noble = user.nobility !== null && user.nobilityUntil !== null && user.nobilityUntil > now;
  return {
    room: { id: roomId, ...room },
    role,
    banned: member.banned,
    mutedUntil: muted ? user.muteEnd : null,
    nobility: noble ? user.nobility : null,
  };
}
