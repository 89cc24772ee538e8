// Calls of the message centre (消息中心, issue 23): one list of notices per user, grouped in tabs, with unread
// counts per kind, marking read, deleting, and a switch per kind (消息设置). Every notice is written by the
// message service of the server and pushed on user:<id> as message.new.
import { z } from 'zod';
import { defineCall } from '../call';
import { flag, int } from '../wire';

/** What a notice is about; each kind can be switched off by its recipient. */
export const messageKinds = [
  'system',
  'reply',
  'like',
  'follow',
  'reserve',
  'live',
  'settle',
  'report',
] as const;
export type MessageKind = (typeof messageKinds)[number];

export const messageKindLabels: Record<MessageKind, string> = {
  system: '系统通知',
  reply: '回复我的',
  like: '收到的赞',
  follow: '新粉丝',
  reserve: '预约提醒',
  live: '开播提醒',
  settle: '结算通知',
  report: '举报处理',
};

/** What each switch of 消息设置 says it controls. */
export const messageKindNotes: Record<MessageKind, string> = {
  system: '账号、活动等站内通知',
  reply: '有人回复了我的评论、评论了我的帖子',
  like: '有人赞了我的帖子',
  follow: '有人关注了我',
  reserve: '我预约的比赛即将开赛',
  live: '我关注的主播开播了',
  settle: '购买的方案结算、提现审核结果',
  report: '我提交的举报处理结果',
};

/** The tabs of /v/message, in the order shown; each holds one or more kinds. */
export const messageTabs = ['reply', 'like', 'follow', 'live', 'system'] as const;
export type MessageTab = (typeof messageTabs)[number];

export const messageTabKinds: Record<MessageTab, readonly MessageKind[]> = {
  reply: ['reply'],
  like: ['like'],
  follow: ['follow'],
  live: ['live', 'reserve'],
  system: ['system', 'settle', 'report'],
};

export const messageTabLabels: Record<MessageTab, string> = {
  reply: '回复我的',
  like: '收到的赞',
  follow: '新粉丝',
  live: '开播与预约',
  system: '系统通知',
};

export const tabOfKind = (kind: MessageKind): MessageTab =>
  messageTabs.find((t) => messageTabKinds[t].includes(kind)) ?? 'system';

/** Spec §9: lists page by 30. */
export const MESSAGE_PAGE_SIZE = 30;
export const MESSAGE_PAGE_SIZE_MAX = 50;
export const MESSAGE_TITLE_MAX = 64;
export const MESSAGE_BODY_MAX = 500;

const count = () => z.number().int().nonnegative().safe();
const id = (what: string) => int().pipe(z.number().int().positive().safe()).describe(what);

export const messageKind = z.enum(messageKinds);
export const messageTab = z.enum(messageTabs);

export const messageActor = z.object({
  id: z.number().int(),
  nickName: z.string(),
  /** '' when the user never uploaded one: the client draws the default avatar. */
  portrait: z.string(),
});

export const messageItem = z.object({
  id: z.number().int().positive(),
  kind: messageKind,
  tab: messageTab,
  /** Who caused it (the new fan, the one who replied); null for notices of the site. */
  actor: messageActor.nullable(),
  title: z.string().max(MESSAGE_TITLE_MAX),
  /** Plain text (a comment's words are shown as text, never as markup). */
  body: z.string().max(MESSAGE_BODY_MAX),
  /** A path of the site the notice opens, e.g. /live/room/12; '' when it opens nothing. */
  link: z.string(),
  read: z.boolean(),
  createdAt: count().describe('Unix 毫秒'),
});
export type MessageItem = z.output<typeof messageItem>;

/** Unread notices per kind, per tab and in all. */
export const unreadCounts = z.object({
  total: count(),
  kinds: z.object(
    Object.fromEntries(messageKinds.map((k) => [k, count()])) as Record<
      MessageKind,
      ReturnType<typeof count>
    >,
  ),
  tabs: z.object(
    Object.fromEntries(messageTabs.map((t) => [t, count()])) as Record<
      MessageTab,
      ReturnType<typeof count>
    >,
  ),
});
export type UnreadCounts = z.output<typeof unreadCounts>;

export const messageList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/message/list',
  summary: '消息列表：按分类，新的在前，每页 30 条',
  tag: 'message',
  auth: 'required',
  query: z.object({
    tab: messageTab.describe(
      'reply 回复我的，like 收到的赞，follow 新粉丝，live 开播与预约，system 系统通知',
    ),
    page: int().pipe(z.number().int().min(1).max(10_000)).default(1).describe('页码，从 1 开始'),
    pageSize: int()
      .pipe(z.number().int().min(1).max(MESSAGE_PAGE_SIZE_MAX))
      .default(MESSAGE_PAGE_SIZE)
      .describe(`每页条数，默认 ${MESSAGE_PAGE_SIZE}`),
  }),
  response: z.object({
    list: z.array(messageItem),
    total: count(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const messageUnread = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/message/unread',
  summary: '未读消息数：按类型、按分类和总数（头部红点）',
  tag: 'message',
  auth: 'required',
  response: unreadCounts.extend({
    /** The seq of user:<id> the counts reflect: pushes at or below it are in them. */
    seq: count(),
  }),
});

export const messageRead = defineCall({
  host: 'api',
  method: 'POST',
  path: '/api/message/read',
  summary: '标为已读：一条（id）、一个分类（tab）或一种消息（kind），都不传为全部已读',
  tag: 'message',
  auth: 'required',
  encoding: 'json',
  body: z.object({
    id: id('消息 ID').optional(),
    tab: messageTab.optional(),
    kind: messageKind.optional(),
  }),
  response: z.object({ changed: count(), unread: unreadCounts }),
});

export const messageDelete = defineCall({
  host: 'api',
  method: 'POST',
  path: '/api/message/delete',
  summary: '删除一条消息',
  tag: 'message',
  auth: 'required',
  encoding: 'json',
  body: z.object({ id: id('消息 ID') }),
  response: z.object({ unread: unreadCounts }),
});

export const messageSetting = z.object({
  kind: messageKind,
  label: z.string(),
  note: z.string(),
  enabled: z.boolean(),
});
export type MessageSetting = z.output<typeof messageSetting>;

export const messageSettings = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/message/settings',
  summary: '消息设置：每种消息是否接收',
  tag: 'message',
  auth: 'required',
  response: z.array(messageSetting),
});

export const messageSettingsSet = defineCall({
  host: 'api',
  method: 'POST',
  path: '/api/message/settings',
  summary: '打开或关闭一种消息（关闭后不再收到这种通知）',
  tag: 'message',
  auth: 'required',
  encoding: 'json',
  body: z.object({ kind: messageKind, enabled: flag().describe('1 接收，0 不接收') }),
  response: z.array(messageSetting),
});
