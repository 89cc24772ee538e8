// How stored posts go on the wire: with their circle, writer, pictures and whether the reader liked them.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { circles, postLikes, postPictures, type posts, users } from '../../db/schema';
import { HELD_STATUS } from '../admin/content-queue';
import { crestUrl } from '../art/service';
import { circleIcon } from './circles';

type PostRow = typeof posts.$inferSelect;

const gone = { id: 0, nickName: '已注销用户', portrait: '', isAnchor: 0 };

/**
 * A stored picture: an upload's URL, or `art:team:<id>` / `art:competition:<id>` for a drawn crest (the demo
 * posts' pictures), resolved here so they follow the live host's configured address.
 */
export function pictureUrl(stored: string) {
  const art = /^art:(team|competition):(\d+)$/.exec(stored);
  return art ? crestUrl(art[1] as 'team' | 'competition', Number(art[2])) : stored;
}

export async function postViews(db: Db, rows: PostRow[], readerId: number | null) {
  if (rows.length === 0) return [];
  const ids = rows.map((p) => p.id);
  const writerIds = [...new Set(rows.map((p) => p.userId))];
  const circleIds = [...new Set(rows.flatMap((p) => (p.circleId === null ? [] : [p.circleId])))];
  const [writers, circleRows, pics, liked] = await Promise.all([
    db
      .select({
        id: users.id,
        nickName: users.nickName,
        portrait: users.portrait,
        isAnchor: users.isAnchor,
      })
      .from(users)
      .where(inArray(users.id, writerIds)),
    circleIds.length === 0 ? [] : db.select().from(circles).where(inArray(circles.id, circleIds)),
    db
      .select()
      .from(postPictures)
      .where(inArray(postPictures.postId, ids))
      .orderBy(asc(postPictures.postId), asc(postPictures.idx)),
    readerId === null
      ? []
      : db
          .select({ id: postLikes.postId })
          .from(postLikes)
          .where(and(eq(postLikes.userId, readerId), inArray(postLikes.postId, ids))),
  ]);
  const writerOf = new Map(writers.map((w) => [w.id, w]));
  const circleOf = new Map(
    circleRows.map((c) => [c.id, { id: c.id, name: c.name, icon: circleIcon(c) }]),
  );
  const likedIds = new Set(liked.map((l) => l.id));
  return rows.map((p) => ({
    id: p.id,
    kind: p.kind as 'general' | 'anchor',
    circle: p.circleId === null ? null : (circleOf.get(p.circleId) ?? null),
    user: writerOf.get(p.userId) ?? gone,
    content: p.content,
    pics: pics.filter((x) => x.postId === p.id).map((x) => pictureUrl(x.url)),
    matchId: p.matchId,
    pinned: p.pinned,
    essence: p.essence,
    ipRegion: p.ipRegion,
    likeCount: p.likeCount,
    commentCount: p.commentCount,
    liked: likedIds.has(p.id),
    createdAt: p.createdAt.toISOString(),
    ...(p.status === HELD_STATUS ? { pending: true } : {}),
  }));
}
