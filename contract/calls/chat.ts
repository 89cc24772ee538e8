// Calls of room chat — spec §7 "Room and anchor API" and "Chat": history, send, welcome, room chat info,
// the gift and barrage catalogues, nobility bubbles and bag, horns, and the ban and manager lists.
import { z } from 'zod';
import { defineCall } from '../call';
import { int, text } from '../wire';
import { giftItem } from './pay-spend';
import { roomRole } from './room';

const id = (what: string) => int().pipe(z.number().int().positive()).describe(what);
const count = () => z.number().int().nonnegative().safe();

/** Spec §9: chat history pages 20 at a time. */
export const CHAT_PAGE_SIZE = 20;
export const CHAT_CONTENT_MAX = 50;
export const HORN_CONTENT_MAX = 60;
/** The site's base rate: a viewer may send one message per this many ms even without slow mode. */
export const CHAT_MIN_INTERVAL_MS = 1_000;

/** One line of room chat as the history and the room channel carry it. */
export const chatLine = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  level: count(),
  /** The sender's nobility tier (1–7), or null. */
  nobility: z.number().int().nullable(),
  role: roomRole,
  content: z.string(),
  kind: z.enum(['chat', 'barrage']),
  /** The barrage style (colour) chosen, when kind is barrage. */
  barrageId: z.number().int().nullable(),
  at: z.number().int().describe('Unix 毫秒'),
});
export type ChatLine = z.output<typeof chatLine>;

const roomQuery = { roomId: id('直播间 id') };

export const chatInfo = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/chat/info',
  summary: '房间聊天设置：公告、慢速模式、长度上限，及当前用户的身份与禁言状态',
  tag: 'chat',
  auth: 'optional',
  query: z.object(roomQuery),
  response: z.object({
    roomId: z.number().int(),
    notice: z.string(),
    slowModeSeconds: count(),
    maxLength: count(),
    role: roomRole,
    banned: z.boolean(),
  }),
});

export const chatPage = defineCall({
  host: 'api',
  method: 'POST',
  path: '/api/chat/page',
  summary: '聊天历史：最新的 20 条，向上翻页传 beforeId',
  tag: 'chat',
  auth: 'none',
  encoding: 'json',
  body: z.object({
    ...roomQuery,
    beforeId: id('只要 id 小于它的消息（向上翻页）').optional(),
    pageSize: int().pipe(z.number().int().min(1).max(100)).default(CHAT_PAGE_SIZE),
  }),
  response: z.object({
    list: z.array(chatLine).describe('按时间先后'),
    hasMore: z.boolean(),
  }),
});

export const chatMsg = defineCall({
  host: 'api',
  method: 'POST',
  path: '/api/chat/msg',
  summary:
    '发送聊天或弹幕：禁言、长度、频率（含慢速模式）、重复内容与敏感词规则；通过后存储并推送到 room:<id>',
  tag: 'chat',
  auth: 'required',
  encoding: 'json',
  body: z.object({
    ...roomQuery,
    content: z
      .string()
      .trim()
      .min(1, '请输入内容')
      .max(CHAT_CONTENT_MAX, `最多 ${CHAT_CONTENT_MAX} 个字`),
    platform: int().optional().describe('固定为 1'),
    kind: z.enum(['chat', 'barrage']).default('chat'),
    barrageId: id('弹幕样式 id（贵族专属颜色）').optional(),
  }),
  response: chatLine,
});

export const chatWelcome = defineCall({
  host: 'api',
  method: 'POST',
  path: '/api/chat/welcome',
  summary: '进入房间：返回欢迎语；贵族进场时向房间推送进场提示',
  tag: 'chat',
  auth: 'optional',
  encoding: 'json',
  body: z.object(roomQuery),
  response: z.object({ text: z.string() }),
});

export const giftAll = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/chat/gift/all',
  summary: '房间礼物列表（价格为球钻）',
  tag: 'chat',
  auth: 'none',
  response: z.array(giftItem),
});

export const barrageStyle = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string().describe('CSS 颜色'),
  nobility: z.number().int().describe('需要的最低贵族等级，0 所有人可用'),
});

export const barrageAll = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/chat/barrage/all',
  summary: '弹幕样式（颜色）及所需贵族等级',
  tag: 'chat',
  auth: 'none',
  response: z.array(barrageStyle),
});

