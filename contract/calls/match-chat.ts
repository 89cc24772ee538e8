// Calls of the match chat (聊球室) on the main host, spec §7 "Chat": a short-lived send token per group, the
// welcome line with the online count, the pinned notice, the history (pageSize 20, older pages by beforeId)
// and sending (spec §3 Chat message: channel, content, matchId, platform 1, token).
import { z } from 'zod';
import { defineCall } from '../call';
import { int } from '../wire';
import { CHAT_CONTENT_MAX, CHAT_PAGE_SIZE } from './chat';

export const MATCH_CHAT_PAGE_SIZE = CHAT_PAGE_SIZE;
export const MATCH_CHAT_CONTENT_MAX = CHAT_CONTENT_MAX;
/** A send token lives this long; the client asks for a new one when the server says it expired. */
export const MATCH_CHAT_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

export const matchChatChannel = z.enum(['football', 'basketball']).describe('比赛类型：足球或篮球');
export type MatchChatChannel = z.output<typeof matchChatChannel>;

/** A group names one match's chat: `football:123`. */
export const matchChatGroupPattern = /^(football|basketball):([1-9][0-9]{0,15})$/;
export const matchChatGroup = (channel: MatchChatChannel, matchId: number) =>
  `${channel}:${matchId}`;

const matchId = () => int().pipe(z.number().int().positive()).describe('比赛 id');

/** One line of a match's chat, as the history and the match channel (match.chat) carry it. */
export const matchChatLine = z.object({
  id: z.number().int(),
  matchId: z.number().int(),
  channel: matchChatChannel,
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int().nonnegative(),
  content: z.string().describe('已打码的内容，按纯文本显示'),
  at: z.number().int().describe('Unix 毫秒'),
});
export type MatchChatLine = z.output<typeof matchChatLine>;

export const matchChatGetToken = defineCall({
  host: 'api',
  method: 'POST',
  path: '/chat/getToken',
  summary: '领取一场比赛聊球室的发言凭证（登录用户；两小时内有效）',
  tag: 'match-chat',
  auth: 'required',
  query: z.object({
    group: z
      .string()
      .trim()
      .regex(matchChatGroupPattern, '应为 football:<比赛 id> 或 basketball:<比赛 id>')
      .describe('聊天分组：football:123'),
  }),
  response: z.object({
    token: z.string(),
    group: z.string(),
    expiresAt: z.number().int().describe('Unix 毫秒'),
    mutedUntil: z
      .number()
      .int()
      .nullable()
      .describe('全站禁言截止（Unix 毫秒）：-1 为永久，null 为未禁言；禁言中输入框锁定'),
  }),
});

const matchBody = {
  matchId: matchId(),
  channel: matchChatChannel.optional().describe('可省略：比赛 id 已确定类型'),
};

export const matchChatWelcome = defineCall({
  host: 'api',
  method: 'POST',
  path: '/chat/welcome',
  summary: '进入聊球室：欢迎语、在线人数、是否已关闭',
  tag: 'match-chat',
  auth: 'none',
  body: z.object(matchBody),
  response: z.object({
    group: z.string(),
    text: z.string(),
    online: z.number().int().nonnegative().describe('正在看这场比赛的人数'),
    closed: z.boolean().describe('比赛已结束：只能看，不能发'),
  }),
});

export const matchChatNotice = defineCall({
  host: 'api',
  method: 'POST',
  path: '/chat/notice',
  summary: '聊球室置顶公告：开赛时间与发言规则',
  tag: 'match-chat',
  auth: 'none',
  body: z.object(matchBody),
  response: z.object({
    notice: z.string(),
    rules: z.string(),
    kickoffAt: z.number().int(),
    closed: z.boolean(),
  }),
});

export const matchChatPage = defineCall({
  host: 'api',
  method: 'POST',
  path: '/chat/page',
  summary: '聊球室历史：最新的 20 条，向上翻页传 beforeId',
  tag: 'match-chat',
  auth: 'none',
  body: z.object({
    ...matchBody,
    beforeId: int().pipe(z.number().int().positive()).optional().describe('只要 id 小于它的消息'),
    pageSize: int().pipe(z.number().int().min(1).max(50)).default(MATCH_CHAT_PAGE_SIZE),
  }),
  response: z.object({
    list: z.array(matchChatLine).describe('按时间先后'),
    hasMore: z.boolean(),
  }),
});

export const matchChatMsg = defineCall({
  host: 'api',
  method: 'POST',
  path: '/chat/msg',
  summary:
    '在聊球室发言：凭证、禁言、长度、频率、重复内容与敏感词规则（同直播间聊天）；通过后存储并推送到 match:<type>:<id>',
  tag: 'match-chat',
  auth: 'required',
  body: z.object({
    channel: matchChatChannel,
    matchId: matchId(),
    content: z
      .string()
      .trim()
      .min(1, '请输入内容')
      .max(MATCH_CHAT_CONTENT_MAX, `最多 ${MATCH_CHAT_CONTENT_MAX} 个字`),
    platform: int().optional().describe('固定为 1'),
    token: z.string().trim().min(1, '缺少聊天凭证').max(100).describe('/chat/getToken 领取的凭证'),
  }),
  response: matchChatLine,
});
