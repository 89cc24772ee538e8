// The free horns a 公爵 or higher gets each China month: five, counted as the horns of the month that
// moved no money (transaction id 0).
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { horns } from '../../db/schema';
import { currentNobility, type Tx } from '../pay/service';
import { chinaMonthStartOf } from './china-month';
import { FREE_HORN_TIER, FREE_HORNS_PER_MONTH } from './horn-rules';

/** A free horn's transaction id: no ledger transaction stands behind it. */
export const FREE_HORN_TRANSACTION = 0;

/** Free horns the user may still send this China month (0 below 公爵 or with no tier held). */
export async function freeHornsLeft(db: Db | Tx, userId: number, now: number): Promise<number> {
  const held = await currentNobility(db, userId, now);
  if (!held || held.tier < FREE_HORN_TIER) return 0;
  const [used] = await db
    .select({ n: count() })
    .from(horns)
    .where(
      and(
        eq(horns.userId, userId),
        eq(horns.transactionId, FREE_HORN_TRANSACTION),
        gte(horns.createdAt, new Date(chinaMonthStartOf(now))),
      ),
    );
  return Math.max(0, FREE_HORNS_PER_MONTH - Number(used?.n ?? 0));
}
