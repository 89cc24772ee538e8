// Taking posts down and lifting them up: the author deletes their own, a circle's moderators pin, mark essence and
// remove in their circle, an operator (the operator CLI; users have no operator role) removes anything. A removed
// post is kept, with who removed it and when, and is gone for readers.
import { and, eq, sql } from 'drizzle-orm';
import type { moderateActions } from '../../../contract/calls/community';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { circles, posts } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { roleIn } from './circles';
import { visiblePost } from './post-list';

type Remover = 'author' | 'moderator' | 'operator';

/** Marks a post removed; false when it already was. The circle's post count follows. */
async function remove(db: Db, id: number, by: Remover) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(posts)
      .set({ status: 0, removedBy: by, removedAt: new Date() })
      .where(and(eq(posts.id, id), eq(posts.status, 1)))
      .returning({ circleId: posts.circleId });
    if (row?.circleId != null) {
      await tx
        .update(circles)
        .set({ postCount: sql`greatest(${circles.postCount} - 1, 0)` })
        .where(eq(circles.id, row.circleId));
    }
    return row !== undefined;
  });
}

export async function deleteOwnPost(db: Db, userId: number, id: number) {
  const post = await visiblePost(db, id);
  if (post.userId !== userId) throw new ApiError(errors.postNotYours);
  return { removed: await remove(db, id, 'author') };
}

export async function moderatePost(
  db: Db,
  userId: number,
  id: number,
  action: (typeof moderateActions)[number],
) {
  const post = await visiblePost(db, id);
  // Anchors' dynamics have no circle, so no moderator: only an operator takes them down.
  const role = post.circleId === null ? null : await roleIn(db, userId, post.circleId);
  if (role !== 'moderator') throw new ApiError(errors.postModeratorOnly);
  if (action === 'remove') {
    await remove(db, id, 'moderator');
    return { pinned: post.pinned, essence: post.essence, removed: true };
  }
  const set =
    action === 'pin' || action === 'unpin'
      ? { pinned: action === 'pin' }
      : { essence: action === 'essence' };
  const [row] = await db
    .update(posts)
    .set(set)
    .where(eq(posts.id, id))
    .returning({ pinned: posts.pinned, essence: posts.essence });
  return { ...row!, removed: false };
}

/** The operator's removal (npm run operator -- community remove <id>): any post, circle or not. */
export async function operatorRemovePost(db: Db, id: number) {
  const [row] = await db.select({ status: posts.status }).from(posts).where(eq(posts.id, id));
  if (!row) throw new ApiError(errors.postNotFound);
  return { removed: await remove(db, id, 'operator') };
}
