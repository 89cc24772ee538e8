// GET /api/chat/info and POST /api/chat/welcome: the room's chat settings and the caller's standing in it,
// and the greeting on entering — with the nobility entry effect pushed to the room for a noble viewer.
import { eq } from 'drizzle-orm';
import { CHAT_CONTENT_MAX } from '../../../contract/calls/chat';
import { channels } from '../../../contract/events';
import { tierOf } from '../../../contract/grade';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { sanctionEnd } from '../admin/users-standing';
import { currentNobility } from '../pay/service';
import { findRoom, isBannedIn, roomRoleOf } from '../room/service';
import type { SessionUser } from '../user/service';

/** A viewer reloading the page does not replay the entry effect more than once a minute. */
export const ENTRY_EFFECT_EVERY_MS = 60_000;

export async function chatRoomInfo(db: Db, roomId: number, userId: number | null) {
  const room = await findRoom(db, roomId);
  return {
    roomId: room.id,
    notice: room.notice,
    slowModeSeconds: room.slowModeSeconds,
    maxLength: CHAT_CONTENT_MAX,
    role: await roomRoleOf(db, room, userId),
    banned:
      userId === null
        ? false
        : (await isBannedIn(db, room.id, userId)) ||
          (await sanctionEnd(db, userId, 'mute')) !== null,
  };
}

export async function welcome(
  ctx: Pick<AppContext, 'db' | 'kv' | 'bus'>,
  roomId: number,
  user: SessionUser | null,
  now = Date.now(),
) {
  const room = await findRoom(ctx.db, roomId);
  const [anchor] = await ctx.db
    .select({ nickName: users.nickName })
    .from(users)
    .where(eq(users.id, room.anchorId));
  const text = `欢迎来到${anchor?.nickName ?? ''}的直播间`;
  if (user) {
    const nobility = await currentNobility(ctx.db, user.id, now);
    // Nobles and users of a tier with the entry privilege (Lv.30+, contract/grade.ts) are announced.
    const announced = Boolean(nobility) || tierOf(user.level).entryBanner;
    const due =
      announced &&
      (await ctx.kv.setIfAbsent(`chat:entry:${room.id}:${user.id}`, '1', ENTRY_EFFECT_EVERY_MS));
    if (announced && due)
      await ctx.bus.publish(channels.room(room.id), 'room.entry', {
        roomId: room.id,
        userId: user.id,
        nickName: user.nickName,
        nobility: nobility?.tier ?? null,
      });
  }
  return { text };
}
