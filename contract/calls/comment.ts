// The shared comment calls (news now, community posts later). The list is spec §7 News'
// /inform/info/comment/list/byPost; writing and liking use spec §7 Community's /inform/comment/reply and
// /inform/comment/like/{id}, which one comment model serves for every target.
import { z } from 'zod';
import { defineCall } from '../call';
import { int, text } from '../wire';

/** What a comment is on: 1 a news article, 2 a community post. */
export const COMMENT_TARGET_NEWS = 1;
export const COMMENT_TARGET_POST = 2;
export const COMMENT_MAX_LENGTH = 500;
export const COMMENT_PAGE_SIZE = 20;

const id = () => int().pipe(z.number().int().min(1).max(2_147_483_647));

export const commentWriter = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
});

export const commentReply = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  content: z.string(),
  user: commentWriter,
  replyTo: commentWriter.nullable(),
  ipRegion: z.string().describe('IP属地：省份，或 未知'),
  likeCount: z.number().int(),
  liked: z.boolean(),
  createdAt: z.string(),
  /** Held for the operators (新闻评论先审): only its writer gets it, shown as 审核中. */
  pending: z.boolean().optional(),
});

export const commentItem = commentReply.extend({
  replyCount: z.number().int(),
  /** The first few replies; the rest come with a later page. */
  replies: z.array(commentReply),
});

export const newsCommentList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/info/comment/list/byPost',
  summary: '文章的评论，最热（点赞多的在前）或最新，每条带前 3 条回复',
  tag: 'comment',
  auth: 'optional',
  query: z.object({
    postId: id().describe('文章 id'),
    sort: z.enum(['hot', 'new']).default('hot'),
    page: int().pipe(z.number().int().min(1).max(10_000)).default(1),
    pageSize: int().pipe(z.number().int().min(1).max(50)).default(COMMENT_PAGE_SIZE),
  }),
  response: z.object({
    list: z.array(commentItem),
    total: z.number().int().min(0),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const commentWrite = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/comment/reply',
  summary: '发表评论；带 parentId 时回复该评论（敏感词打码，限频，记录 IP属地）',
  tag: 'comment',
  auth: 'required',
  body: z.object({
    postId: id().describe('被评论对象的 id（type 1 文章，2 帖子）'),
    type: int()
      .pipe(z.union([z.literal(COMMENT_TARGET_NEWS), z.literal(COMMENT_TARGET_POST)]))
      .default(COMMENT_TARGET_NEWS),
    content: text(COMMENT_MAX_LENGTH, 1).describe(`1-${COMMENT_MAX_LENGTH} 字`),
    parentId: id().optional().describe('回复的评论 id'),
  }),
  response: commentReply,
});

export const commentLike = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/comment/like/{id}',
  summary: '点赞或取消点赞一条评论（每人一次，再点取消）',
  tag: 'comment',
  auth: 'required',
  changesState: true,
  params: z.object({ id: id() }),
  response: z.object({ liked: z.boolean(), likeCount: z.number().int() }),
});

export const commentReplies = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/comment/replies',
  summary: '一条评论下的全部回复，先回复的在前（列表只带前 3 条，其余由此加载）',
  tag: 'comment',
  auth: 'optional',
  query: z.object({
    commentId: id().describe('顶层评论 id'),
    page: int().pipe(z.number().int().min(1).max(10_000)).default(1),
    pageSize: int().pipe(z.number().int().min(1).max(50)).default(COMMENT_PAGE_SIZE),
  }),
  response: z.object({
    list: z.array(commentReply),
    total: z.number().int().min(0),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

/** Why a comment is reported: the reasons the operators sort their queue by. */
export const commentReportReasons = ['广告', '辱骂', '色情', '政治', '其他'] as const;

export const commentReport = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/comment/report',
  summary: '举报一条评论（不能举报自己的）；同一人再次举报同一条评论不重复记录，返回原举报',
  tag: 'comment',
  auth: 'required',
  encoding: 'json',
  body: z.object({
    commentId: id().describe('评论 id'),
    reason: z.enum(commentReportReasons, { error: '请选择举报原因' }),
    detail: text(200).optional().describe('补充说明，最多 200 字'),
  }),
  response: z.object({ id: z.number().int() }),
});
