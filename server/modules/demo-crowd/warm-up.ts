// A demo start's warm-up, shared by the news and the community commenters: top the recent comments of a kind
// up to a target through the crowd's own acts (each a real comment or like), never by writing counts.
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comments } from '../../db/schema';

export interface WarmUpActs {
  comment(): Promise<unknown>;
  like(): Promise<unknown>;
}

/** Comments missing from the last `recentMs` are written, with two likes for each; returns how many. */
export async function warmUpComments(
  db: Db,
  targetType: number,
  recentMs: number,
  target: number,
  acts: WarmUpActs,
): Promise<number> {
  const [recent] = await db
    .select({ n: count() })
    .from(comments)
    .where(
      and(
        eq(comments.targetType, targetType),
        gte(comments.createdAt, new Date(Date.now() - recentMs)),
      ),
    );
  const missing = Math.max(0, target - (recent?.n ?? 0));
  for (let i = 0; i < missing; i++) await acts.comment();
  for (let i = 0; i < missing * 2; i++) await acts.like();
  return missing;
}
