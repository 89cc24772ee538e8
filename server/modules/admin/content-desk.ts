// The 内容审核 desk: the queue by tab (评论 / 帖子 / 昵称头像) and state, claims (shared with the review desk), and
// the decisions through the owning modules' own functions, audited with before/after in the same transaction;
// the author hears of a refusal through the message centre.
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { CallRequest } from '../../../contract/call';
import type {
  ContentKind,
  ContentReviewItem,
  ContentTab,
  contentReviewCalls,
} from '../../../contract/calls/admin-content';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { comments, contentReviews, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import {
  announcePublishedComment,
  publishHeldComment,
  refuseHeldComment,
} from '../comment/pending';
import { announcePublishedPost, publishHeldPost, refuseHeldPost } from '../community/pending';
import { tellSystem } from '../message/service';
import { resetRefusedNickName, resetRefusedPortrait } from '../user/profile-review';
import { type AdminActor, audit, type DbOrTx } from './audit';
import { claimAudited, claimItem, queuePage, releaseClaim, withClaims } from './review-claims';

type Query = CallRequest<typeof contentReviewCalls.list>['query'];

export const kindsOf: Record<ContentTab, ContentKind[]> = {
  comment: ['comment'],
  post: ['post'],
  profile: ['nickname', 'avatar'],
};

const columns = {
  review: contentReviews,
  nickName: users.nickName,
  portrait: users.portrait,
  commentTargetType: comments.targetType,
  commentTargetId: comments.targetId,
};

async function select(db: DbOrTx, where: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  return db
    .select(columns)
    .from(contentReviews)
    .innerJoin(users, eq(users.id, contentReviews.userId))
    .leftJoin(
      comments,
      and(eq(contentReviews.kind, 'comment'), eq(comments.id, contentReviews.targetId)),
    )
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

type Row = Awaited<ReturnType<typeof select>>[number];

function linkOf(r: Row) {
  const { kind, targetId, userId } = r.review;
  if (kind === 'post') return `/community/${targetId}`;
  if (kind === 'comment')
    return r.commentTargetType === 2
      ? `/community/${r.commentTargetId}`
      : r.commentTargetId === null
        ? ''
        : `/news/${r.commentTargetId}`;
  return `/personal/${userId}`;
}

function itemOf(r: Row): Omit<ContentReviewItem, 'claim'> {
  const v = r.review;
  return {
    id: v.id,
    kind: v.kind,
    targetId: v.targetId,
    userId: v.userId,
    nickName: r.nickName,
    portrait: r.portrait,
    content: v.content,
    previous: v.previous,
    hits: v.hits,
    link: linkOf(r),
    status: v.status,
    reason: v.reason,
    createdAt: v.createdAt.getTime(),
    decidedAt: v.decidedAt ? v.decidedAt.getTime() : null,
    decidedUsername: v.decidedUsername,
  };
}

export async function contentQueue(db: Db, q: Query, adminId: number | null) {
  const where = and(
    inArray(contentReviews.kind, kindsOf[q.tab]),
    eq(contentReviews.status, q.status),
    q.userId ? eq(contentReviews.userId, q.userId) : undefined,
  );
  const order =
    q.status === 'pending'
      ? [asc(contentReviews.createdAt), asc(contentReviews.id)]
      : [desc(contentReviews.decidedAt), desc(contentReviews.id)];
  const [rows, [total], waitingRows] = await Promise.all([
    select(db, where, order, q.pageSize, (q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(contentReviews).where(where),
    db
      .select({ kind: contentReviews.kind, n: count() })
      .from(contentReviews)
      .where(eq(contentReviews.status, 'pending'))
      .groupBy(contentReviews.kind),
  ]);
  const waitingOf = (tab: ContentTab) =>
    waitingRows.filter((w) => kindsOf[tab].includes(w.kind)).reduce((a, w) => a + w.n, 0);
  return {
    ...queuePage(q, await withClaims(db, 'content', rows.map(itemOf), adminId), total),
    waiting: {
      comment: waitingOf('comment'),
      post: waitingOf('post'),
      profile: waitingOf('profile'),
    },
  };
}

export async function contentItem(db: Db, id: number, adminId: number | null) {
  const [row] = await select(db, eq(contentReviews.id, id), [], 1);
  if (!row) throw new ApiError(errors.contentReviewNotFound);
  const [item] = await withClaims(db, 'content', [itemOf(row)], adminId);
  return item!;
}

export async function claimContent(db: Db, actor: AdminActor, id: number) {
  const item = await contentItem(db, id, actor.id);
  if (item.status !== 'pending') throw new ApiError(errors.contentReviewDecided);
  return claimAudited(db, actor, 'content', {
    targetType: 'content-review',
    targetId: id,
    action: 'content.claim',
  });
}

const quote = (s: string) => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 30 ? `${one.slice(0, 30)}…` : one;
};

type Review = typeof contentReviews.$inferSelect;

/** The change in the owning module; what the record shows after it, and what to do once committed. */
async function apply(tx: DbOrTx, r: Review, approve: boolean) {
  if (r.kind === 'comment') {
    if (!approve) return { after: { commentHidden: await refuseHeldComment(tx, r.targetId) } };
    const published = await publishHeldComment(tx, r.targetId);
    return {
      after: { commentPublished: published !== null },
      announce: (ctx: AppContext) => published && announcePublishedComment(ctx, published),
    };
  }
  if (r.kind === 'post') {
    if (!approve) return { after: { postRemoved: await refuseHeldPost(tx, r.targetId) } };
    const published = await publishHeldPost(tx, r.targetId);
    return {
      after: { postPublished: published !== null },
      announce: (ctx: AppContext) => published && announcePublishedPost(ctx, published),
    };
  }
  if (approve) return { after: { kept: r.content } };
  if (r.kind === 'nickname')
    return { after: { nickName: await resetRefusedNickName(tx, r.userId, r.content) } };
  return {
    after: { portraitReset: await resetRefusedPortrait(tx, r.userId, r.content) },
  };
}

function refusalNotice(r: Review, reason: string, after: Record<string, unknown>) {
  const key = `content-review:${r.id}`;
  if (r.kind === 'comment')
    return {
      title: '你的评论未通过审核',
      body: `你的评论「${quote(r.content)}」未通过审核（${reason}），已被隐藏`,
      key,
    };
  if (r.kind === 'post')
    return {
      title: '你的帖子未通过审核',
      body: `你的帖子「${quote(r.content)}」未通过审核（${reason}），已被删除`,
      key,
    };
  if (r.kind === 'nickname')
    return {
      title: '你的昵称已被重置',
      body:
        typeof after.nickName === 'string'
          ? `你的昵称「${r.content}」不符合社区规范（${reason}），已改为「${after.nickName}」，可在个人资料中修改`
          : `你曾使用的昵称「${r.content}」不符合社区规范（${reason}）`,
      link: '/v/information',
      key,
    };
  return {
    title: '你的头像已被重置',
    body: `你更换的头像不符合社区规范（${reason}），已恢复为默认头像，可在个人资料中重新上传`,
    link: '/v/information',
    key,
  };
}

/** Approve or refuse one pending item: the claim first (refused while another admin holds it). */
export async function decideContent(
  ctx: AppContext,
  actor: AdminActor,
  id: number,
  approve: boolean,
  reason: string,
) {
  const { db } = ctx;
  const item = await contentItem(db, id, actor.id);
  if (item.status !== 'pending') throw new ApiError(errors.contentReviewDecided);
  await claimItem(db, 'content', id, actor);
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(contentReviews)
      .set({
        status: approve ? 'approved' : 'rejected',
        reason,
        decidedAt: new Date(),
        decidedBy: actor.id,
        decidedUsername: actor.username,
      })
      .where(and(eq(contentReviews.id, id), eq(contentReviews.status, 'pending')))
      .returning();
    // Two decisions at once: the second finds it decided.
    if (!row) throw new ApiError(errors.contentReviewDecided);
    const effect = await apply(tx, row, approve);
    await audit(
      { db: tx, actor },
      {
        action: approve ? 'content.approve' : 'content.reject',
        targetType: `content-${row.kind}`,
        targetId: row.targetId,
        before: {
          reviewId: id,
          status: 'pending',
          userId: row.userId,
          content: row.content,
          ...(row.previous ? { previous: row.previous } : {}),
        },
        after: { reviewId: id, status: row.status, ...effect.after },
        reason,
      },
    );
    return { row, effect };
  });
  await releaseClaim(db, 'content', id);
  await done.effect.announce?.(ctx);
  if (!approve) {
    await tellSystem(ctx, {
      userId: done.row.userId,
      ...refusalNotice(done.row, reason, done.effect.after),
    });
  }
  return contentItem(db, id, actor.id);
}
