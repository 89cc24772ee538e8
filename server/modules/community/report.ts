// Reports against posts (/inform/post/report) and their place in the operators' queue (npm run operator -- reports,
// p<id>). The comment reports' shape: one report per reader and post, a second is the first again.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { postReportReasons } from '../../../contract/calls/community';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { postReports, posts, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { type MessageDeps, tellReportHandled } from '../message/service';

export interface PostReportInput {
  postId: number;
  reason: (typeof postReportReasons)[number];
  detail?: string;
}

export async function reportPost(db: Db, userId: number, input: PostReportInput) {
  const [post] = await db
    .select({ userId: posts.userId, status: posts.status })
    .from(posts)
    .where(eq(posts.id, input.postId));
  if (post?.status !== 1) throw new ApiError(errors.postNotFound);
  if (post.userId === userId) throw new ApiError(errors.postReportOwn);
  // The unique (post, reporter) index settles two submits at once: the loser reads the winner's row.
  const [added] = await db
    .insert(postReports)
    .values({
      postId: input.postId,
      reporterId: userId,
      reason: input.reason,
      detail: input.detail ?? '',
    })
    .onConflictDoNothing()
    .returning({ id: postReports.id });
  if (added) return { id: added.id };
  const [kept] = await db
    .select({ id: postReports.id })
    .from(postReports)
    .where(and(eq(postReports.postId, input.postId), eq(postReports.reporterId, userId)));
  return { id: kept!.id };
}

/** The open post reports, oldest first, with the post's circle and text and who wrote and reported it. */
export async function openPostReports(db: Db) {
  const rows = await db
    .select({
      id: postReports.id,
      postId: postReports.postId,
      kind: posts.kind,
      circleId: posts.circleId,
      writerId: posts.userId,
      content: posts.content,
      postStatus: posts.status,
      reporterId: postReports.reporterId,
      reason: postReports.reason,
      detail: postReports.detail,
      createdAt: postReports.createdAt,
    })
    .from(postReports)
    .innerJoin(posts, eq(posts.id, postReports.postId))
    .where(eq(postReports.status, 'open'))
    .orderBy(asc(postReports.createdAt), asc(postReports.id));
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

/** Marks a post report handled; false when it already was. */
export async function closePostReport(
  db: Db,
  id: number,
  /** Where the reporter is told it was handled (消息中心); absent, nobody is. */
  tell?: MessageDeps,
  /** Whether the report was upheld, as the operator decided; absent, whether the post is gone. */
  upheld?: boolean,
): Promise<boolean> {
  const [row] = await db
    .select({
      id: postReports.id,
      reporterId: postReports.reporterId,
      targetId: postReports.postId,
    })
    .from(postReports)
    .where(eq(postReports.id, id));
  if (!row) throw new ApiError(errors.reportNotFound);
  const done = await db
    .update(postReports)
    .set({ status: 'done' })
    .where(and(eq(postReports.id, id), eq(postReports.status, 'open')))
    .returning({ id: postReports.id });
  if (done.length > 0 && tell) {
    const [p] = await db
      .select({ status: posts.status })
      .from(posts)
      .where(eq(posts.id, row.targetId));
    const link = `/community/${row.targetId}`;
    await tellReportHandled(tell, {
      userId: row.reporterId,
      what: 'post',
      reportId: id,
      upheld: upheld ?? p?.status !== 1,
      link,
    });
  }
  return done.length > 0;
}
