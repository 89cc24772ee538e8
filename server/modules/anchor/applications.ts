// Anchor applications: a user submits one (review), an operator passes it (the user becomes an anchor with a
// room) or refuses it with a reason (the user may apply again). The CLI and the HTTP routes both call these.

import { and, desc, eq } from 'drizzle-orm';
import { AUDIT_REASON_MAX, type AuditApplication } from '../../../contract/calls/anchor';
import { REAL_NAME_STATUS } from '../../../contract/calls/user';
import { errors } from '../../../contract/errors';
import { channels } from '../../../contract/events';
import { realNameProblem } from '../../../contract/user-rules';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { anchorAudits, rooms, users } from '../../db/schema';
import { streamNameOf } from '../../db/seed/rooms';
import { ApiError } from '../../http/api-error';
import type { Bus } from '../../realtime/bus';
import { tellSystem } from '../message/service';
import { findIssuedUpload } from '../upload/service';
import { maskRealName, realNameHash } from '../user/service';

type AuditRow = typeof anchorAudits.$inferSelect;

/** What deciding needs: the database, and the bus to tell the applicant. */
export interface AuditContext {
  db: Db;
  bus: Bus;
}

/** Runs inside the decision's transaction (the console writes its audit row there): the row before and after. */
export type DecisionHook = (
  tx: Tx,
  before: AuditApplication & { userId: number },
  after: AuditApplication & { userId: number },
) => Promise<void>;

export interface AuditInput {
  realName: string;
  photos: string[];
  categories: number[];
  intro: string;
}

const asApplication = (row: AuditRow): AuditApplication => ({
  id: row.id,
  status: row.status,
  reason: row.reason,
  realName: maskRealName(row.realName),
  photos: row.photos,
  categories: row.categories,
  intro: row.intro,
  createdAt: row.createdAt.getTime(),
  decidedAt: row.decidedAt ? row.decidedAt.getTime() : null,
});

async function latestRow(db: Db, userId: number): Promise<AuditRow | null> {
  const [row] = await db
    .select()
    .from(anchorAudits)
    .where(eq(anchorAudits.userId, userId))
    .orderBy(desc(anchorAudits.createdAt), desc(anchorAudits.id))
    .limit(1);
  return row ?? null;
}

/** The user's latest application, or null when they never applied. */
export async function latestApplication(db: Db, userId: number) {
  const row = await latestRow(db, userId);
  return row ? asApplication(row) : null;
}

/** Every photo must be an image this site stored for this user: no one applies with another's ID card. */
async function checkPhotos(ctx: AppContext, userId: number, photos: string[]) {
  if (new Set(photos).size !== photos.length) throw new ApiError(errors.auditPhotoInvalid);
  for (const url of photos) {
    const upload = await findIssuedUpload(ctx, url);
    if (!upload || upload.userId !== userId || upload.kind !== 'image')
      throw new ApiError(errors.auditPhotoInvalid);
  }
}

