// Calls of the operator console's 内容审核 desk: one queue over held news comments, posts that hit the sensitive
// words, flagged nick names and changed avatars (tabs 评论 / 帖子 / 昵称头像), with claim, approve, reject with a
// reason and the history; and the 新闻评论先审 switch.
import { z } from 'zod';
import { int, text } from '../wire';
import { ADMIN_PAGE_SIZE_MAX, type AdminCall, defineAdminCall } from './admin';
import { REVIEW_REASON_MAX, reviewClaim } from './admin-review';

/** What an item is: a news comment, a post, a nick name, an avatar. */
export const contentKinds = ['comment', 'post', 'nickname', 'avatar'] as const;
export type ContentKind = (typeof contentKinds)[number];
/** The desk's tabs: nick names and avatars share one. */
export const contentTabs = ['comment', 'post', 'profile'] as const;
export type ContentTab = (typeof contentTabs)[number];
export const contentStates = ['pending', 'approved', 'rejected'] as const;

/** Refusal reasons by tab (the operator may type their own). */
export const contentReasonTemplates: Record<ContentTab, readonly string[]> = {
  comment: ['含广告或引流信息', '辱骂或人身攻击', '色情低俗', '涉政敏感', '与文章无关的灌水'],
  post: ['含广告或引流信息', '辱骂或人身攻击', '色情低俗', '涉政敏感', '赌球或博彩推广'],
  profile: [
    '昵称含违规词',
    '昵称冒充官方或他人',
    '头像含色情低俗内容',
    '头像含广告或二维码',
    '头像涉政敏感',
  ],
};

const id = () => int().pipe(z.number().int().positive().max(2_147_483_647));

export const contentReviewItem = z.object({
  id: z.number().int(),
  kind: z.enum(contentKinds),
  /** The comment's or post's id; the user's id for a nick name or avatar. */
  targetId: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  /** The text as stored (sensitive words starred), the new nick name, or the avatar's URL. */
  content: z.string(),
  /** The nick name or avatar before the change. */
  previous: z.string(),
  /** The listed words it hit. */
  hits: z.array(z.string()),
  /** Where readers see it (a news article, a post, the user's space), or ''. */
  link: z.string(),
  status: z.enum(contentStates),
  reason: z.string(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  decidedUsername: z.string(),
  claim: reviewClaim.nullable(),
});
export type ContentReviewItem = z.output<typeof contentReviewItem>;

export const contentSettings = z.object({
  /** 新闻评论先审: new news comments wait for an operator before readers see them. */
  newsCommentPreReview: z.boolean(),
});
export type ContentSettings = z.output<typeof contentSettings>;

const common = {
  host: 'api',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'content.review' },
} as const;

const reasonBody = (required: boolean) =>
  z.object({ reason: required ? text(REVIEW_REASON_MAX, 1) : text(REVIEW_REASON_MAX).default('') });

export const contentReviewCalls = {
  list: defineAdminCall({
    ...common,
    method: 'GET',
    path: '/admin/content',
    summary:
      '内容审核：按标签（评论、帖子、昵称头像）与状态分页（待审核最早的在前，已处理最新的在前）',
    query: z.object({
      tab: z.enum(contentTabs).default('comment'),
      status: z.enum(contentStates).default('pending'),
      userId: id().optional(),
      page: int().pipe(z.number().int().min(1).max(100_000)).default(1),
      pageSize: int().pipe(z.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX)).default(20),
    }),
    response: z.object({
      list: z.array(contentReviewItem),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
      /** Items waiting in each tab, for the tab labels. */
      waiting: z.object({
        comment: z.number().int(),
        post: z.number().int(),
        profile: z.number().int(),
      }),
    }),
  }),
  claim: defineAdminCall({
    ...common,
    method: 'POST',
    path: '/admin/content/{id}/claim',
    summary: '内容审核：认领',
    encoding: 'json',
    params: z.object({ id: id() }),
    body: z.object({}),
    response: reviewClaim,
  }),
  approve: defineAdminCall({
    ...common,
    method: 'POST',
    path: '/admin/content/{id}/approve',
    summary: '内容审核：通过（评论、帖子随即发布；昵称头像保留）',
    encoding: 'json',
    params: z.object({ id: id() }),
    body: reasonBody(false),
    response: contentReviewItem,
  }),
  reject: defineAdminCall({
    ...common,
    method: 'POST',
    path: '/admin/content/{id}/reject',
    summary: '内容审核：驳回（评论、帖子隐藏；昵称、头像恢复默认），原因通过消息中心告知用户',
    encoding: 'json',
    params: z.object({ id: id() }),
    body: reasonBody(true),
    response: contentReviewItem,
  }),
  settings: defineAdminCall({
    ...common,
    method: 'GET',
    path: '/admin/content/settings',
    summary: '内容审核：开关（新闻评论先审）',
    response: contentSettings,
  }),
  saveSettings: defineAdminCall({
    ...common,
    method: 'POST',
    path: '/admin/content/settings',
    summary: '内容审核：修改开关，各服务进程数秒内生效，无需重启',
    encoding: 'json',
    body: contentSettings.extend({ reason: text(200).default('') }),
    response: contentSettings,
  }),
};

export const contentAdminCalls: AdminCall[] = Object.values(contentReviewCalls);
