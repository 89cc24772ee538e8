// Calls for adverts, banners and posters by place (spec §3 Advert/banner, §7 inform and /api/banner/list).
import { z } from 'zod';
import { defineCall } from '../call';

/** jumpType 1 opens an internal page; any other value opens outerLink in a new window (spec §2). */
export const JUMP_INNER_PAGE = 1;

/** innerPageId 1-10 in the order of spec §2; ids 4, 5, 7 and 10 append targetId to the path. */
export const innerPageIds = {
  1: '网站首页',
  2: '足球',
  3: '篮球',
  4: '足球直播',
  5: '篮球直播',
  6: '有料',
  7: '专家主页',
  8: '空',
  9: '全部直播',
  10: '直播间',
} as const;

/** A place code names where adverts show: letters, digits, '_' and '-'. */
export const placeCode = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? '必填' : '应为字符串') })
    .trim()
    .min(1, '必填')
    .max(64, '最多 64 个字')
    .regex(/^[A-Za-z0-9_-]+$/, '只能包含字母、数字、下划线和连字符');

export const advertItem = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string().describe('图片地址：站内路径或绝对 URL'),
  jumpType: z.number().int().describe('1 打开站内页面 innerPageId，其他值在新窗口打开 outerLink'),
  innerPageId: z.number().int().min(1).max(10).nullable().describe('站内页面 1-10（见规格 §2）'),
  targetId: z.string().nullable().describe('innerPageId 为 4、5、7、10 时附加在路径末尾'),
  outerLink: z.string().nullable().describe('外部链接或站内路径'),
});

export type AdvertItem = z.output<typeof advertItem>;

export const advertList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/advert/v2/adv',
  summary: '某广告位当前投放中的广告（按排序）',
  tag: 'advert',
  auth: 'none',
  query: z.object({ placeCode: placeCode().describe('广告位编码，如 home_right、float_activity') }),
  response: z.array(advertItem),
});

export const posterCateList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/poster/v2/cate/list',
  summary: '某海报位的海报，按分类分组',
  tag: 'advert',
  auth: 'none',
  query: z.object({ placeCode: placeCode().describe('海报位编码，如 home_poster') }),
  response: z.array(
    z.object({
      cateId: z.number().int(),
      cateName: z.string(),
      posters: z.array(advertItem),
    }),
  ),
});

export const bannerList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/banner/list',
  summary: '轮播图（默认首页 home）',
  tag: 'advert',
  auth: 'none',
  query: z.object({
    placeCode: placeCode().default('home').describe('轮播位编码，默认 home'),
  }),
  response: z.array(advertItem),
});