export async function submitApplication(
  ctx: AppContext,
  userId: number,
  input: AuditInput,
): Promise<AuditApplication> {
  const nameProblem = realNameProblem(input.realName);
  if (nameProblem) throw new ApiError(errors.realNameInvalid, nameProblem);
  await checkPhotos(ctx, userId, input.photos);

  const row = await ctx.db.transaction(async (tx) => {
    // The user's row locked: two submissions at once cannot both find no application in review.
    const [user] = await tx
      .select({
        isAnchor: users.isAnchor,
        realNameStatus: users.realNameStatus,
        realNameHash: users.realNameHash,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new ApiError(errors.notLoggedIn);
    if (user.isAnchor === 1) throw new ApiError(errors.auditAlreadyAnchor);
    if (
      user.realNameStatus === REAL_NAME_STATUS.verified &&
      realNameHash(input.realName) !== user.realNameHash
    )
      throw new ApiError(errors.auditRealNameMismatch);
    const [pending] = await tx
      .select({ id: anchorAudits.id })
      .from(anchorAudits)
      .where(and(eq(anchorAudits.userId, userId), eq(anchorAudits.status, 'review')))
      .limit(1);
    if (pending) throw new ApiError(errors.auditInReview);
    const [created] = await tx
      .insert(anchorAudits)
      .values({
        userId,
        realName: input.realName,
        photos: input.photos,
        categories: input.categories,
        intro: input.intro,
      })
      .returning();
    return created as AuditRow;
  });
  return asApplication(row);
}

export interface PendingApplication extends AuditApplication {
  userId: number;
  nickName: string;
  /** The operator sees the full name to compare with the photos. */
  fullName: string;
}

/** Applications waiting for a verdict, oldest first (the operator's queue). */
export async function pendingApplications(db: Db): Promise<PendingApplication[]> {
  const rows = await db
    .select({ audit: anchorAudits, nickName: users.nickName })
    .from(anchorAudits)
    .innerJoin(users, eq(users.id, anchorAudits.userId))
    .where(eq(anchorAudits.status, 'review'))
    .orderBy(anchorAudits.createdAt, anchorAudits.id);
  return rows.map(({ audit, nickName }) => ({
    ...asApplication(audit),
    userId: audit.userId,
    nickName,
    fullName: audit.realName,
  }));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The application locked for a decision; only one in review may be decided. */
async function lockForDecision(tx: Tx, auditId: number): Promise<AuditRow> {
  const [row] = await tx
    .select()
    .from(anchorAudits)
    .where(eq(anchorAudits.id, auditId))
    .for('update');
  if (!row) throw new ApiError(errors.auditNotFound);
  if (row.status !== 'review') throw new ApiError(errors.auditDecided);
  return row;
}

/**
 * Passes an application in one transaction: the application → pass, the user → anchor, and the user's
 * room (a fresh stream name, no key yet) unless one exists. The applicant's open pages are told after commit.
 */
export async function passApplication(ctx: AuditContext, auditId: number, inTx?: DecisionHook) {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockForDecision(tx, auditId);
    const [decided] = await tx
      .update(anchorAudits)
      .set({ status: 'pass', reason: '', decidedAt: new Date() })
      .where(eq(anchorAudits.id, auditId))
      .returning();
    const [user] = await tx
      .update(users)
      .set({ isAnchor: 1 })
      .where(eq(users.id, row.userId))
      .returning({ nickName: users.nickName });
    // The room's category: the first one the applicant chose.
    const navId = row.categories[0] ?? 1;
    await tx
      .insert(rooms)
      .values({
        anchorId: row.userId,
        title: `${user?.nickName ?? ''}的直播间`.slice(0, 40),
        navId,
        streamName: streamNameOf(),
      })
      .onConflictDoNothing({ target: rooms.anchorId });
    const [room] = await tx
      .select({ id: rooms.id })
      .from(rooms)
      .where(eq(rooms.anchorId, row.userId));
    await inTx?.(
      tx,
      { ...asApplication(row), userId: row.userId },
      { ...asApplication(decided as AuditRow), userId: row.userId },
    );
    return {
      application: asApplication(decided as AuditRow),
      userId: row.userId,
      roomId: room!.id,
    };
  });
  await tellApplicant(ctx, result.userId, '恭喜，您的主播申请已通过，快去开播吧！');
  await tellRole(ctx, result.userId);
  await tellSystem(ctx, {
    userId: result.userId,
    title: '主播申请已通过',
    body: '恭喜，您的主播申请已通过，已为您开通直播间，快去开播吧！',
    link: '/v/anchor-set',
    key: `anchor-audit:${auditId}`,
  });
  return result;
}

/** Refuses an application with the reason the applicant will read; they may apply again. */
export async function rejectApplication(
  ctx: AuditContext,
  auditId: number,
  reason: string,
  inTx?: DecisionHook,
) {
  const trimmed = reason.trim();
  if (!trimmed || [...trimmed].length > AUDIT_REASON_MAX)
    throw new ApiError(errors.auditReasonRequired);
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockForDecision(tx, auditId);
    const [decided] = await tx
      .update(anchorAudits)
      .set({ status: 'no', reason: trimmed, decidedAt: new Date() })
      .where(eq(anchorAudits.id, auditId))
      .returning();
    await inTx?.(
      tx,
      { ...asApplication(row), userId: row.userId },
      { ...asApplication(decided as AuditRow), userId: row.userId },
    );
    return { application: asApplication(decided as AuditRow), userId: row.userId };
  });
  await tellApplicant(ctx, result.userId, `您的主播申请未通过：${trimmed}`);
  await tellSystem(ctx, {
    userId: result.userId,
    title: '主播申请未通过',
    body: `您的主播申请未通过审核：${trimmed}。修改后可重新提交申请。`,
    link: '/v/apply',
    key: `anchor-audit:${auditId}`,
  });
  return result;
}

/** The user's roles now, on their private channel: open pages show 主播 without a reload. */
export async function tellRole(ctx: AuditContext, userId: number) {
  try {
    const [user] = await ctx.db
      .select({ isAnchor: users.isAnchor, isExpert: users.isExpert })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    await ctx.bus.publish(channels.user(userId), 'user.role', {
      isAnchor: user.isAnchor === 1 ? 1 : 0,
      isExpert: user.isExpert === 1 ? 1 : 0,
    });
  } catch {
    // Committed already; the next user info read shows the role.
  }
}

/** A notice on the applicant's private channel: an open /v/apply reloads its status at once. */
async function tellApplicant(ctx: AuditContext, userId: number, text: string) {
  try {
    await ctx.bus.publish(channels.user(userId), 'site.notice', { text });
  } catch {
    // The decision is committed; a page that missed the push shows it on its next read.
  }
}
