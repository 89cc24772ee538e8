// The anchor applications' desk: the queue and history with what the check needs (the account's real-name
// state, the photos, the room), and the decisions through the anchor module's own pass/reject.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { CallRequest } from '../../../contract/call';
import type { AnchorReviewItem, anchorReviewCalls } from '../../../contract/calls/admin-review';
import { REAL_NAME_STATUS } from '../../../contract/calls/user';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { anchorAudits, rooms, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { passApplication, rejectApplication } from '../anchor/applications';
import { maskRealName, realNameHash } from '../user/service';
import { type AdminActor, audit } from './audit';
import { claimAudited, claimItem, queuePage, releaseClaim, withClaims } from './review-claims';

type Query = CallRequest<typeof anchorReviewCalls.list>['query'];

const columns = {
  audit: anchorAudits,
  nickName: users.nickName,
  portrait: users.portrait,
  registeredAt: users.createdAt,
  realNameStatus: users.realNameStatus,
  realNameMasked: users.realNameMasked,
  realNameHash: users.realNameHash,
  roomId: rooms.id,
  roomTitle: rooms.title,
  roomCover: rooms.cover,
};

async function select(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  return db
    .select(columns)
    .from(anchorAudits)
    .innerJoin(users, eq(users.id, anchorAudits.userId))
    .leftJoin(rooms, eq(rooms.anchorId, anchorAudits.userId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

type Row = Awaited<ReturnType<typeof select>>[number];

function itemOf(r: Row): Omit<AnchorReviewItem, 'claim'> {
  const verified = r.realNameStatus === REAL_NAME_STATUS.verified;
  return {
    id: r.audit.id,
    userId: r.audit.userId,
    nickName: r.nickName,
    portrait: r.portrait,
    registeredAt: r.registeredAt.getTime(),
    status: r.audit.status,
    reason: r.audit.reason,
    realName: maskRealName(r.audit.realName),
    realNameStatus: r.realNameStatus,
    verifiedName: verified ? (r.realNameMasked ?? '') : '',
    nameMatches: verified ? realNameHash(r.audit.realName) === r.realNameHash : null,
    photos: r.audit.photos,
    categories: r.audit.categories,
    intro: r.audit.intro,
    room:
      r.roomId === null
        ? null
        : { id: r.roomId, title: r.roomTitle ?? '', cover: r.roomCover ?? '' },
    createdAt: r.audit.createdAt.getTime(),
    decidedAt: r.audit.decidedAt ? r.audit.decidedAt.getTime() : null,
  };
}

export async function anchorQueue(db: Db, q: Query, adminId: number | null) {
  const where = and(
    eq(anchorAudits.status, q.status),
    q.userId ? eq(anchorAudits.userId, q.userId) : undefined,
  );
  const order =
    q.status === 'review'
      ? [asc(anchorAudits.createdAt), asc(anchorAudits.id)]
      : [desc(anchorAudits.decidedAt), desc(anchorAudits.id)];
  const rows = await select(db, where, order, q.pageSize, (q.page - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(anchorAudits).where(where);
  return queuePage(q, await withClaims(db, 'anchor', rows.map(itemOf), adminId), total);
}

export async function anchorItem(db: Db, id: number, adminId: number | null) {
  const [row] = await select(db, eq(anchorAudits.id, id), [], 1);
  if (!row) throw new ApiError(errors.auditNotFound);
  const [item] = await withClaims(db, 'anchor', [itemOf(row)], adminId);
  return item!;
}

export async function claimAnchor(db: Db, actor: AdminActor, id: number) {
  const item = await anchorItem(db, id, actor.id);
  if (item.status !== 'review') throw new ApiError(errors.auditDecided);
  return claimAudited(db, actor, 'anchor', { targetType: 'anchor-audit', targetId: id });
}

/** Pass or refuse through the anchor module (as `operator audit pass|no`), audited in its transaction. */
export async function decideAnchor(
  ctx: AppContext,
  actor: AdminActor,
  id: number,
  pass: boolean,
  reason: string,
) {
  const { db } = ctx;
  const item = await anchorItem(db, id, actor.id);
  if (item.status !== 'review') throw new ApiError(errors.auditDecided);
  await claimItem(db, 'anchor', id, actor);
  const hook =
    (action: string) =>
    async (
      tx: Parameters<NonNullable<Parameters<typeof passApplication>[2]>>[0],
      before: { status: string; reason: string },
      after: { status: string; reason: string; userId: number },
    ) =>
      audit(
        { db: tx, actor },
        {
          action,
          targetType: 'anchor-audit',
          targetId: id,
          before: { status: before.status, reason: before.reason },
          after: { status: after.status, reason: after.reason, userId: after.userId },
          reason,
        },
      );
  if (pass) await passApplication(ctx, id, hook('anchor.pass'));
  else await rejectApplication(ctx, id, reason, hook('anchor.no'));
  await releaseClaim(db, 'anchor', id);
  return anchorItem(db, id, actor.id);
}
