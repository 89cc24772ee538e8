// One page of a room's ban list or manager list (the two tables have the same shape), newest first,
// optionally narrowed to nick names containing a word.
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type roomBans, type roomManagers, users } from '../../db/schema';

export interface MemberQuery {
  roomId: number;
  nickName?: string;
  page: number;
  pageSize: number;
}

/** % and _ typed in a nick name search are letters, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function memberPage(
  db: Db,
  table: typeof roomBans | typeof roomManagers,
  query: MemberQuery,
) {
  const word = query.nickName?.trim();
  const where = and(
    eq(table.roomId, query.roomId),
    word ? ilike(users.nickName, likeText(word)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: table.id,
        roomId: table.roomId,
        userId: users.id,
        nickName: users.nickName,
        portrait: users.portrait,
        level: users.level,
        createdAt: table.createdAt,
      })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(where)
      .orderBy(desc(table.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(table).innerJoin(users, eq(users.id, table.userId)).where(where),
  ]);
  return {
    list: rows.map(({ createdAt, ...r }) => ({ ...r, at: createdAt.getTime() })),
    total: total?.n ?? 0,
  };
}
