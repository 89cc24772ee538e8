// The two site-wide boards: anchors by 球票 received and users by 球钻 given, over the gifts of one window.
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import { type RankType, SITE_RANK_SIZE, type SiteRankRow } from '../../../contract/calls/rank';
import type { Db } from '../../db/client';
import { giftRecords, users } from '../../db/schema';
import { rankWindow } from './windows';

type Side = 'anchor' | 'sender';

/**
 * Sums gift_records per anchor (ticket units) or per sender (diamond units) inside the window.
 * No index on created_at yet: each call scans gift_records, fine at today's volumes (see the report).
 */
async function board(db: Db, side: Side, rankType: RankType, now: number): Promise<SiteRankRow[]> {
  const who = side === 'anchor' ? giftRecords.anchorId : giftRecords.senderId;
  const units = side === 'anchor' ? giftRecords.ticketUnits : giftRecords.diamondUnits;
  const { start, end } = rankWindow(rankType, now);
  const total = sql<number>`sum(${units})::bigint`.mapWith(Number);
  const rows = await db
    .select({
      userId: who,
      nickName: users.nickName,
      portrait: users.portrait,
      level: users.level,
      units: total,
    })
    .from(giftRecords)
    .innerJoin(users, eq(users.id, who))
    .where(
      and(gte(giftRecords.createdAt, new Date(start)), lt(giftRecords.createdAt, new Date(end))),
    )
    .groupBy(who, users.nickName, users.portrait, users.level)
    // Equal totals: whoever got there first in the window (the lowest first gift) ranks higher.
    .orderBy(desc(total), sql`min(${giftRecords.id})`)
    .limit(SITE_RANK_SIZE);
  return rows.map((r, i) => ({
    rank: i + 1,
    userId: r.userId,
    nickName: r.nickName,
    portrait: r.portrait,
    level: r.level,
    amount: unitsToAmount(r.units),
  }));
}

export const anchorBoard = (db: Db, rankType: RankType, now = Date.now()) =>
  board(db, 'anchor', rankType, now);

export const spenderBoard = (db: Db, rankType: RankType, now = Date.now()) =>
  board(db, 'sender', rankType, now);
