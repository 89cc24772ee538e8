// Plans as the pages show them: list items (content never included) and the detail, whose content is locked
// until the reader bought it, wrote it, it is free, or it has settled (then everyone may check the hash).
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlanResult, planDetail, planItem } from '../../../contract/calls/expert';
import { unitsToAmount } from '../../../contract/calls/pay';
import type { Db } from '../../db/client';
import { planPurchases, type plans, users } from '../../db/schema';
import { committedText } from './commitment';
import { planMatchesById } from './plan-matches';
import { recordOf } from './record';
import { settledByExpert } from './records';

export type PlanRow = typeof plans.$inferSelect;
export type PlanItem = z.output<typeof planItem>;
export type PlanDetail = z.output<typeof planDetail>;

/** List items of plan rows, in the rows' order. */
export async function planItems(db: Db, rows: PlanRow[], viewerId: number | null) {
  if (rows.length === 0) return [];
  const expertIds = [...new Set(rows.map((r) => r.expertId))];
  const [matchesById, people, settled, bought] = await Promise.all([
    planMatchesById(db, [...new Set(rows.flatMap((r) => r.picks.map((p) => p.matchId)))]),
    db
      .select({ id: users.id, nickName: users.nickName, portrait: users.portrait })
      .from(users)
      .where(inArray(users.id, expertIds)),
    settledByExpert(db),
    viewerId
      ? db
          .select({ planId: planPurchases.planId })
          .from(planPurchases)
          .where(
            and(
              eq(planPurchases.userId, viewerId),
              inArray(
                planPurchases.planId,
                rows.map((r) => r.id),
              ),
            ),
          )
      : Promise.resolve([]),
  ]);
  const person = new Map(people.map((p) => [p.id, p]));
  const mine = new Set(bought.map((b) => b.planId));
  const records = new Map(expertIds.map((id) => [id, recordOf(settled.get(id) ?? [])]));
  return rows.map((r): PlanItem => {
    const p = person.get(r.expertId);
    const record = records.get(r.expertId)!;
    return {
      id: r.id,
      code: r.code,
      sport: r.sport as PlanItem['sport'],
      playType: r.playType,
      title: r.title,
      price: unitsToAmount(r.priceUnits),
      refundOnLoss: r.refundOnLoss,
      expert: {
        id: r.expertId,
        nickName: p?.nickName ?? '已注销用户',
        portrait: p?.portrait ?? '',
        last10: record.last10,
        streak: record.streak,
      },
      matches: r.picks.flatMap((pick) => {
        const m = matchesById.get(pick.matchId);
        return m ? [m] : [];
      }),
      publishedAt: r.publishedAt.toISOString(),
      firstKickoffAt: r.firstKickoffAt.toISOString(),
      result: r.result as PlanResult | null,
      settledAt: r.settledAt?.toISOString() ?? null,
      commitment: r.commitment,
      sold: r.sold,
      bought: mine.has(r.id),
    };
  });
}

export async function planDetailOf(
  db: Db,
  row: PlanRow,
  viewerId: number | null,
): Promise<PlanDetail> {
  const [item] = await planItems(db, [row], viewerId);
  const mine = viewerId === row.expertId;
  const locked = row.priceUnits > 0 && !mine && !item!.bought && row.result === null;
  return {
    ...item!,
    picks: locked ? null : row.picks,
    analysis: locked ? null : row.analysis,
    committedText: locked ? null : committedText(row.picks, row.analysis, row.salt),
    pickResults: (row.pickResults as PlanDetail['pickResults']) ?? null,
    locked,
    mine,
  };
}
