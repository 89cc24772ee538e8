// Calls of the operator console's 广告与海报 desk: the adverts of each place the site shows (banners, side
// adverts, the floating activity, posters with their categories), created, edited, switched on and off, timed,
// ordered and deleted; an image upload for them. Every write is audited and pushed as advert.changed.
import { z } from 'zod';
import { int, text } from '../wire';
import { type AdminCall, defineAdminCall } from './admin';
import { innerPageIds, JUMP_INNER_PAGE } from './advert';

/** The places the public site shows, with the shape their pictures are drawn in (for the preview). */
export const advertPlaces = {
  home: { label: '首页轮播图', shape: 'banner', note: '首页焦点图，3:1，桌面高 400 像素' },
  home_right: {
    label: '首页右侧广告',
    shape: 'side',
    note: '轮播图右侧，300 像素宽，两张平分高度',
  },
  float_activity: { label: '悬浮活动', shape: 'float', note: '右侧悬浮栏「活动」入口，取第一条' },
  home_poster: { label: '首页海报', shape: 'poster', note: '首页底部，按分类分组，6:5' },
} as const;
export type AdvertPlaceCode = keyof typeof advertPlaces;
export const advertPlaceCodes = Object.keys(advertPlaces) as [
  AdvertPlaceCode,
  ...AdvertPlaceCode[],
];
/** Posters are grouped under categories; the other places have none. */
export const placeHasCategories = (place: AdvertPlaceCode) =>
  advertPlaces[place].shape === 'poster';

/** Pages of spec §2 that show one thing and so take targetId as their last path segment. */
export const pagesWithTarget: ReadonlySet<number> = new Set([4, 5, 7, 10]);
export const JUMP_OUTER_LINK = 2;

/** Links the site may open: web addresses and its own paths (never javascript:, data:, or //host). */
// Case as written: the database's CHECK (adverts_outer_link_safe) compares case-sensitively too.
export const safeLinkPattern = /^(https?:\/\/[^\s]+|\/([^/\s][^\s]*)?)$/;

export type AdvertJumpProblem = 'innerPage' | 'target' | 'outerLink';

/**
 * What is wrong with a jump (spec §2), or null: the form shows it before saving, the server refuses it with its
 * own code. The database's CHECKs say the same, last.
 */
export function advertJumpProblem(jump: {
  jumpType: number;
  innerPageId?: number | null;
  targetId?: string | null;
  outerLink?: string | null;
}): AdvertJumpProblem | null {
  if (jump.jumpType === JUMP_INNER_PAGE) {
    const id = jump.innerPageId;
    if (id == null || !Number.isInteger(id) || id < 1 || id > 10) return 'innerPage';
    if (pagesWithTarget.has(id) && !jump.targetId?.trim()) return 'target';
    return null;
  }
  const link = jump.outerLink?.trim() ?? '';
  return safeLinkPattern.test(link) ? null : 'outerLink';
}

export const advertJumpMessages: Record<AdvertJumpProblem, string> = {
  innerPage: '站内页面应为 1-10 之一',
  target: '该页面需要填写目标 ID（比赛、专家或直播间的编号）',
  outerLink: '外部链接只能是 http(s):// 开头的网址或以 / 开头的站内路径',
};

export { innerPageIds };

const id = () => int().pipe(z.number().int().positive().max(2_147_483_647));
const reason = text(200).default('');
const stamp = () => z.number().int().min(0).max(8_640_000_000_000).nullable();

export const adminAdvert = z.object({
  id: z.number().int(),
  placeCode: z.string(),
  cateId: z.number().int().nullable(),
  title: z.string(),
  imageUrl: z.string(),
  jumpType: z.number().int(),
  innerPageId: z.number().int().nullable(),
  targetId: z.string().nullable(),
  outerLink: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  startAt: z.number().int().nullable().describe('投放开始（Unix 毫秒），空为立即'),
  endAt: z.number().int().nullable().describe('投放结束（Unix 毫秒），空为长期'),
  /** Shown on the site now: enabled and inside its window. */
  live: z.boolean(),
  createdAt: z.number().int(),
});
export type AdminAdvert = z.output<typeof adminAdvert>;

export const adminAdvertCategory = z.object({
  id: z.number().int(),
  placeCode: z.string(),
  name: z.string(),
  sort: z.number().int(),
  posters: z.number().int().describe('该分类下的海报数'),
});
export type AdminAdvertCategory = z.output<typeof adminAdvertCategory>;

const placeOf = () =>
  z.enum(advertPlaceCodes, { error: '未知的广告位' }).describe('广告位：home、home_right 等');

