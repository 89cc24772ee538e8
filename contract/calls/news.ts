// Calls of headlines (头条) — spec §7 "News", verbatim paths; list queries and collect as spec §3 names them.
import { z } from 'zod';
import { defineCall } from '../call';
import { flag, int, text } from '../wire';

/** spec §9: the news list pages by 30. */
export const NEWS_PAGE_SIZE = 30;
/** spec §3 collect type: 1 is a news article (other types come with their issues). */
export const COLLECT_TYPE_NEWS = 1;
export const authorKinds = { 1: '运营', 2: '主播', 3: '专家' } as const;

const id = () => int().pipe(z.number().int().min(1).max(2_147_483_647));
const pageNum = () => int().pipe(z.number().int().min(1).max(10_000)).default(1);
const pageSize = () =>
  int().pipe(z.number().int().min(1).max(50)).default(NEWS_PAGE_SIZE).describe('每页条数，默认 30');
const columnNo = () => text(32, 1).regex(/^[\w-]+$/, '栏目编号格式不正确');

export const newsColumn = z.object({
  id: z.number().int(),
  columnNo: z.string(),
  name: z.string(),
});

export const newsCategory = z.object({
  id: z.number().int(),
  columnNo: z.string(),
  name: z.string(),
});

export const newsAuthor = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  /** 1 运营, 2 主播, 3 专家 */
  kind: z.number().int(),
});

/** An article in a list: no body. Times are ISO strings (UTC); the client formats them (spec §9). */
export const newsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  columnNo: z.string(),
  columnName: z.string(),
  categoryId: z.number().int().nullable(),
  author: newsAuthor,
  publishedAt: z.string(),
  viewCount: z.number().int(),
  commentCount: z.number().int(),
});

export const newsDetailData = newsItem.extend({
  body: z.string().describe('净化后的 HTML'),
  teamIds: z.array(z.number().int()),
  competitionIds: z.array(z.number().int()),
  matchIds: z.array(z.number().int()),
  matches: z
    .array(z.object({ id: z.number().int(), sport: z.enum(['football', 'basketball']) }))
    .describe('标签中的比赛及其项目（库中存在的）'),
  collected: z.boolean().describe('当前用户是否已收藏（未登录为 false）'),
});

const newsPage = z.object({
  list: z.array(newsItem),
  total: z.number().int().min(0),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});

export const newsColumnByType = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/column/getColumnByType',
  summary: '按类型列出栏目（type=1 头条）',
  tag: 'news',
  auth: 'none',
  query: z.object({ type: int().pipe(z.number().int().min(1).max(99)).default(1) }),
  response: z.array(newsColumn),
});

export const newsListCategory = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/info/listCategory',
  summary: '栏目下的分类；不带 columnNo 时列出全部',
  tag: 'news',
  auth: 'none',
  body: z.object({ columnNo: columnNo().optional() }),
  response: z.array(newsCategory),
});

export const newsList = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/info/list',
  summary: '文章列表，最新发布的在前：按栏目、分类、作者或关键词筛选，每页 30 条',
  tag: 'news',
  auth: 'none',
  encoding: 'json',
  body: z.object({
    columnNo: columnNo().optional(),
    categoryId: id().optional(),
    keyword: text(40).optional().describe('标题或摘要中的关键词'),
    authorId: id().optional(),
    pageParam: z
      .object({ pageNum: pageNum(), pageSize: pageSize() })
      .strict()
      .default({ pageNum: 1, pageSize: NEWS_PAGE_SIZE }),
  }),
  response: newsPage,
});

export const newsDetail = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/info/detail/{id}',
  summary: '文章详情（每次打开计一次阅读）；撤回或未发布的文章不存在',
  tag: 'news',
  auth: 'optional',
  params: z.object({ id: id() }),
  response: newsDetailData,
});

export const newsRecDetail = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/info/rec-detail',
  summary: '相关文章：同标签（球队、赛事、比赛）或同栏目的最新文章',
  tag: 'news',
  auth: 'none',
  query: z.object({
    id: id(),
    limit: int().pipe(z.number().int().min(1).max(20)).default(6),
  }),
  response: z.array(newsItem),
});

export const newsBanner = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/info/banner',
  summary: '头条轮播：运营挑选的文章，按顺序',
  tag: 'news',
  auth: 'none',
  query: z.object({ limit: int().pipe(z.number().int().min(1).max(20)).default(5) }),
  response: z.array(newsItem),
});

export const newsCollect = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/info/collect',
  summary: '收藏（flag=1）或取消收藏（flag=0）；重复操作结果不变',
  tag: 'news',
  auth: 'required',
  changesState: true,
  query: z.object({
    collectId: id(),
    flag: flag(),
    type: int().pipe(z.literal(COLLECT_TYPE_NEWS)).default(COLLECT_TYPE_NEWS),
  }),
  response: z.object({ collected: z.boolean() }),
});

export const newsMyCollect = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/info/my/collect',
  summary: '我收藏的文章，最近收藏的在前',
  tag: 'news',
  auth: 'required',
  query: z.object({
    type: int().pipe(z.literal(COLLECT_TYPE_NEWS)).default(COLLECT_TYPE_NEWS),
    page: pageNum(),
    pageSize: pageSize(),
  }),
  response: newsPage,
});

export const newsRecommend = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/info/recommend',
  summary: '推荐文章：运营推荐的在前，再按阅读数补足（热门）',
  tag: 'news',
  auth: 'none',
  body: z.object({
    columnNo: columnNo().optional(),
    limit: int().pipe(z.number().int().min(1).max(30)).default(10),
  }),
  response: z.array(newsItem),
});
