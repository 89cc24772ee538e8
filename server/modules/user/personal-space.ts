// A user's public card (/personal/{id}): profile fields anyone may see, fan and follow counts, and whether the viewer follows.
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { CallData } from '../../../contract/call';
import type { personalSpace } from '../../../contract/calls/user';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { follows, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { UNKNOWN_REGION } from '../../providers/ip-region';
import { userInfoOf } from './info';
import { infoColumns } from './profile';

type PersonalSpace = CallData<typeof personalSpace>;

const countOf = async (db: Db, where: SQL | undefined) => {
  const [row] = await db.select({ n: count() }).from(follows).where(where);
  return Number(row?.n ?? 0);
};

export async function readPersonalSpace(
  db: Db,
  id: number,
  viewerId: number | null,
): Promise<PersonalSpace> {
  const [user] = await db
    .select({
      ...infoColumns,
      signature: users.signature,
      gender: users.gender,
      ipRegion: users.ipRegion,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!user) throw new ApiError(errors.notFound, '用户不存在');
  const [fansCount, followCount, followed] = await Promise.all([
    countOf(db, eq(follows.targetId, id)),
    countOf(db, eq(follows.followerId, id)),
    viewerId === null || viewerId === id
      ? Promise.resolve(0)
      : countOf(db, and(eq(follows.followerId, viewerId), eq(follows.targetId, id))),
  ]);
  return {
    ...userInfoOf(user),
    signature: user.signature,
    gender: user.gender === 1 || user.gender === 2 ? user.gender : 0,
    fansCount,
    followCount,
    isFollowed: followed > 0 ? 1 : 0,
    ipRegion: user.ipRegion ?? UNKNOWN_REGION,
    // Rooms arrive with the live-room issue; until then an anchor's card has no room to show.
    room: null,
  };
}
