// Writing a comment or a reply: rate-limited per user, sensitive words masked with the chat's list, IP属地 looked up offline.
import { and, eq, sql } from 'drizzle-orm';
import { COMMENT_TARGET_POST } from '../../../contract/calls/comment';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { comments } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { regionOf } from '../../providers/ip-region';
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
        ...(c.createdAt ? { createdAt: c.createdAt } : {}),
      })
      .returning();
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
  });
  const writers = await writersOf(db, [row.userId, row.replyToUserId]);
  const view = commentView(row, writers, new Set());
  await commentAdded(ctx, c.targetType, c.targetId, view, target);
  if (parent && parent.userId !== c.userId) {
    const link = `/${c.targetType === COMMENT_TARGET_POST ? 'community' : 'news'}/${c.targetId}`;
    await tellReply(ctx, {
      userId: parent.userId,
      by: view.user,
      commentId: row.id,
      content: row.content,
      link,
    });
  }
  return view;
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
