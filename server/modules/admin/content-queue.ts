// Entering the 内容审核 queue: the writers (comments, posts, profile changes) call enqueueContent in their own
// transaction, so an item held from readers is always in the queue, and nothing is queued for a write that failed.
import { sql } from 'drizzle-orm';
import type { ContentKind } from '../../../contract/calls/admin-content';
import { contentReviews } from '../../db/schema';
import type { DbOrTx } from './audit';

/** Comment and post statuses beside 1 visible and 0 hidden: held for the content desk. */
export const HELD_STATUS = 2;

export interface ContentEntry {
  kind: ContentKind;
  targetId: number;
  userId: number;
  content: string;
  previous?: string;
  hits?: string[];
}

/**
 * Queues an item. A thing already waiting (a user changing a flagged name again) keeps its place and entry time
 * and takes the newer text; what it was before stays the value before the first change.
 */
export async function enqueueContent(db: DbOrTx, e: ContentEntry) {
  const hits = e.hits ?? [];
  await db
    .insert(contentReviews)
    .values({
      kind: e.kind,
      targetId: e.targetId,
      userId: e.userId,
      content: e.content,
      previous: e.previous ?? '',
      hits,
    })
    .onConflictDoUpdate({
      target: [contentReviews.kind, contentReviews.targetId],
      targetWhere: sql`${contentReviews.status} = 'pending'`,
      set: { content: e.content, hits },
    });
}
