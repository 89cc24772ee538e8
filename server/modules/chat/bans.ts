// The room's ban list: the anchor or a manager bans a viewer by nick name and lifts it by row id. Nobody bans the
// anchor; a manager cannot ban another manager (the anchor can). A ban counts at once on every process, since
// it rewrites the send path's cached standing in the shared KvStore (standing-keys.ts), and is pushed as room.ban
// so the viewer's page can say so.
import { and, eq } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import { channels } from '../../../contract/events';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { roomBans } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { findRoom, roomRoleOf } from '../room/service';
import { type MemberQuery, memberPage } from './member-page';
import { memberRow, moderatorRole, roomToModerate, userByNickName } from './moderation-room';
import { restateMember } from './standing';

type Ctx = Pick<AppContext, 'db' | 'kv' | 'bus'>;

export async function banUser(ctx: Ctx, callerId: number, nickName: string, roomId?: number) {
  const { db } = ctx;
  const room = await roomToModerate(db, callerId, roomId);
  const callerRole = await moderatorRole(db, room, callerId);
  const target = await userByNickName(db, nickName);
  if (target.id === callerId) throw new ApiError(errors.banSelfRefused);
  const targetRole = await roomRoleOf(db, room, target.id);
  if (targetRole === 'anchor') throw new ApiError(errors.banAnchorRefused);
  if (targetRole === 'manager' && callerRole !== 'anchor')
    throw new ApiError(errors.banManagerRefused);
  // Banning twice is not an error (a double click): the standing ban is the answer.
  await db
    .insert(roomBans)
    .values({ roomId: room.id, userId: target.id, bannedBy: callerId })
    .onConflictDoNothing();
  await restateMember(ctx, room.id, target.id);
  const [row] = await db
    .select()
    .from(roomBans)
    .where(and(eq(roomBans.roomId, room.id), eq(roomBans.userId, target.id)));
  await ctx.bus.publish(channels.room(room.id), 'room.ban', {
    roomId: room.id,
    userId: target.id,
    banned: true,
  });
  return memberRow(row!, target);
}

export async function unbanById(ctx: Ctx, callerId: number, banId: number) {
  const { db } = ctx;
  const [ban] = await db.select().from(roomBans).where(eq(roomBans.id, banId));
  if (!ban) throw new ApiError(errors.banNotFound);
  // The rights are checked on the row's own room: a manager of room A cannot lift bans in room B.
  await moderatorRole(db, await findRoom(db, ban.roomId), callerId);
  const removed = await db
    .delete(roomBans)
    .where(eq(roomBans.id, banId))
    .returning({ id: roomBans.id });
  if (removed.length === 0) throw new ApiError(errors.banNotFound);
  await restateMember(ctx, ban.roomId, ban.userId);
  await ctx.bus.publish(channels.room(ban.roomId), 'room.ban', {
    roomId: ban.roomId,
    userId: ban.userId,
    banned: false,
  });
  return { id: banId };
}

export async function banList(
  db: Db,
  callerId: number,
  query: Omit<MemberQuery, 'roomId'> & { roomId?: number },
) {
  const room = await roomToModerate(db, callerId, query.roomId);
  await moderatorRole(db, room, callerId);
  return memberPage(db, roomBans, { ...query, roomId: room.id });
}
