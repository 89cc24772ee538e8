// The reports desk's decisions: claim a report (10 minutes), then act on it — dismiss, warn, mute, ban or
// remove the content. Each closes the report through its module's own close service (the one the CLI's
// `reports done` uses) in one transaction with the sanction or removal, the decision and the audit; after
// commit the reporter is told the outcome once (消息中心, kind report) and the reported user what befell them.
import { eq } from 'drizzle-orm';
import {
  type ReportAction,
  type ReportKind,
  reportActionLabels,
  type SanctionDuration,
  sanctionDurationLabels,
} from '../../../contract/calls/admin-moderation';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { adminReportHandling } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { closeCommentReport, operatorRemoveComment } from '../comment/service';
import { closePostReport, operatorRemovePost } from '../community/service';
import { tellReportHandled, tellSystem } from '../message/service';
import { closeReport } from '../room/report';
import { type AdminActor, audit } from './audit';
import { reportTarget } from './reports-queue';
import { imposeSanctionIn, tellSanction } from './users-sanctions';

export const REPORT_CLAIM_MS = 10 * 60_000;

type Ctx = Pick<AppContext, 'db' | 'kv' | 'bus'>;

export const parseRef = (ref: string) => {
  const [kind, id] = ref.split(':') as [ReportKind, string];
  return { kind, id: Number(id) };
};

async function claimRow(db: Db, ref: string) {
  await db.insert(adminReportHandling).values({ ref }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(adminReportHandling)
    .where(eq(adminReportHandling.ref, ref))
    .for('update');
  return row!;
}

const heldByOther = (row: typeof adminReportHandling.$inferSelect, adminId: number | null) =>
  row.claimedBy !== null &&
  row.claimedBy !== adminId &&
  row.claimExpiresAt !== null &&
  row.claimExpiresAt.getTime() > Date.now();

export async function claimReport(ctx: Ctx, actor: AdminActor, ref: string) {
  const { kind, id } = parseRef(ref);
  const target = await reportTarget(ctx.db, kind, id);
  if (!target) throw new ApiError(errors.modReportNotFound);
  if (target.status !== 'open') throw new ApiError(errors.modReportClosed);
  return ctx.db.transaction(async (tx) => {
    const row = await claimRow(tx as unknown as Db, ref);
    if (heldByOther(row, actor.id)) throw new ApiError(errors.modReportClaimed);
    const expiresAt = new Date(Date.now() + REPORT_CLAIM_MS);
    await tx
      .update(adminReportHandling)
      .set({ claimedBy: actor.id, claimedUsername: actor.username, claimExpiresAt: expiresAt })
      .where(eq(adminReportHandling.ref, ref));
    await audit(
      { db: tx, actor },
      { action: 'report.claim', targetType: 'report', targetId: ref, after: { expiresAt } },
    );
    return { ref, expiresAt: expiresAt.getTime() };
  });
}

export interface ReportAct {
  action: ReportAction;
  duration: SanctionDuration;
  reason: string;
}

const closers = {
  room: (db: Db, id: number) => closeReport(db, id),
  comment: (db: Db, id: number) => closeCommentReport(db, id),
  post: (db: Db, id: number) => closePostReport(db, id),
};

export async function actOnReport(ctx: Ctx, actor: AdminActor, ref: string, act: ReportAct) {
  const { kind, id } = parseRef(ref);
  if (act.action === 'remove' && kind === 'room') throw new ApiError(errors.modActionInvalid);
  const outcome = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await claimRow(tx, ref);
    if (heldByOther(row, actor.id)) throw new ApiError(errors.modReportClaimed);
    const target = await reportTarget(tx, kind, id);
    if (!target) throw new ApiError(errors.modReportNotFound);
    // The module's own close: false when it was already closed (by the CLI or another operator).
    if (!(await closers[kind](tx, id))) throw new ApiError(errors.modReportClosed);
    let sanction = null;
    let removed = false;
    if (act.action === 'mute' || act.action === 'ban')
      sanction = await imposeSanctionIn(tx, actor, {
        userId: target.userId,
        kind: act.action,
        duration: act.duration,
        reason: act.reason,
        reportRef: ref,
      });
    if (act.action === 'remove')
      removed =
        kind === 'comment'
          ? (await operatorRemoveComment(tx, target.targetId)).removed
          : (await operatorRemovePost(tx, target.targetId)).removed;
    const decidedAt = new Date();
    await tx
      .update(adminReportHandling)
      .set({
        action: act.action,
        reason: act.reason,
        decidedBy: actor.id,
        decidedUsername: actor.username,
        decidedAt,
        claimExpiresAt: null,
      })
      .where(eq(adminReportHandling.ref, ref));
    await audit(
      { db: tx, actor },
      {
        action: `report.${act.action}`,
        targetType: 'report',
        targetId: ref,
        before: { status: 'open', claimedBy: row.claimedUsername || null },
        after: {
          status: 'done',
          action: act.action,
          userId: target.userId,
          ...(sanction ? { sanction } : {}),
          ...(act.action === 'remove' ? { removed } : {}),
        },
        reason: act.reason,
      },
    );
    return { target, sanction };
  });
  const { target, sanction } = outcome;
  // After commit: the reporter once (the dedupe key is the report's), the reported user, their open pages.
  await tellReportHandled(ctx, {
    userId: target.reporterId,
    what: kind,
    reportId: id,
    upheld: act.action !== 'dismiss',
    ...(kind === 'post' ? { link: `/community/${target.targetId}` } : {}),
  }).catch(() => {});
  if (act.action === 'warn')
    await tellSystem(ctx, {
      userId: target.userId,
      title: '违规警告',
      body: `你发布的内容被举报，经核实违反社区规范（${act.reason}）。请遵守社区规范，再次违规将被禁言或封号。`,
      key: `report-warn:${ref}`,
    }).catch(() => {});
  if (sanction) {
    await tellSystem(ctx, {
      userId: target.userId,
      title: sanction.kind === 'ban' ? '账号已被封禁' : '你已被全站禁言',
      body: `因违反社区规范（${act.reason}），你已被${reportActionLabels[act.action]}${sanctionDurationLabels[act.duration]}。`,
      key: `report-sanction:${ref}`,
    }).catch(() => {});
    await tellSanction(ctx, target.userId, {
      kind: sanction.kind,
      active: true,
      until: sanction.until,
    });
  }
  return { ref, action: act.action };
}
