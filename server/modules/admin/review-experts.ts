// The expert applications' desk: the queue and history, and the decision through the expert module's own
// decideExpertApplication (as `operator expert pass|no`); the applicant hears of it in the message centre.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { CallRequest } from '../../../contract/call';
import type { ExpertReviewItem, expertReviewCalls } from '../../../contract/calls/admin-review';
import { REAL_NAME_STATUS } from '../../../contract/calls/user';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { expertApplications, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { tellRole } from '../anchor/applications';
import { decideExpertApplication } from '../expert/service';
import { tellSystem } from '../message/service';
import { type AdminActor, audit } from './audit';
import { claimAudited, claimItem, queuePage, releaseClaim, withClaims } from './review-claims';

type Query = CallRequest<typeof expertReviewCalls.list>['query'];

const columns = {
  app: expertApplications,
  nickName: users.nickName,
  portrait: users.portrait,
  registeredAt: users.createdAt,
  realNameStatus: users.realNameStatus,
  realNameMasked: users.realNameMasked,
};

const select = (db: Db, where: SQL | undefined, order: SQL[], limit: number, offset = 0) =>
  db
    .select(columns)
    .from(expertApplications)
    .innerJoin(users, eq(users.id, expertApplications.userId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);

type Row = Awaited<ReturnType<typeof select>>[number];

const itemOf = (r: Row): Omit<ExpertReviewItem, 'claim'> => ({
  id: r.app.id,
  userId: r.app.userId,
  nickName: r.nickName,
  portrait: r.portrait,
  registeredAt: r.registeredAt.getTime(),
  status: r.app.state as ExpertReviewItem['status'],
  reason: r.app.reason ?? '',
  realNameStatus: r.realNameStatus,
  verifiedName: r.realNameStatus === REAL_NAME_STATUS.verified ? (r.realNameMasked ?? '') : '',
  intro: r.app.intro,
  specialities: r.app.specialities,
  createdAt: r.app.createdAt.getTime(),
  decidedAt: r.app.decidedAt ? r.app.decidedAt.getTime() : null,
});

export async function expertQueue(db: Db, q: Query, adminId: number | null) {
  const where = and(
    eq(expertApplications.state, q.status),
    q.userId ? eq(expertApplications.userId, q.userId) : undefined,
  );
  const order =
    q.status === 'review'
      ? [asc(expertApplications.createdAt), asc(expertApplications.id)]
      : [desc(expertApplications.decidedAt), desc(expertApplications.id)];
  const rows = await select(db, where, order, q.pageSize, (q.page - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(expertApplications).where(where);
  return queuePage(q, await withClaims(db, 'expert', rows.map(itemOf), adminId), total);
}

export async function expertItem(db: Db, id: number, adminId: number | null) {
  const [row] = await select(db, eq(expertApplications.id, id), [], 1);
  if (!row) throw new ApiError(errors.reviewExpertNotFound);
  const [item] = await withClaims(db, 'expert', [itemOf(row)], adminId);
  return item!;
}

export async function claimExpert(db: Db, actor: AdminActor, id: number) {
  const item = await expertItem(db, id, actor.id);
  if (item.status !== 'review') throw new ApiError(errors.reviewDecided);
  return claimAudited(db, actor, 'expert', { targetType: 'expert-application', targetId: id });
}

export async function decideExpert(
  ctx: AppContext,
  actor: AdminActor,
  id: number,
  pass: boolean,
  reason: string,
) {
  const { db } = ctx;
  const item = await expertItem(db, id, actor.id);
  if (item.status !== 'review') throw new ApiError(errors.reviewDecided);
  await claimItem(db, 'expert', id, actor);
  await decideExpertApplication(
    db,
    item.userId,
    pass ? { pass: true } : { pass: false, reason },
    async (tx, after) => {
      // The user's open application is the one on the page (one open per user), checked all the same.
      if (after.id !== id) throw new ApiError(errors.reviewDecided);
      await audit(
        { db: tx, actor },
        {
          action: pass ? 'expert.pass' : 'expert.no',
          targetType: 'expert-application',
          targetId: id,
          before: { state: 'review', reason: '' },
          after: { state: after.state, reason: after.reason ?? '', userId: after.userId },
          reason,
        },
      );
    },
  );
  await releaseClaim(db, 'expert', id);
  if (pass) await tellRole(ctx, item.userId);
  await tellSystem(ctx, {
    userId: item.userId,
    title: pass ? '专家申请已通过' : '专家申请未通过',
    body: pass
      ? '恭喜，您的专家申请已通过，现在可以发布方案了！'
      : `您的专家申请未通过审核：${reason}。修改后可重新提交申请。`,
    link: pass ? '/recommend' : '',
    key: `expert-application:${id}`,
  });
  return expertItem(db, id, actor.id);
}