export const nobilityBubble = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/nobility/bubble',
  summary: '各贵族等级在聊天里的气泡与勋章颜色',
  tag: 'chat',
  auth: 'none',
  response: z.array(
    z.object({
      nobility: z.number().int(),
      name: z.string(),
      badgeColor: z.string(),
      bubbleColor: z.string(),
      textColor: z.string(),
    }),
  ),
});

export const nobilityActive = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/nobility/active',
  summary: '一个贵族等级的详情：价格、特权，及当前用户是否持有',
  tag: 'chat',
  auth: 'optional',
  query: z.object({ nobilityId: id('贵族等级 1–7') }),
  response: z.object({
    id: z.number().int(),
    name: z.string(),
    monthlyPrice: z.number(),
    privileges: z.array(z.string()),
    held: z.boolean(),
    expiresAt: z.number().int().nullable(),
  }),
});

export const nobilityBag = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/nobility/bag',
  summary: '我的贵族背包：持有的等级、到期时间、本月剩余免费喇叭',
  tag: 'chat',
  auth: 'required',
  response: z.object({
    nobility: z.number().int().nullable(),
    name: z.string().nullable(),
    expiresAt: z.number().int().nullable(),
    freeHornsLeft: count(),
  }),
});

export const hornItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  content: z.string(),
  roomId: z.number().int().nullable(),
  at: z.number().int(),
});

export const hornList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/horn/list',
  summary: '最近的喇叭（最新的在前）',
  tag: 'chat',
  auth: 'none',
  query: z.object({
    page: int().pipe(z.number().int().min(1)).default(1),
    pageSize: int().pipe(z.number().int().min(1).max(50)).default(10),
  }),
  response: z.object({ list: z.array(hornItem), total: count() }),
});

export const hornInfo = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/horn/info',
  summary: '喇叭的价格、长度上限，及当前用户本月剩余免费次数',
  tag: 'chat',
  auth: 'optional',
  response: z.object({
    price: z.number().describe('每条价格，球钻'),
    maxLength: count(),
    freeLeft: count(),
  }),
});

export const hornSend = defineCall({
  host: 'api',
  method: 'POST',
  path: '/api/horn/send',
  summary: '发全站喇叭：扣球钻（或用贵族免费次数），推送到 site 频道（需 Idempotency-Key）',
  tag: 'chat',
  auth: 'required',
  encoding: 'json',
  body: z.object({
    content: text(HORN_CONTENT_MAX, 1),
    roomId: id('从哪个直播间发出').optional(),
  }),
  response: hornItem.extend({
    balance: z.number(),
    ticket: z.number(),
    free: z.boolean().describe('用了贵族每月免费次数（未扣球钻）'),
  }),
});

// ——— Ban list and managers (spec §5: one client function picks the path by a type flag) ———

const listQuery = z.object({
  roomId: id('直播间 id').optional(),
  nickName: text(32).optional(),
  page: int().pipe(z.number().int().min(1)).default(1),
  pageSize: int().pipe(z.number().int().min(1).max(100)).default(20),
});

const memberRow = z.object({
  id: z.number().int().describe('记录 id（移除时用）'),
  roomId: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: count(),
  at: z.number().int(),
});

const memberPage = z.object({ list: z.array(memberRow), total: count() });
const addQuery = z.object({ nickName: text(32, 1), roomId: id('直播间 id').optional() });
const removeQuery = z.object({ id: id('记录 id') });

export const forbidAdd = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/forbid/add',
  changesState: true,
  summary: '禁言：主播或房管按昵称禁言本房间的观众（不能禁言主播）',
  tag: 'chat',
  auth: 'required',
  query: addQuery,
  response: memberRow,
});

export const forbidRemove = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/forbid/remove',
  changesState: true,
  summary: '解除禁言',
  tag: 'chat',
  auth: 'required',
  query: removeQuery,
  response: z.object({ id: z.number().int() }),
});

export const forbidList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/forbid/list',
  summary: '本房间的禁言名单',
  tag: 'chat',
  auth: 'required',
  query: listQuery,
  response: memberPage,
});

export const managerAdd = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/manager/add',
  changesState: true,
  summary: '添加房管（只有主播可以）',
  tag: 'chat',
  auth: 'required',
  query: addQuery,
  response: memberRow,
});

export const managerRemove = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/manager/remove',
  changesState: true,
  summary: '移除房管（只有主播可以）',
  tag: 'chat',
  auth: 'required',
  query: removeQuery,
  response: z.object({ id: z.number().int() }),
});

export const managerList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/manager/list',
  summary: '本房间的房管名单',
  tag: 'chat',
  auth: 'required',
  query: listQuery,
  response: memberPage,
});
