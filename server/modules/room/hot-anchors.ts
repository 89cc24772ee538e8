// /api/user/hot: anchors to discover — live ones first (by viewers), then by how many fans they have.
// /api/user/recommend asks the same for a logged-in caller, leaving out the caller and whom they follow.
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { CallData } from '../../../contract/call';
import type { userHot } from '../../../contract/calls/room';
import type { Db } from '../../db/client';
import { follows, rooms, users } from '../../db/schema';
import type { Viewers } from './viewers';

const fans = sql<number>`(select ${count()} from ${follows} where ${follows.targetId} = ${users.id})`;

export async function hotAnchors(
  db: Db,
  viewers: Viewers,
  size: number,
  /** The caller of 推荐关注: not offered themselves nor anyone they already follow. */
  forUserId: number | null = null,
): Promise<CallData<typeof userHot>> {
  const rows = await db
    .select({
      id: users.id,
      nickName: users.nickName,
      portrait: users.portrait,
      level: users.level,
      fans: fans.mapWith(Number),
      roomId: rooms.id,
      status: rooms.status,
    })
    .from(users)
    .leftJoin(rooms, eq(rooms.anchorId, users.id))
    .where(
      and(
        eq(users.isAnchor, 1),
        forUserId === null ? undefined : ne(users.id, forUserId),
        forUserId === null
          ? undefined
          : sql`not exists (select 1 from ${follows} where ${follows.followerId} = ${forUserId} and ${follows.targetId} = ${users.id})`,
      ),
    )
    .orderBy(
      sql`case when ${rooms.status} = 'live' then 0 else 1 end`,
      desc(fans),
      desc(users.level),
      users.id,
    )
    .limit(size);
  const live = rows.filter((r) => r.status === 'live');
  const counts = viewers.countsOf(live.map((r) => r.roomId!));
  const watched = (r: (typeof rows)[number]) =>
    r.roomId === null ? 0 : (counts.get(r.roomId) ?? 0);
  // Among the live ones the audience decides; the sort is stable, so fans order the rest.
  const ordered = [
    ...live.sort((a, b) => watched(b) - watched(a)),
    ...rows.filter((r) => r.status !== 'live'),
  ];
  return ordered.map((r) => ({
    ...r,
    level: Math.max(0, r.level),
    status: r.status ?? 'offline',
  }));
}
