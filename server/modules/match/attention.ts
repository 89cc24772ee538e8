// Follows: of matches (match_follows, the "my followed" tab) and of users (the follows table), with the
// paged lists of both.

import { and, asc, count, desc, eq, gte, or } from 'drizzle-orm';
import type { CallData } from '../../../contract/call';
import type { getAttentionMatchByUser, pageAttention } from '../../../contract/calls/match';
import { ATTENTION_TARGET, FOLLOWED_MATCHES_MAX } from '../../../contract/calls/match';
import { errors } from '../../../contract/errors';
import type { MatchType } from '../../../contract/events';
import { chinaDayStartOf } from '../../../contract/format/china-day';
import type { Db } from '../../db/client';
import { follows, matches, matchFollows, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Bus } from '../../realtime';
import { type MessageDeps, tellNewFan } from '../message/service';
import type { SessionUser } from '../user/service';
import { findMatch } from './reads';
import { itemsInOrder, livePhaseFirst, scoreSeqs } from './schedule-api';
import { stillAhead } from './states';

export interface OperAttention {
  type: 1 | 2;
  targetId: number;
  operateType: 0 | 1;
  matchType?: MatchType;
}

/** Follow (operateType 1) or unfollow (0); both are idempotent and answer the state after. */
export async function operAttention(
  db: Db,
  user: SessionUser,
  q: OperAttention,
  /** Where a new fan is announced (消息中心); absent, nobody is told. */
  tell?: MessageDeps,
) {
  const follow = q.operateType === 1;
  if (q.type === ATTENTION_TARGET.match) {
    if (!q.matchType) {
      throw new ApiError(errors.badParams, `${errors.badParams.msg}：关注比赛时 matchType 必填`);
    }
    const match = await findMatch(db, q.targetId, q.matchType);
    const mine = and(eq(matchFollows.userId, user.id), eq(matchFollows.matchId, match.id));
    if (follow) {
      await db
        .insert(matchFollows)
        .values({ userId: user.id, matchId: match.id })
        .onConflictDoNothing();
    } else await db.delete(matchFollows).where(mine);
    return { followed: follow };
  }

  if (q.targetId === user.id) throw new ApiError(errors.attentionSelf);
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, q.targetId));
  if (!target) throw new ApiError(errors.userNotFound);
  if (follow) {
    const added = await db
      .insert(follows)
      .values({ followerId: user.id, targetId: target.id })
      .onConflictDoNothing()
      .returning({ id: follows.targetId });
    if (added.length > 0 && tell) await tellNewFan(tell, user, target.id);
  } else {
    await db
      .delete(follows)
      .where(and(eq(follows.followerId, user.id), eq(follows.targetId, target.id)));
  }
  return { followed: follow };
}

/**
 * The "my followed" tab: followed matches not started or in play, and any that kicked off today
 * (finished or abnormal ones stay visible for the day); in play first, then by kick-off.
 */
export async function followedMatches(
  db: Db,
  bus: Bus,
  user: SessionUser,
  now = Date.now(),
): Promise<CallData<typeof getAttentionMatchByUser>> {
  const seq = await scoreSeqs(bus);
  const todayStart = new Date(chinaDayStartOf(now));
  const ids = await db
    .select({ id: matches.id })
    .from(matchFollows)
    .innerJoin(matches, eq(matches.id, matchFollows.matchId))
    .where(
      and(eq(matchFollows.userId, user.id), or(stillAhead(), gte(matches.kickoffAt, todayStart))),
    )
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(FOLLOWED_MATCHES_MAX);
  const items = await itemsInOrder(
    db,
    ids.map((r) => r.id),
  );
  return { seq, matches: livePhaseFirst(items) };
}

type AttentionPage = CallData<typeof pageAttention>;

export interface PageQuery {
  attentionType: 1 | 2;
  page: number;
  pageSize: number;
}

/** Followed matches (1) or users (2), newest follow first, a page at a time. */
export async function pageOfAttention(
  db: Db,
  user: SessionUser,
  q: PageQuery,
): Promise<AttentionPage> {
  const offset = (q.page - 1) * q.pageSize;
  const frame = { attentionType: q.attentionType, page: q.page, pageSize: q.pageSize };
  if (q.attentionType === ATTENTION_TARGET.match) {
    const mine = eq(matchFollows.userId, user.id);
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(matchFollows).where(mine),
      db
        .select({ id: matchFollows.matchId, at: matchFollows.createdAt })
        .from(matchFollows)
        .where(mine)
        .orderBy(desc(matchFollows.createdAt), desc(matchFollows.matchId))
        .limit(q.pageSize)
        .offset(offset),
    ]);
    const at = new Map(rows.map((r) => [r.id, r.at.getTime()]));
    const items = await itemsInOrder(
      db,
      rows.map((r) => r.id),
    );
    return {
      ...frame,
      list: items.map((i) => ({ ...i, followedAt: at.get(i.id)! })),
      total: Number(total?.n ?? 0),
    };
  }

  const mine = eq(follows.followerId, user.id);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(follows).where(mine),
    db
      .select({
        id: users.id,
        nickName: users.nickName,
        portrait: users.portrait,
        level: users.level,
        isAnchor: users.isAnchor,
        at: follows.createdAt,
      })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.targetId))
      .where(mine)
      .orderBy(desc(follows.createdAt), desc(follows.targetId))
      .limit(q.pageSize)
      .offset(offset),
  ]);
  return {
    ...frame,
    list: rows.map(({ at, ...r }) => ({
      ...r,
      level: Math.max(0, r.level ?? 0),
      isAnchor: r.isAnchor === 1 ? (1 as const) : (0 as const),
      followedAt: at.getTime(),
    })),
    total: Number(total?.n ?? 0),
  };
}
