// The notices other modules send, one function each: the words and links of every message live here, so a
// writer's hook is one line. None of them throws (see notify.ts).
import type { MessageDeps } from './deps';
import { followersOf, notify, notifyAll, reserversOf } from './notify';

interface Someone {
  id: number;
  nickName: string;
}

const quote = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, 200);

/** Someone followed a user: 新粉丝, once per follower (re-following does not notify again). */
export const tellNewFan = (deps: MessageDeps, fan: Someone, userId: number) =>
  notify(deps, {
    userId,
    kind: 'follow',
    actorId: fan.id,
    title: `${fan.nickName} 关注了你`,
    body: '',
    link: `/personal/${fan.id}`,
    dedupeKey: `fan:${fan.id}`,
  });

/** A reply to my comment (news, posts…), or a comment on my post. */
export const tellReply = (
  deps: MessageDeps,
  n: {
    userId: number;
    by: Someone;
    commentId: number;
    content: string;
    link: string;
    onPost?: boolean;
  },
) =>
  notify(deps, {
    userId: n.userId,
    kind: 'reply',
    actorId: n.by.id,
    title: n.onPost ? `${n.by.nickName} 评论了你的帖子` : `${n.by.nickName} 回复了你的评论`,
    body: quote(n.content),
    link: n.link,
    dedupeKey: `comment:${n.commentId}`,
  });

/** A like of my post (taking it back and liking again does not notify twice). */
export const tellPostLike = (
  deps: MessageDeps,
  n: { userId: number; by: Someone; postId: number; postTitle?: string },
) =>
  notify(deps, {
    userId: n.userId,
    kind: 'like',
    actorId: n.by.id,
    title: `${n.by.nickName} 赞了你的帖子`,
    body: quote(n.postTitle ?? ''),
    link: `/community/${n.postId}`,
    dedupeKey: `post:${n.postId}:${n.by.id}`,
  });

/** An anchor went live: every follower (bulk), once per broadcast. */
export const tellAnchorLive = (
  deps: MessageDeps,
  n: { anchor: Someone; roomId: number; title: string; liveAt: Date },
) =>
  notifyAll(deps, followersOf(n.anchor.id), {
    kind: 'live',
    actorId: n.anchor.id,
    title: `你关注的主播 ${n.anchor.nickName} 开播了`,
    body: n.title,
    link: `/live/room/${n.roomId}`,
    dedupeKey: `room:${n.roomId}:${n.liveAt.getTime()}`,
  });

/** A reserved match kicked off: everyone who reserved it (bulk), once per match. */
export const tellMatchStarted = (
  deps: MessageDeps,
  n: {
    matchId: number;
    matchType: 'football' | 'basketball';
    home: string;
    away: string;
    /** Nick names of the anchors showing it, if any. */
    anchors: string[];
  },
) =>
  notifyAll(deps, reserversOf(n.matchId), {
    kind: 'reserve',
    title: `你预约的比赛开赛了：${n.home} vs ${n.away}`,
    body:
      n.anchors.length > 0
        ? `${n.anchors.slice(0, 3).join('、')}${n.anchors.length > 3 ? ' 等' : ''} 正在直播这场比赛，快去围观`
        : '比赛已经开始，点击查看实时比分和文字直播',
    link: `/${n.matchType}/live/${n.matchId}`,
    dedupeKey: `match:${n.matchId}`,
  });

const planResultWords = { red: '红单', black: '黑单', go: '走盘', void: '作废' } as const;

/** An expert plan I bought settled. */
export const tellPlanSettled = (
  deps: MessageDeps,
  n: {
    userId: number;
    planId: number;
    code: string;
    title: string;
    result: keyof typeof planResultWords;
    refunded: number;
  },
) =>
  notify(deps, {
    userId: n.userId,
    kind: 'settle',
    title: `你购买的方案已结算：${planResultWords[n.result]}`,
    body: `《${n.title}》${n.refunded > 0 ? `，已退还 ${n.refunded} 球钻` : ''}`,
    link: `/guide/expert/plan?code=${encodeURIComponent(n.code)}`,
    dedupeKey: `plan:${n.planId}`,
  });

/** A withdrawal was approved (paid) or rejected (refunded). */
export const tellWithdrawal = (
  deps: MessageDeps,
  n: { userId: number; withdrawalId: number; approved: boolean; amount: string; reason?: string },
) =>
  notify(deps, {
    userId: n.userId,
    kind: 'settle',
    title: n.approved ? '提现已到账' : '提现未通过审核',
    body: n.approved
      ? `你申请的 ${n.amount} 元提现已打款，请注意查收`
      : `你申请的 ${n.amount} 元提现未通过审核${n.reason ? `（${quote(n.reason)}）` : ''}，已退回账户`,
    link: '/v/cashout',
    dedupeKey: `withdrawal:${n.withdrawalId}`,
  });

/** A report I filed was handled. */
const reportedThing = { comment: '评论', post: '帖子', room: '直播间' } as const;

export const tellReportHandled = (
  deps: MessageDeps,
  n: {
    userId: number;
    what: 'comment' | 'post' | 'room';
    reportId: number;
    upheld: boolean;
    link?: string;
  },
) =>
  notify(deps, {
    userId: n.userId,
    kind: 'report',
    title: '你的举报已处理',
    body: n.upheld
      ? `你举报的${reportedThing[n.what]}经核实违反社区规范，已被处理，感谢你的反馈`
      : `你举报的${reportedThing[n.what]}经核实暂未发现违规，感谢你的反馈`,
    link: n.upheld ? '' : (n.link ?? ''),
    dedupeKey: `${n.what}-report:${n.reportId}`,
  });

/** A notice of the site to one user. */
export const tellSystem = (
  deps: MessageDeps,
  n: { userId: number; title: string; body: string; link?: string; key: string },
) =>
  notify(deps, {
    userId: n.userId,
    kind: 'system',
    title: n.title,
    body: n.body,
    link: n.link ?? '',
    dedupeKey: n.key,
  });
