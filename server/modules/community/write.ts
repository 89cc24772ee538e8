// Writing a post: in a circle (members only) or as an anchor's dynamic; masked, rate-limited, with IP属地; the post
// and its pictures in one transaction. The pictures must be this user's own uploads (addPic returns them). A circle's
// readers hear of a new post on circle:<id>. A post whose text hits the sensitive words is held (stored masked, unseen
// by readers, uncounted) and queued for the console's content desk; its approval publishes it (pending.ts).
import { eq, sql } from 'drizzle-orm';
import { POST_MAX_PICTURES } from '../../../contract/calls/community';
import { errors } from '../../../contract/errors';
import { channels } from '../../../contract/events';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { circles, matches, postPictures, posts, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { regionOf } from '../../providers/ip-region';
import { enqueueContent, HELD_STATUS } from '../admin/content-queue';
import { assertMaySpeak } from '../admin/users-standing';
import { maskWords, sensitiveWordList, wordsIn } from '../chat/service';
import { findIssuedUpload } from '../upload/service';
import { findCircle, roleIn } from './circles';
import { postViews } from './post-views';

/** Posts per user per window: a fan posts a few times around a match; a spammer many more. */
export const POST_RATE = { max: 5, windowMs: 60_000 };

export interface StoredPost {
  userId: number;
  circleId: number | null;
  /** Already masked. */
  content: string;
  pics: string[];
  matchId: number | null;
  ipAddress: string;
  ipRegion: string;
  createdAt?: Date;
  /** The listed words the text hit: the post is held and queued when there are any. */
  hits?: string[];
}

/** Stores a checked post and its pictures together; the circle's post count moves with it. */
export async function storePost(db: Db, p: StoredPost) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(posts)
      .values({
        kind: p.circleId === null ? 'anchor' : 'general',
        circleId: p.circleId,
        userId: p.userId,
        content: p.content,
        matchId: p.matchId,
        ipAddress: p.ipAddress,
        ipRegion: p.ipRegion,
        ...(p.hits?.length ? { status: HELD_STATUS } : {}),
        ...(p.createdAt ? { createdAt: p.createdAt } : {}),
      })
      .returning();
    if (p.pics.length > 0) {
      await tx
        .insert(postPictures)
        .values(p.pics.map((url, idx) => ({ postId: row!.id, idx, url })));
    }
    if (p.hits?.length) {
      await enqueueContent(tx, {
        kind: 'post',
        targetId: row!.id,
        userId: p.userId,
        content: p.content,
        hits: p.hits,
      });
    } else if (p.circleId !== null) {
      await countCirclePost(tx as unknown as Db, p.circleId);
    }
    return row!;
  });
}

export const countCirclePost = (db: Db, circleId: number) =>
  db
    .update(circles)
    .set({ postCount: sql`${circles.postCount} + 1` })
    .where(eq(circles.id, circleId));

export interface NewPost {
  userId: number;
  circleId?: number;
  content: string;
  pics: string[];
  matchId?: number;
  address: string;
}

export async function addPost(ctx: AppContext, p: NewPost) {
  const { db, kv } = ctx;
  await assertMaySpeak(db, p.userId);
  const pics = [...new Set(p.pics)];
  if (p.content.trim() === '' && pics.length === 0) throw new ApiError(errors.postEmpty);
  if (pics.length > POST_MAX_PICTURES) throw new ApiError(errors.badParams);
  if (p.circleId !== undefined) {
    await findCircle(db, p.circleId);
    if ((await roleIn(db, p.userId, p.circleId)) === null) {
      throw new ApiError(errors.postCircleMemberOnly);
    }
  } else {
    const [me] = await db
      .select({ isAnchor: users.isAnchor })
      .from(users)
      .where(eq(users.id, p.userId));
    if (me?.isAnchor !== 1) throw new ApiError(errors.postAnchorOnly);
  }
  for (const url of pics) {
    const upload = await findIssuedUpload(ctx, url);
    if (!upload || upload.userId !== p.userId || upload.kind !== 'image') {
      throw new ApiError(errors.postPictureInvalid);
    }
  }
  if (p.matchId !== undefined) {
    const [match] = await db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.id, p.matchId));
    if (!match) throw new ApiError(errors.postMatchNotFound);
  }
  const hits = await kv.increment(`post:rate:${p.userId}`, POST_RATE.windowMs);
  if (hits > POST_RATE.max) throw new ApiError(errors.postTooFast);
  const words = await sensitiveWordList(db);
  const row = await storePost(db, {
    userId: p.userId,
    circleId: p.circleId ?? null,
    content: maskWords(p.content, words),
    hits: wordsIn(p.content, words),
    pics,
    matchId: p.matchId ?? null,
    ipAddress: p.address,
    ipRegion: await regionOf(p.address),
  });
  const [view] = await postViews(db, [row], p.userId);
  if (row.status === 1) await announcePost(ctx, row, view!.user.nickName);
  return view!;
}

/** Readers of the circle's page learn of a published post at once ("N 条新帖") and load it when they choose. */
export async function announcePost(
  ctx: AppContext,
  row: Pick<typeof posts.$inferSelect, 'id' | 'circleId' | 'userId' | 'createdAt'>,
  nickName: string,
) {
  if (row.circleId === null) return;
  await ctx.bus.publish(channels.circle(row.circleId), 'post.new', {
    circleId: row.circleId,
    postId: row.id,
    userId: row.userId,
    nickName,
    at: row.createdAt.getTime(),
  });
}
