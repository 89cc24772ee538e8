// A user's follow list (type 1) or fan list (type 2), newest first, a page at a time.
import { count, desc, eq } from 'drizzle-orm';
import type { CallData } from '../../../contract/call';
import type { attentionList } from '../../../contract/calls/user';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { follows, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';

type AttentionPage = CallData<typeof attentionList>;

export interface AttentionQuery {
  userId: number;
  type: 1 | 2;
  page: number;
  pageSize: number;
}

export async function listAttention(db: Db, q: AttentionQuery): Promise<AttentionPage> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, q.userId));
  if (!owner) throw new ApiError(errors.notFound, '用户不存在');
  // Type 1 walks from the follower to whom they follow; type 2 from the target back to its fans.
  const [mine, other] =
    q.type === 1 ? [follows.followerId, follows.targetId] : [follows.targetId, follows.followerId];
  const [total] = await db.select({ n: count() }).from(follows).where(eq(mine, q.userId));
  const rows = await db
    .select({
      id: users.id,
      nickName: users.nickName,
      portrait: users.portrait,
      level: users.level,
      isAnchor: users.isAnchor,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .where(eq(mine, q.userId))
    .orderBy(desc(follows.createdAt), desc(other))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      nickName: r.nickName,
      portrait: r.portrait,
      level: Math.max(0, r.level ?? 0),
      isAnchor: r.isAnchor === 1 ? 1 : 0,
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}
