// A room's contribution rank: the top 20 senders by diamonds spent on gifts to its anchor.
import { desc, eq, sql } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import type { Db } from '../../db/client';
import { giftRecords, users } from '../../db/schema';

export const RANK_SIZE = 20;

export async function roomUserRank(db: Db, anchorId: number) {
  const total = sql<number>`sum(${giftRecords.diamondUnits})::bigint`.mapWith(Number);
  const rows = await db
    .select({
      userId: giftRecords.senderId,
      nickName: users.nickName,
      portrait: users.portrait,
      level: users.level,
      units: total,
    })
    .from(giftRecords)
    .innerJoin(users, eq(users.id, giftRecords.senderId))
    .where(eq(giftRecords.anchorId, anchorId))
    .groupBy(giftRecords.senderId, users.nickName, users.portrait, users.level)
    // Equal totals: who gave first (the lowest first gift) ranks higher, so the order is stable.
    .orderBy(desc(total), sql`min(${giftRecords.id})`)
    .limit(RANK_SIZE);
  return rows.map((r, i) => ({
    rank: i + 1,
    userId: r.userId,
    nickName: r.nickName,
    portrait: r.portrait,
    level: r.level,
    amount: unitsToAmount(r.units),
  }));
}
