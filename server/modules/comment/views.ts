// How a stored comment goes on the wire: with its writer, whom it answers and whether the reader liked it.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commentLikes, type comments, users } from '../../db/schema';
import { HELD_STATUS } from '../admin/content-queue';

export type Writer = { id: number; nickName: string; portrait: string };

export async function writersOf(db: Db, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, Writer>();
  const rows = await db
    .select({ id: users.id, nickName: users.nickName, portrait: users.portrait })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function likedBy(db: Db, userId: number | null, commentIds: number[]) {
  if (userId === null || commentIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, commentIds)));
  return new Set(rows.map((r) => r.id));
}

const gone: Writer = { id: 0, nickName: '已注销用户', portrait: '' };

export function commentView(
  row: typeof comments.$inferSelect,
  writers: Map<number, Writer>,
  liked: Set<number>,
) {
  return {
    id: row.id,
    parentId: row.parentId,
    content: row.content,
    user: writers.get(row.userId) ?? gone,
    replyTo: row.replyToUserId === null ? null : (writers.get(row.replyToUserId) ?? gone),
    ipRegion: row.ipRegion,
    likeCount: row.likeCount,
    liked: liked.has(row.id),
    createdAt: row.createdAt.toISOString(),
    // Only the writer is ever given a held comment (list.ts), so only they see 审核中.
    ...(row.status === HELD_STATUS ? { pending: true } : {}),
  };
}
