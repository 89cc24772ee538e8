// Calls of writing headlines (写文章, /v/new): anchors and experts save drafts, submit them for review,
// list their own articles in every status and withdraw them. Operators publish with the operator CLI.
import { z } from 'zod';
import { defineCall } from '../call';
import { int, text } from '../wire';

export const ARTICLE_TITLE_MAX = 60;
export const ARTICLE_SUMMARY_MAX = 120;
/** Characters of body HTML: a long feature with pictures is ~30 000; more is not an article. */
export const ARTICLE_BODY_MAX_CHARS = 100_000;

/** An article's life: the author writes (draft), submits (review), an operator publishes; either withdraws. */
export const articleStatuses = {
  draft: '草稿',
  review: '审核中',
  published: '已发布',
  withdrawn: '已撤回',
} as const;
export type ArticleStatusName = keyof typeof articleStatuses;

/** The author may edit an article that no reader or operator is looking at. */
export const editableStatuses: readonly ArticleStatusName[] = ['draft', 'withdrawn'];
/** The author may pull back what is in review (back to a draft) or published (withdrawn). */
export const withdrawableStatuses: readonly ArticleStatusName[] = ['review', 'published'];

const id = () => int().pipe(z.number().int().min(1).max(2_147_483_647));

/** An image this site stored: the cover or a picture in the body comes through the upload call. */
export const uploadedImageUrl = z
  .string()
  .max(300)
  .regex(
    /^(https?:\/\/[^/\s]+)?(\/[\w.-]+)*\/uploads\/[\w-]{22}\.(png|jpg|webp)$/,
    '封面须是本站上传的图片',
  );

export const articleDraft = z.object({
  /** Absent: a new article; present: the author's own draft (or withdrawn article) to update. */
  id: id().optional(),
  title: text(ARTICLE_TITLE_MAX, 1).describe(`标题，1-${ARTICLE_TITLE_MAX} 字`),
  summary: text(ARTICLE_SUMMARY_MAX)
    .optional()
    .describe(`摘要，最多 ${ARTICLE_SUMMARY_MAX} 字；不填时取正文开头`),
  body: z
    .string()
    .max(ARTICLE_BODY_MAX_CHARS, `正文过长，最多 ${ARTICLE_BODY_MAX_CHARS / 1000}K 字符（含排版）`)
    .describe('正文 HTML；服务端按白名单净化后保存'),
  columnNo: text(32, 1).regex(/^[\w-]+$/, '栏目编号格式不正确'),
  categoryId: id().nullable().optional(),
  matchId: id().nullable().optional().describe('关联的比赛（足球或篮球）'),
  cover: uploadedImageUrl.or(z.literal('')).optional().describe('封面；不填时用系统绘制的封面'),
});
export type ArticleDraft = z.input<typeof articleDraft>;

/** The author's own article, in any status, with everything the editor needs to open it again. */
export const myArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  body: z.string(),
  columnNo: z.string(),
  columnName: z.string(),
  categoryId: z.number().int().nullable(),
  matchId: z.number().int().nullable(),
  status: z.enum(['draft', 'review', 'published', 'withdrawn']),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  viewCount: z.number().int(),
});
export type MyArticle = z.output<typeof myArticle>;

const savedArticle = z.object({
  id: z.number().int(),
  status: z.enum(['draft', 'review', 'published', 'withdrawn']),
  updatedAt: z.string(),
});

export const newsArticleSave = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/info/my/save',
  summary: '保存草稿：新建，或更新自己的草稿（已撤回的文章保存后回到草稿）；仅主播和专家',
  tag: 'news',
  auth: 'required',
  encoding: 'json',
  body: articleDraft,
  response: savedArticle,
});

export const newsArticleSubmit = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/info/my/submit',
  summary: '提交审核：保存后进入审核中，运营审核通过即发布；仅主播和专家',
  tag: 'news',
  auth: 'required',
  encoding: 'json',
  body: articleDraft,
  successMsg: '已提交审核',
  response: savedArticle,
});

export const newsMyArticles = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/info/my/articles',
  summary: '我的文章：全部状态，最近修改的在前（不含正文）',
  tag: 'news',
  auth: 'required',
  query: z.object({
    page: int().pipe(z.number().int().min(1).max(10_000)).default(1),
    pageSize: int().pipe(z.number().int().min(1).max(50)).default(20),
  }),
  response: z.object({
    list: z.array(myArticle.omit({ body: true })),
    total: z.number().int().min(0),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const newsMyArticle = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/info/my/article/{id}',
  summary: '我的一篇文章（任何状态，含正文），用于继续编辑',
  tag: 'news',
  auth: 'required',
  params: z.object({ id: id() }),
  response: myArticle,
});

export const newsArticleWithdraw = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/info/my/withdraw',
  summary: '撤回自己的文章：审核中的回到草稿，已发布的下线（保留，可修改后重新提交）',
  tag: 'news',
  auth: 'required',
  encoding: 'json',
  body: z.object({ id: id() }),
  successMsg: '已撤回',
  response: savedArticle,
});
