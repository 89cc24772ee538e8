// Writing a comment or a reply: rate-limited per user, sensitive words masked with the chat's list, IP属地 looked up offline.
// With the console's 新闻评论先审 switch on, a news comment is stored held (only its writer sees it, 审核中) and
// queued for the content desk; its counts, pushes and notices wait for the approval (pending.ts).
import { and, eq, sql } from 'drizzle-orm';
import { COMMENT_TARGET_NEWS, COMMENT_TARGET_POST } from '../../../contract/calls/comment';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { comments } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { regionOf } from '../../providers/ip-region';
import { enqueueContent, HELD_STATUS } from '../admin/content-queue';
import { newsCommentPreReview } from '../admin/content-switch';
import { assertMaySpeak } from '../admin/users-standing';
import { maskWords, sensitiveWordList } from '../chat/service';
import { tellReply } from '../message/service';
import { commentAdded, commentCounted, targetExists } from './targets';
import { commentView, writersOf } from './views';

/** Comments per user per window: a fan in a heated match thread writes a few a minute, a spammer many more. */
export const COMMENT_RATE = { max: 5, windowMs: 60_000 };

export interface NewComment {
  userId: number;
  targetType: number;
  targetId: number;
  content: string;
  parentId?: number;
  address: string;
}

type Comment = typeof comments.$inferSelect;

export interface StoredComment {
  userId: number;
  targetType: number;
  targetId: number;
  /** The comment answered, already checked to be on the same target. */
  parent?: Pick<Comment, 'id' | 'parentId' | 'userId'>;
  /** Already masked. */
  content: string;
  ipAddress: string;
  ipRegion: string;
  createdAt?: Date;
  /** Held for the content desk: stored unseen, queued, counted only when approved. */
  held?: boolean;
}

/**
 * Stores a checked comment; its thread's reply count and its target's comment count move in the same
 * transaction. The demo seed writes its backdated comments through here too, so every count is one this made.
 */
export async function storeComment(db: Db, c: StoredComment) {
  return db.transaction(async (tx) => {
    const { parent } = c;
    const [row] = await tx
      .insert(comments)
      .values({
        targetType: c.targetType,
        targetId: c.targetId,
        userId: c.userId,
        // Replies stay one level deep: a reply to a reply hangs under the same top-level comment.
        parentId: parent ? (parent.parentId ?? parent.id) : null,
        replyToUserId: parent?.userId ?? null,
        content: c.content,
        ipAddress: c.ipAddress,
        ipRegion: c.ipRegion,
        ...(c.held ? { status: HELD_STATUS } : {}),
        ...(c.createdAt ? { createdAt: c.createdAt } : {}),
      })
      .returning();
    if (c.held) {
      await enqueueContent(tx, {
        kind: 'comment',
        targetId: row!.id,
        userId: c.userId,
        content: c.content,
      });
      return { row: row!, target: null };
    }
    if (parent) {
      await tx
        .update(comments)
        .set({ replyCount: sql`${comments.replyCount} + 1` })
        .where(eq(comments.id, parent.parentId ?? parent.id));
    }
    const target = await commentCounted(tx as unknown as Db, c.targetType, c.targetId);
    return { row: row!, target };
  });
}

export async function writeComment(ctx: AppContext, c: NewComment) {
  const { db, kv } = ctx;
  await assertMaySpeak(db, c.userId);
  if (!(await targetExists(db, c.targetType, c.targetId))) {
    throw new ApiError(errors.commentTargetNotFound);
  }
  let parent: Comment | undefined;
  if (c.parentId !== undefined) {
    [parent] = await db.select().from(comments).where(eq(comments.id, c.parentId));
    if (parent?.status !== 1) throw new ApiError(errors.commentNotFound);
    if (parent.targetType !== c.targetType || parent.targetId !== c.targetId) {
      throw new ApiError(errors.commentParentMismatch);
    }
  }
  const hits = await kv.increment(`comment:rate:${c.userId}`, COMMENT_RATE.windowMs);
  if (hits > COMMENT_RATE.max) throw new ApiError(errors.commentTooFast);
  const { row, target } = await storeComment(db, {
    userId: c.userId,
    targetType: c.targetType,
    targetId: c.targetId,
    parent,
    content: maskWords(c.content, await sensitiveWordList(db)),
    ipAddress: c.address,
    ipRegion: await regionOf(c.address),
    held: c.targetType === COMMENT_TARGET_NEWS && (await newsCommentPreReview(db)),
  });
  const writers = await writersOf(db, [row.userId, row.replyToUserId]);
  const view = commentView(row, writers, new Set());
  if (row.status === 1) await commentPublished(ctx, row, view, target);
  return view;
}

/** What a comment that readers can now see sets off: its target's push, and a notice to whom it answers. */
export async function commentPublished(
  ctx: AppContext,
  row: Comment,
  view: ReturnType<typeof commentView>,
  target: Awaited<ReturnType<typeof commentCounted>>,
) {
  await commentAdded(ctx, row.targetType, row.targetId, view, target);
  if (row.replyToUserId !== null && row.replyToUserId !== row.userId) {
    const link = `/${row.targetType === COMMENT_TARGET_POST ? 'community' : 'news'}/${row.targetId}`;
    await tellReply(ctx, {
      userId: row.replyToUserId,
      by: view.user,
      commentId: row.id,
      content: row.content,
      link,
    });
  }
}

/** The operator's removal (the console's reports desk): the comment is hidden; false when it already was. */
export async function operatorRemoveComment(db: Db, id: number) {
  const [row] = await db
    .select({ status: comments.status })
    .from(comments)
    .where(eq(comments.id, id));
  if (!row) throw new ApiError(errors.commentNotFound);
  const hidden = await db
    .update(comments)
    .set({ status: 0 })
    .where(and(eq(comments.id, id), eq(comments.status, 1)))
    .returning({ id: comments.id });
  return { removed: hidden.length > 0 };
}
