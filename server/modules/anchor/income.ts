// The anchor's 球票: the balance, and what gifts brought in today and this month (China time).
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { CallData } from '../../../contract/call';
import type { userCoin } from '../../../contract/calls/anchor';
import { unitsToAmount } from '../../../contract/calls/pay';
import type { Db } from '../../db/client';
import { giftRecords } from '../../db/schema';
import { getBalances } from '../pay/service';
import { rankWindow } from '../rank/service';

async function giftTicketsIn(db: Db, anchorId: number, start: number, end: number) {
  const [row] = await db
    .select({
      units: sql<number>`coalesce(sum(${giftRecords.ticketUnits}), 0)::bigint`.mapWith(Number),
    })
    .from(giftRecords)
    .where(
      and(
        eq(giftRecords.anchorId, anchorId),
        gte(giftRecords.createdAt, new Date(start)),
        lt(giftRecords.createdAt, new Date(end)),
      ),
    );
  return unitsToAmount(row?.units ?? 0);
}

/** The same day and month windows as the site's rank boards, so the two always agree. */
export async function anchorCoin(
  db: Db,
  anchorId: number,
  now = Date.now(),
): Promise<CallData<typeof userCoin>> {
  const day = rankWindow('day', now);
  const month = rankWindow('month', now);
  const [balances, todayIncome, monthIncome] = await Promise.all([
    getBalances(db, anchorId),
    giftTicketsIn(db, anchorId, day.start, day.end),
    giftTicketsIn(db, anchorId, month.start, month.end),
  ]);
  return { ticket: balances.ticket, todayIncome, monthIncome };
}
