// Calls of the operator console's live-room wall (every up room as a thumbnail, 切断直播 with a reason) and its
// site config (horn price, withdrawal limits, hot search words, sensitive words). Viewing the wall needs
// rooms.cut as acting on it does: the wall is the cutting desk, and a page names one duty.
import { z } from 'zod';
import { int, text } from '../wire';
import { type AdminCall, defineAdminCall } from './admin';
import { roomCard } from './room';
import { HOT_WORDS_MAX } from './search';

const id = () => int().pipe(z.number().int().positive().max(2_147_483_647));

/** The reasons offered when cutting a room; any other may be typed. */
export const ROOM_CUT_REASONS = [
  '违规内容',
  '涉赌',
  '版权投诉',
  '色情低俗',
  '政治敏感',
  '虚假宣传',
  '引流广告',
] as const;

export const wallRoom = roomCard.extend({
  upAt: z.number().int().nullable().describe('开播时间（Unix 毫秒）'),
  liveAt: z.number().int().nullable().describe('推流开始时间（Unix 毫秒），等待推流时为空'),
});
export type WallRoom = z.output<typeof wallRoom>;

export const adminRoomWall = defineAdminCall({
  host: 'api',
  method: 'GET',
  path: '/admin/rooms/wall',
  summary: '直播墙：所有开播中（直播或等待推流）的直播间',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'rooms.cut' },
  response: z.object({ list: z.array(wallRoom), at: z.number().int() }),
});

export const adminRoomCut = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/rooms/{roomId}/cut',
  summary: '切断直播：直播间下播、推流码作废、断开推流并通知主播',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'rooms.cut' },
  encoding: 'json',
  params: z.object({ roomId: id() }),
  body: z.object({ reason: text(200, 1) }),
  response: z.object({ roomId: z.number().int(), status: z.literal('offline') }),
});

/** The settings an operator may change, in the units people read (球钻, 球票, percent). */
export const siteSettingsShape = z.object({
  hornPrice: z.number().min(0).max(100_000).describe('全站喇叭单价（球钻）'),
  withdrawMin: z.number().min(1).max(1_000_000).describe('单笔最低提现（球票）'),
  withdrawDailyMax: z.number().min(1).max(100_000_000).describe('每日提现上限（球票）'),
  withdrawFeePercent: z.number().min(0).max(50).describe('提现手续费率（%）'),
  withdrawFeeMin: z.number().min(0).max(10_000).describe('最低手续费（球票）'),
});
export type SiteSettingsView = z.output<typeof siteSettingsShape>;

const hotWord = z.object({ word: z.string(), hot: z.boolean() });

export const adminSiteConfig = defineAdminCall({
  host: 'api',
  method: 'GET',
  path: '/admin/site',
  summary: '站点配置：喇叭价格、提现限额、热搜词与敏感词',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  response: z.object({
    settings: siteSettingsShape,
    defaults: siteSettingsShape,
    hotWords: z.array(hotWord),
    words: z.array(z.string()),
  }),
});

export const adminSiteSettingsSave = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/site/settings',
  summary: '保存站点配置（各进程即时生效）',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  body: siteSettingsShape
    .partial()
    .extend({ reason: text(200).default('') })
    .refine(
      (b) =>
        b.withdrawMin === undefined ||
        b.withdrawDailyMax === undefined ||
        b.withdrawMin <= b.withdrawDailyMax,
      {
        message: '单笔最低不能高于每日上限',
      },
    ),
  response: z.object({ settings: siteSettingsShape }),
});

export const adminHotWordsSave = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/site/hot-words',
  summary: '保存运营热搜词（按顺序）',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  body: z.object({
    list: z
      .array(z.object({ word: text(20, 1), hot: z.boolean().default(false) }))
      .max(HOT_WORDS_MAX),
    reason: text(200).default(''),
  }),
  response: z.object({ hotWords: z.array(hotWord) }),
});

export const adminWordEdit = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/site/words',
  summary: '添加或删除敏感词',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'site.config' },
  encoding: 'json',
  body: z.object({
    action: z.enum(['add', 'remove']),
    word: text(20, 1),
    reason: text(200).default(''),
  }),
  response: z.object({ words: z.array(z.string()) }),
});

export const roomAdminCalls: AdminCall[] = [
  adminRoomWall,
  adminRoomCut,
  adminSiteConfig,
  adminSiteSettingsSave,
  adminHotWordsSave,
  adminWordEdit,
];
