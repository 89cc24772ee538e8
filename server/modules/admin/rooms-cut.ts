// 切断直播: an operator takes a room off the air. The stream key is rotated first (the encoder's reconnect is
// refused by the publish gate), the cut and its audit are written in that transaction, then the room goes
// offline through the lifecycle (the same path as the anchor's 下播: room.status is pushed to its viewers),
// the RTMP publisher is dropped, and the anchor hears why in the message centre.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { roomCuts, rooms } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { tellSystem } from '../message/service';
import { downRoom, rotateStreamKey } from '../room/service';
import { type AdminActor, audit } from './audit';

async function roomRow(db: Db, roomId: number) {
  const [row] = await db.select().from(rooms).where(eq(rooms.id, roomId));
  return row ?? null;
}

export async function cutRoom(
  app: FastifyInstance,
  actor: AdminActor,
  roomId: number,
  reason: string,
) {
  const { db, bus } = app.ctx;
  const room = await roomRow(db, roomId);
  if (!room) throw new ApiError(errors.adminRoomNotFound);
  if (room.status === 'offline') throw new ApiError(errors.adminRoomNotUp);
  const before = {
    status: room.status,
    title: room.title,
    upAt: room.upAt?.getTime() ?? null,
    liveAt: room.liveAt?.getTime() ?? null,
    matchId: room.matchId,
  };
  const cutId = await db.transaction(async (tx) => {
    await rotateStreamKey(tx as unknown as Db, room.id);
    const [cut] = await tx
      .insert(roomCuts)
      .values({
        roomId: room.id,
        anchorId: room.anchorId,
        adminId: actor.id,
        reason,
        title: room.title,
      })
      .returning({ id: roomCuts.id });
    await audit(
      { db: tx, actor },
      {
        action: 'room.cut',
        targetType: 'room',
        targetId: room.id,
        before,
        after: { status: 'offline', streamKeyRotated: true, anchorId: room.anchorId },
        reason,
      },
    );
    return cut!.id;
  });
  // The old key is dead: whatever pushes with it now is dropped, and cannot come back.
  app.media.server?.kick(room.streamName);
  app.media.clearGrace(room.id);
  let current = room;
  // The stream's own stop may move the room (live → waiting) between our read and the write: try again.
  for (let i = 0; i < 3 && current.status !== 'offline'; i++) {
    current = await downRoom({ db, bus }, current);
    if (current.status !== 'offline') current = (await roomRow(db, room.id)) ?? current;
  }
  app.media.server?.kick(room.streamName);
  await tellSystem(
    { db, bus, log: app.log },
    {
      userId: room.anchorId,
      title: '你的直播已被运营切断',
      body: `直播「${room.title || '未命名直播'}」因「${reason}」被切断，推流码已重置。如有异议请联系客服申诉；再次开播前请在主播中心获取新的推流码。`,
      key: `room-cut:${cutId}`,
    },
  );
  return { roomId: room.id, status: 'offline' as const };
}
