// Reports against comments (/inform/comment/report) and their place in the operators' queue
// (npm run operator -- reports). One report per reader and comment: a second is the first again.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { commentReportReasons } from '../../../contract/calls/comment';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { commentReports, comments, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { type MessageDeps, tellReportHandled } from '../message/service';

export interface CommentReportInput {
  commentId: number;
  reason: (typeof commentReportReasons)[number];
  detail?: string;
}

export async function reportComment(db: Db, userId: number, input: CommentReportInput) {
  const [comment] = await db
    .select({ userId: comments.userId, status: comments.status })
    .from(comments)
    .where(eq(comments.id, input.commentId));
  if (comment?.status !== 1) throw new ApiError(errors.commentNotFound);
  if (comment.userId === userId) throw new ApiError(errors.commentReportOwn);
  // The unique (comment, reporter) index settles two submits at once: the loser reads the winner's row.
  const [added] = await db
    .insert(commentReports)
    .values({
      commentId: input.commentId,
      reporterId: userId,
      reason: input.reason,
      detail: input.detail ?? '',
    })
    .onConflictDoNothing()
    .returning({ id: commentReports.id });
  if (added) return { id: added.id };
  const [kept] = await db
    .select({ id: commentReports.id })
    .from(commentReports)
    .where(
      and(eq(commentReports.commentId, input.commentId), eq(commentReports.reporterId, userId)),
    );
  return { id: kept!.id };
}

/** The open comment reports, oldest first, with what the comment says and who wrote and reported it. */
export async function openCommentReports(db: Db) {
  const rows = await db
    .select({
      id: commentReports.id,
      commentId: commentReports.commentId,
      targetType: comments.targetType,
      targetId: comments.targetId,
      writerId: comments.userId,
      content: comments.content,
      reporterId: commentReports.reporterId,
      reason: commentReports.reason,
      detail: commentReports.detail,
      createdAt: commentReports.createdAt,
    })
    .from(commentReports)
    .innerJoin(comments, eq(comments.id, commentReports.commentId))
    .where(eq(commentReports.status, 'open'))
    .orderBy(asc(commentReports.createdAt), asc(commentReports.id));
  const ids = [...new Set(rows.flatMap((r) => [r.writerId, r.reporterId]))];
  const people =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, nickName: users.nickName })
          .from(users)
          .where(inArray(users.id, ids));
  const names = new Map(people.map((u) => [u.id, u.nickName]));
  return rows.map((r) => ({
    ...r,
    writer: names.get(r.writerId) ?? '已注销用户',
    reporter: names.get(r.reporterId) ?? '已注销用户',
  }));
}

/** Marks a comment report handled; false when it already was. */
export async function closeCommentReport(
  db: Db,
  id: number,
  /** Where the reporter is told it was handled (消息中心); absent, nobody is. */
  tell?: MessageDeps,
  /** Whether the report was upheld, as the operator decided; absent, whether the comment is gone. */
  upheld?: boolean,
): Promise<boolean> {
  const [row] = await db
    .select({
      id: commentReports.id,
      reporterId: commentReports.reporterId,
      targetId: commentReports.commentId,
    })
    .from(commentReports)
    .where(eq(commentReports.id, id));
  if (!row) throw new ApiError(errors.reportNotFound);
  const done = await db
    .update(commentReports)
    .set({ status: 'done' })
    .where(and(eq(commentReports.id, id), eq(commentReports.status, 'open')))
    .returning({ id: commentReports.id });
  if (done.length > 0 && tell) {
    const [c] = await db
      .select({ status: comments.status })
      .from(comments)
      .where(eq(comments.id, row.targetId));
    await tellReportHandled(tell, {
      userId: row.reporterId,
      what: 'comment',
      reportId: id,
      upheld: upheld ?? c?.status !== 1,
    });
  }
  return done.length > 0;
}
