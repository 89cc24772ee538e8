// The user centre's follow and fan lists (/user/center/attention): by role, live anchors first, with
// each person's room state and whether the follow goes both ways.
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { CallData } from '../../../contract/call';
import type { AttentionKind, myAttention } from '../../../contract/calls/user';
import type { Db } from '../../db/client';
import { follows, rooms, users } from '../../db/schema';

type MyAttentionPage = CallData<typeof myAttention>;

export interface MyAttentionQuery {
  type: 1 | 2;
  kind: AttentionKind;
  page: number;
  pageSize: number;
}

/** Each person in one tab: an anchor who is also an expert is listed with the anchors. */
const kindOf = sql<number>`case when ${users.isAnchor} = 1 then 1 when ${users.isExpert} = 1 then 2 else 3 end`;

export async function pageMyAttention(
  db: Db,
  me: number,
  q: MyAttentionQuery,
): Promise<MyAttentionPage> {
  // Type 1 walks from me to whom I follow; type 2 from me back to my fans.
  const [mine, other] =
    q.type === 1 ? [follows.followerId, follows.targetId] : [follows.targetId, follows.followerId];
  const mineOnly = eq(mine, me);
  const where: SQL | undefined = q.kind === 0 ? mineOnly : and(mineOnly, eq(kindOf, q.kind));
  const [byKind, rows] = await Promise.all([
    db
      .select({ kind: kindOf, n: count() })
      .from(follows)
      .innerJoin(users, eq(users.id, other))
      .where(mineOnly)
      .groupBy(kindOf),
    db
      .select({
        id: users.id,
        nickName: users.nickName,
        portrait: users.portrait,
        level: users.level,
        isAnchor: users.isAnchor,
        isExpert: users.isExpert,
        at: follows.createdAt,
        roomId: rooms.id,
        status: rooms.status,
        isFollowed: sql<boolean>`exists (select 1 from follows f where f.follower_id = ${me} and f.target_id = ${users.id})`,
        followsMe: sql<boolean>`exists (select 1 from follows f where f.follower_id = ${users.id} and f.target_id = ${me})`,
      })
      .from(follows)
      .innerJoin(users, eq(users.id, other))
      .leftJoin(rooms, eq(rooms.anchorId, users.id))
      .where(where)
      .orderBy(
        sql`case when ${rooms.status} = 'live' then 0 else 1 end`,
        desc(follows.createdAt),
        desc(users.id),
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  const n = (kind: number) => Number(byKind.find((k) => Number(k.kind) === kind)?.n ?? 0);
  const counts = { anchor: n(1), expert: n(2), user: n(3) };
  const all = counts.anchor + counts.expert + counts.user;
  const zeroOne = (v: unknown) => (v === true || v === 1 ? 1 : 0) as 0 | 1;
  return {
    list: rows.map((r) => ({
      id: r.id,
      nickName: r.nickName,
      portrait: r.portrait,
      level: Math.max(0, r.level ?? 0),
      isAnchor: zeroOne(r.isAnchor),
      isExpert: zeroOne(r.isExpert),
      followedAt: r.at.getTime(),
      isFollowed: zeroOne(r.isFollowed),
      followsMe: zeroOne(r.followsMe),
      roomId: r.roomId ?? null,
      live: r.status === 'live',
    })),
    total: q.kind === 0 ? all : n(q.kind),
    page: q.page,
    pageSize: q.pageSize,
    counts: { all, ...counts },
  };
}
