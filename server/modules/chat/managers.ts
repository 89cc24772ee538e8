// The room's managers: only its anchor adds them (by nick name) and removes them (by row id); the anchor and
// its managers may read the list.
import { and, eq } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { roomManagers } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { findRoom } from '../room/service';
import { type MemberQuery, memberPage } from './member-page';
import {
  memberRow,
  moderatorRole,
  requireAnchor,
  roomToModerate,
  userByNickName,
} from './moderation-room';
import { restateMember } from './standing';

type Ctx = Pick<AppContext, 'db' | 'kv'>;

export async function addManager(ctx: Ctx, callerId: number, nickName: string, roomId?: number) {
  const { db } = ctx;
  const room = await roomToModerate(db, callerId, roomId);
  requireAnchor(room, callerId);
  const target = await userByNickName(db, nickName);
  if (target.id === room.anchorId) throw new ApiError(errors.managerSelfRefused);
  // Adding twice answers the standing row.
  await db
    .insert(roomManagers)
    .values({ roomId: room.id, userId: target.id })
    .onConflictDoNothing();
  // A manager talks through slow mode: the send path's cached standing must hear of it.
  await restateMember(ctx, room.id, target.id);
  const [row] = await db
    .select()
    .from(roomManagers)
    .where(and(eq(roomManagers.roomId, room.id), eq(roomManagers.userId, target.id)));
  return memberRow(row!, target);
}

export async function removeManager(ctx: Ctx, callerId: number, managerId: number) {
  const { db } = ctx;
  const [row] = await db.select().from(roomManagers).where(eq(roomManagers.id, managerId));
  if (!row) throw new ApiError(errors.managerNotFound);
  requireAnchor(await findRoom(db, row.roomId), callerId);
  await db.delete(roomManagers).where(eq(roomManagers.id, managerId));
  await restateMember(ctx, row.roomId, row.userId);
  return { id: managerId };
}

export async function managerList(
  db: Db,
  callerId: number,
  query: Omit<MemberQuery, 'roomId'> & { roomId?: number },
) {
  const room = await roomToModerate(db, callerId, query.roomId);
  await moderatorRole(db, room, callerId);
  return memberPage(db, roomManagers, { ...query, roomId: room.id });
}
