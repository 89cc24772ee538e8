// Calls of the operator console's 礼物、贵族与分成 desk: the gift catalogue (add, edit, price, icon, order, on/off),
// the nobility tiers' monthly prices, and the platform's shares of gifts and plan sales. Every change names a
// reason, is audited with before/after, applies to the money moved after it and is pushed on the site channel.
import { z } from 'zod';
import { amountToUnits } from '../wallet-rules';
import { int, text } from '../wire';
import { type AdminCall, defineAdminCall } from './admin';

const id = () => int().pipe(z.number().int().positive().max(2_147_483_647));

/** The site's own gift artwork (public/gifts/): an operator picks one or leaves it to the gift's name. */
export const GIFT_ICON_SET = [
  'glow-stick',
  'flowers',
  'thumbs-up',
  'beer',
  'cheer',
  'football',
  'jersey',
  'whistle',
  'trophy',
  'sports-car',
  'yacht',
  'rocket',
].map((slug) => `/gifts/${slug}.svg`);

/** Where uploaded gift pictures are served, under the api host's base: `/gift-icons/<id>.<ext>`. */
export const GIFT_ICON_UPLOAD_PATH = '/gift-icons/';
/** An uploaded gift picture's data URL: small pictures only (about 300 KB of image). */
export const GIFT_ICON_MAX_CHARS = 400_000;

/** Shares are whole percents within these bounds: the site never gives all of a gift away, nor keeps all. */
export const SHARE_PERCENT_MIN = 0;
export const SHARE_PERCENT_MAX = 90;

/** An amount in 球钻 with at most two decimals (minor units are hundredths). */
const diamonds = (max: number) =>
  z
    .number()
    .positive('价格应大于 0')
    .max(max, `不能超过 ${max} 球钻`)
    .refine((v) => amountToUnits(v) !== null, '最多两位小数');

const reason = text(200, 1).describe('修改原因（记入审计日志）');

const giftFields = z.object({
  name: text(8, 1),
  price: diamonds(1_000_000).describe('单价（球钻）'),
  icon: z.string().max(300).describe('图标库中的地址；空为按礼物名的默认图'),
  animated: z.boolean().describe('大礼物：在视频上播放动画'),
  sort: z.number().int().min(0).max(100_000).describe('排序，小的在前'),
  enabled: z.boolean().describe('上架'),
});

export const catalogueGift = giftFields.extend({
  id: z.number().int(),
  /** What the room shows: the icon set, else the gift's own artwork. */
  iconUrl: z.string(),
});
export type CatalogueGift = z.output<typeof catalogueGift>;

export const catalogueTier = z.object({
  id: z.number().int(),
  name: z.string(),
  monthlyPrice: z.number(),
  defaultPrice: z.number(),
  privileges: z.array(z.string()),
});

export const sharesShape = z.object({
  giftAnchorPercent: z
    .number()
    .int('应为整数')
    .min(SHARE_PERCENT_MIN)
    .max(SHARE_PERCENT_MAX)
    .describe('主播得礼物价值的百分比（以球票计）'),
  expertSharePercent: z
    .number()
    .int('应为整数')
    .min(SHARE_PERCENT_MIN)
    .max(SHARE_PERCENT_MAX)
    .describe('专家得方案售价的百分比（以球票计）'),
});
export type SharesView = z.output<typeof sharesShape>;

export const adminCatalogue = defineAdminCall({
  host: 'api',
  method: 'GET',
  path: '/admin/catalogue',
  summary: '礼物、贵族与分成：礼物目录（含下架）、贵族月价、平台分成',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  response: z.object({
    gifts: z.array(catalogueGift),
    icons: z.array(z.string()),
    nobility: z.array(catalogueTier),
    shares: sharesShape,
    shareDefaults: sharesShape,
  }),
});

export const adminGiftAdd = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/catalogue/gifts',
  summary: '新增礼物',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  body: giftFields.extend({
    icon: giftFields.shape.icon.default(''),
    animated: z.boolean().default(false),
    sort: giftFields.shape.sort.default(0),
    enabled: z.boolean().default(true),
    reason,
  }),
  response: catalogueGift,
});

export const adminGiftEdit = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/catalogue/gifts/{giftId}',
  summary: '修改礼物（名称、价格、图标、动画、排序、上下架）；新价格只用于之后送出的礼物',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  params: z.object({ giftId: id() }),
  body: giftFields.partial().extend({ reason }),
  response: catalogueGift,
});

export const adminNobilityPrices = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/catalogue/nobility',
  summary: '修改贵族月价（名称与特权不变）；只用于之后的开通与续费',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  body: z.object({
    prices: z
      .array(
        z.object({
          tier: z.number().int().min(1).max(99),
          monthlyPrice: diamonds(10_000_000).describe('每月价格（球钻）'),
        }),
      )
      .min(1)
      .max(7),
    reason,
  }),
  response: z.object({ nobility: z.array(catalogueTier) }),
});

export const adminSharesSave = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/catalogue/shares',
  summary: '修改平台分成（主播礼物分成、专家方案分成）；只用于之后的礼物与方案销售',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  body: sharesShape.partial().extend({ reason }),
  response: z.object({ shares: sharesShape }),
});

export const adminGiftIconUpload = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/catalogue/icons',
  summary: '上传礼物图标（PNG/JPEG/WebP，重新编码并缩到 256 像素以内），返回图标地址',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  body: z.object({
    file: z
      .string()
      .min(1, '请选择图片')
      .max(GIFT_ICON_MAX_CHARS, '图标图片不能超过 300 KB')
      .describe('data:image/png;base64,… 或纯 Base64'),
  }),
  response: z.object({ url: z.string() }),
});

export const catalogueAdminCalls: AdminCall[] = [
  adminCatalogue,
  adminGiftAdd,
  adminGiftEdit,
  adminNobilityPrices,
  adminSharesSave,
  adminGiftIconUpload,
];
