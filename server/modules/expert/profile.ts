// Who is an expert: the user's own expert info (spec §4: loaded after login), applying, and an operator's
// decision, which makes the user an expert as the anchor audit makes one an anchor.
import { and, desc, eq } from 'drizzle-orm';
import type { CallRequest } from '../../../contract/call';
import type { expertApply } from '../../../contract/calls/expert';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { expertApplications, experts, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { expertCards } from './experts';

const applicationOf = (row: typeof expertApplications.$inferSelect | undefined) =>
  row
    ? {
        state: row.state as 'review' | 'pass' | 'no',
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
      }
    : null;

async function latestApplication(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(expertApplications)
    .where(eq(expertApplications.userId, userId))
    .orderBy(desc(expertApplications.createdAt), desc(expertApplications.id))
    .limit(1);
  return row;
}

export async function expertInfo(db: Db, userId: number) {
  const [user] = await db
    .select({ isExpert: users.isExpert })
    .from(users)
    .where(eq(users.id, userId));
  const isExpert = user?.isExpert === 1 ? 1 : 0;
  const [card] = isExpert ? await expertCards(db, [userId], userId) : [];
  return {
    isExpert: isExpert as 0 | 1,
    expert: card ?? null,
    application: applicationOf(await latestApplication(db, userId)),
  };
}

export async function applyForExpert(
  db: Db,
  userId: number,
  body: CallRequest<typeof expertApply>['body'],
) {
  const [user] = await db
    .select({ isExpert: users.isExpert })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.isExpert === 1) throw new ApiError(errors.expertAlready);
  const [row] = await db
    .insert(expertApplications)
    .values({ userId, intro: body.intro, specialities: body.specialities })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError(errors.expertApplyPending);
  return applicationOf(row)!;
}

/** An operator's decision on a user's open application (the CLI's `expert pass|no`). */
export async function decideExpertApplication(
  db: Db,
  userId: number,
  decision: { pass: true } | { pass: false; reason: string },
  /** Runs in the decision's transaction (the console's audit row) with the application decided. */
  inTx?: (tx: Db, after: typeof expertApplications.$inferSelect) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [app] = await tx
      .update(expertApplications)
      .set({
        state: decision.pass ? 'pass' : 'no',
        reason: decision.pass ? null : decision.reason,
        decidedAt: new Date(),
      })
      .where(and(eq(expertApplications.userId, userId), eq(expertApplications.state, 'review')))
      .returning();
    if (!app) throw new ApiError(errors.badParams, '该用户没有待审核的专家申请');
    if (decision.pass) await makeExpert(tx as unknown as Db, userId, app);
    await inTx?.(tx as unknown as Db, app);
    return applicationOf(app)!;
  });
}

/** Makes a user an expert (an approved application, or the demo's experts). */
export async function makeExpert(
  db: Db,
  userId: number,
  profile: { intro: string; specialities: string[]; grade?: number },
) {
  await db
    .insert(experts)
    .values({
      userId,
      intro: profile.intro,
      specialities: profile.specialities,
      grade: profile.grade ?? 1,
    })
    .onConflictDoUpdate({
      target: experts.userId,
      set: { intro: profile.intro, specialities: profile.specialities },
    });
  await db.update(users).set({ isExpert: 1 }).where(eq(users.id, userId));
}
