// Calls of the operator console's 新闻文章 desk: every article whatever its status, filtered by column, author and
// status; take one down (下架, gone for readers) or put it back (恢复上架) with a reason; pin it to the headline
// (头条焦点图) or unpin it. Writing an official article is the site's own writer (/v/new), not a call here.
import { z } from 'zod';
import { int, text } from '../wire';
import { ADMIN_PAGE_SIZE_MAX, type AdminCall, defineAdminCall } from './admin';

export const newsStatuses = {
  draft: '草稿',
  review: '待审核',
  published: '已发布',
  withdrawn: '已下架',
} as const;
export type NewsStatus = keyof typeof newsStatuses;
const statuses = Object.keys(newsStatuses) as [NewsStatus, ...NewsStatus[]];

const id = () => int().pipe(z.number().int().positive().max(2_147_483_647));

export const adminNewsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(statuses),
  columnNo: z.string(),
  columnName: z.string(),
  authorId: z.number().int(),
  nickName: z.string(),
  authorKind: z.number().int().describe('1 运营 2 主播 3 专家'),
  viewCount: z.number().int(),
  pinned: z.boolean().describe('在头条焦点图中'),
  publishedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type AdminNewsItem = z.output<typeof adminNewsItem>;

export const adminNewsList = defineAdminCall({
  host: 'api',
  method: 'GET',
  path: '/admin/news',
  summary: '全部文章（任意状态），按栏目、作者、状态筛选',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'content.review' },
  query: z.object({
    columnNo: text(32).optional(),
    authorId: id().optional(),
    status: z
      .enum(statuses, { error: '状态应为 draft、review、published 或 withdrawn' })
      .optional(),
    keyword: text(50).optional(),
    page: int().pipe(z.number().int().min(1).max(100_000)).default(1),
    pageSize: int().pipe(z.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX)).default(20),
  }),
  response: z.object({
    list: z.array(adminNewsItem),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    columns: z.array(z.object({ columnNo: z.string(), name: z.string() })),
  }),
});

export const adminNewsTakeDown = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/news/{id}/take-down',
  summary: '下架文章（读者看不到，打开为 404），须填写原因',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'content.review' },
  encoding: 'json',
  params: z.object({ id: id() }),
  body: z.object({ reason: text(200, 1) }),
  response: adminNewsItem,
});

export const adminNewsRestore = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/news/{id}/restore',
  summary: '恢复上架（仅限运营下架的文章，作者自己撤回的不能恢复）',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'content.review' },
  encoding: 'json',
  params: z.object({ id: id() }),
  body: z.object({ reason: text(200, 1) }),
  response: adminNewsItem,
});

export const adminNewsPin = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/news/{id}/pin',
  summary: '置顶到头条焦点图，或取消置顶（仅已发布的文章）',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'content.review' },
  encoding: 'json',
  params: z.object({ id: id() }),
  body: z.object({ pinned: z.boolean(), reason: text(200).default('') }),
  response: adminNewsItem,
});

export const newsAdminCalls: AdminCall[] = [
  adminNewsList,
  adminNewsTakeDown,
  adminNewsRestore,
  adminNewsPin,
];
