// Shields (屏蔽): a reader hides one post, or every post by an author; the lists leave them out for that reader.
import { and, eq } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { postShields, posts, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';

export async function shield(
  db: Db,
  userId: number,
  q: { type: 'post' | 'author'; id: number; flag: 0 | 1 },
) {
  if (q.type === 'post') {
    const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, q.id));
    if (!post) throw new ApiError(errors.postNotFound);
  } else {
    if (q.id === userId) throw new ApiError(errors.postShieldSelf);
    const [author] = await db.select({ id: users.id }).from(users).where(eq(users.id, q.id));
    if (!author) throw new ApiError(errors.userNotFound);
  }
  if (q.flag === 1) {
    await db
      .insert(postShields)
      .values({ userId, kind: q.type, targetId: q.id })
      .onConflictDoNothing();
  } else {
    await db
      .delete(postShields)
      .where(
        and(
          eq(postShields.userId, userId),
          eq(postShields.kind, q.type),
          eq(postShields.targetId, q.id),
        ),
      );
  }
  return { shielded: q.flag === 1 };
}