export const adminAdvertList = defineAdminCall({
  host: 'api',
  method: 'GET',
  path: '/admin/adverts',
  summary: '某广告位的全部广告（含停用和不在投放期的）及海报分类',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  query: z.object({ placeCode: placeOf() }),
  response: z.object({
    list: z.array(adminAdvert),
    categories: z.array(adminAdvertCategory),
    at: z.number().int(),
  }),
});

/** The fields an operator edits; the jump rule is checked by advertJumpProblem (clear codes), not here. */
export const advertFields = z.object({
  title: text(64, 1),
  imageUrl: text(500, 1),
  jumpType: int().pipe(
    z.union([z.literal(JUMP_INNER_PAGE), z.literal(JUMP_OUTER_LINK)], {
      error: 'jumpType 应为 1（站内页面）或 2（外部链接）',
    }),
  ),
  innerPageId: int().nullable().default(null),
  targetId: text(64).nullable().default(null),
  outerLink: text(500).nullable().default(null),
  cateId: id().nullable().default(null),
  enabled: z.boolean().default(true),
  startAt: stamp().default(null),
  endAt: stamp().default(null),
});
export type AdvertFields = z.input<typeof advertFields>;

export const adminAdvertCreate = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/adverts',
  summary: '新增广告、轮播图或海报（排在该位置最后）',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  body: advertFields.extend({ placeCode: placeOf(), reason }),
  response: adminAdvert,
});

export const adminAdvertUpdate = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/adverts/{id}',
  summary: '修改广告（标题、图片、跳转、分类、开关与投放期）',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  params: z.object({ id: id() }),
  body: advertFields.extend({ reason }),
  response: adminAdvert,
});

export const adminAdvertEnable = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/adverts/{id}/enabled',
  summary: '启用或停用广告',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  params: z.object({ id: id() }),
  body: z.object({ enabled: z.boolean(), reason }),
  response: adminAdvert,
});

const direction = z.enum(['up', 'down'], { error: '方向应为 up 或 down' });

export const adminAdvertMove = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/adverts/{id}/move',
  summary: '上移或下移广告（海报在其分类内）',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  params: z.object({ id: id() }),
  body: z.object({ direction, reason }),
  response: z.object({ list: z.array(adminAdvert) }),
});

export const adminAdvertDelete = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/adverts/{id}/delete',
  summary: '删除广告',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  params: z.object({ id: id() }),
  body: z.object({ reason }),
  response: z.object({ id: z.number().int() }),
});

export const adminAdvertCategoryCreate = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/advert-categories',
  summary: '新增海报分类（排在最后）',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  body: z.object({ placeCode: placeOf(), name: text(20, 1), reason }),
  response: adminAdvertCategory,
});

export const adminAdvertCategoryRename = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/advert-categories/{id}',
  summary: '重命名海报分类',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  params: z.object({ id: id() }),
  body: z.object({ name: text(20, 1), reason }),
  response: adminAdvertCategory,
});

export const adminAdvertCategoryMove = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/advert-categories/{id}/move',
  summary: '上移或下移海报分类',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  params: z.object({ id: id() }),
  body: z.object({ direction, reason }),
  response: z.object({ categories: z.array(adminAdvertCategory) }),
});

export const adminAdvertCategoryDelete = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/advert-categories/{id}/delete',
  summary: '删除海报分类（分类下须已没有海报）',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  params: z.object({ id: id() }),
  body: z.object({ reason }),
  response: z.object({ id: z.number().int() }),
});

/** An advert picture in one JSON body under the site's 1 MiB body limit: about 700 KB of image. */
export const ADVERT_UPLOAD_MAX_CHARS = 960_000;

export const adminAdvertUpload = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/adverts/upload',
  summary:
    '上传广告图片（PNG/JPEG/WebP，不超过约 700 KB，与用户上传相同的检查与重新编码），返回图片地址',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  body: z.object({
    file: z
      .string()
      .min(1, '请选择图片')
      .max(ADVERT_UPLOAD_MAX_CHARS, '图片不能超过约 700 KB')
      .describe('data:image/png;base64,… 或纯 Base64'),
  }),
  response: z.object({ url: z.string() }),
});

export const advertsAdminCalls: AdminCall[] = [
  adminAdvertList,
  adminAdvertCreate,
  adminAdvertUpdate,
  adminAdvertEnable,
  adminAdvertMove,
  adminAdvertDelete,
  adminAdvertCategoryCreate,
  adminAdvertCategoryRename,
  adminAdvertCategoryMove,
  adminAdvertCategoryDelete,
  adminAdvertUpload,
];
