// Experts as the pages show them (cards with their record), and who is one.
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { expertCard as expertCardSchema } from '../../../contract/calls/expert';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { experts, follows, plans, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { recordOf } from './record';
import { settledByExpert } from './records';

export type ExpertCard = z.output<typeof expertCardSchema>;

/** Throws 只有专家可以发布方案 unless the user is an expert. */
export async function requireExpert(db: Db, userId: number) {
  const [row] = await db
    .select({ id: experts.userId })
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(and(eq(experts.userId, userId), eq(users.isExpert, 1)));
  if (!row) throw new ApiError(errors.expertOnly);
}

/** Every expert's user id (a few hundred at most on a big site: the leaderboards rank them all). */
export async function expertIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: experts.userId })
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(eq(users.isExpert, 1));
  return rows.map((r) => r.id);
}

/** Cards of the experts, in the order asked; unknown ids are left out. */
export async function expertCards(
  db: Db,
  ids: number[],
  viewerId: number | null,
  now = new Date(),
): Promise<ExpertCard[]> {
  if (ids.length === 0) return [];
  const [rows, fans, mine, onSale, settled] = await Promise.all([
    db
      .select({
        id: users.id,
        nickName: users.nickName,
        portrait: users.portrait,
        intro: experts.intro,
        specialities: experts.specialities,
        grade: experts.grade,
      })
      .from(experts)
      .innerJoin(users, eq(users.id, experts.userId))
      .where(inArray(experts.userId, ids)),
    db
      .select({ id: follows.targetId, n: count() })
      .from(follows)
      .where(inArray(follows.targetId, ids))
      .groupBy(follows.targetId),
    viewerId
      ? db
          .select({ id: follows.targetId })
          .from(follows)
          .where(and(eq(follows.followerId, viewerId), inArray(follows.targetId, ids)))
      : Promise.resolve([]),
    db
      .select({ id: plans.expertId, n: count() })
      .from(plans)
      .where(and(inArray(plans.expertId, ids), isNull(plans.result), gt(plans.firstKickoffAt, now)))
      .groupBy(plans.expertId),
    settledByExpert(db),
  ]);
  const fanCount = new Map(fans.map((f) => [f.id, f.n]));
  const followed = new Set(mine.map((m) => m.id));
  const sale = new Map(onSale.map((s) => [s.id, s.n]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        ...r,
        followers: fanCount.get(id) ?? 0,
        followed: followed.has(id),
        onSale: sale.get(id) ?? 0,
        record: recordOf(settled.get(id) ?? []),
      },
    ];
  });
}

export async function expertCard(db: Db, id: number, viewerId: number | null) {
  const [card] = await expertCards(db, [id], viewerId);
  if (!card) throw new ApiError(errors.expertNotFound);
  return card;
}
