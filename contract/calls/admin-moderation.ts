// Calls of the operator console's desk: 举报处理与用户管理：举报队列、用户查询、禁言封号、手动加减款.
import { z } from 'zod';
import { int, text } from '../wire';
import { ADMIN_PAGE_SIZE_MAX, type AdminCall, defineAdminCall } from './admin';

const id = () => int().pipe(z.number().int().positive().max(2_147_483_647));
const page = int().pipe(z.number().int().min(1).max(100_000)).default(1);
const pageSize = int().pipe(z.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX)).default(30);
const reason = text(200, 1);

/** What a report is against: a live room (its anchor), a comment, a post. */
export const reportKinds = ['room', 'comment', 'post'] as const;
export type ReportKind = (typeof reportKinds)[number];
export const reportKindLabels: Record<ReportKind, string> = {
  room: '直播间',
  comment: '评论',
  post: '帖子',
};
/** A report's reference across kinds: room:12, comment:3, post:7. */
export const reportRef = z
  .string()
  .regex(/^(room|comment|post):\d{1,10}$/, '举报编号不正确')
  .max(20);

export const reportActions = ['dismiss', 'warn', 'mute', 'ban', 'remove'] as const;
export type ReportAction = (typeof reportActions)[number];
export const reportActionLabels: Record<ReportAction, string> = {
  dismiss: '不予处理',
  warn: '警告',
  mute: '禁言',
  ban: '封号',
  remove: '删除内容',
};
export const sanctionDurations = ['1h', '1d', '7d', 'forever'] as const;
export type SanctionDuration = (typeof sanctionDurations)[number];
export const sanctionDurationLabels: Record<SanctionDuration, string> = {
  '1h': '1 小时',
  '1d': '1 天',
  '7d': '7 天',
  forever: '永久',
};
export const sanctionDurationMs: Record<SanctionDuration, number | null> = {
  '1h': 3_600_000,
  '1d': 86_400_000,
  '7d': 7 * 86_400_000,
  forever: null,
};

const person = z.object({ id: z.number().int(), nickName: z.string() });

export const moderationReport = z.object({
  ref: z.string(),
  kind: z.enum(reportKinds),
  reportId: z.number().int(),
  reason: z.string(),
  detail: z.string(),
  reporter: person,
  /** Whose content it is (a room report: the anchor). */
  target: person,
  /** The reported content as plain text (a room: its title). */
  content: z.string(),
  /** Where it is on the site, or ''. */
  link: z.string(),
  /** The content is already hidden (a removed comment or post). */
  contentRemoved: z.boolean(),
  /** Reports filed earlier against the same room, comment or post. */
  earlier: z.number().int(),
  createdAt: z.number().int(),
  open: z.boolean(),
  claim: z
    .object({ username: z.string(), mine: z.boolean(), expiresAt: z.number().int() })
    .nullable(),
  decision: z
    .object({ action: z.string(), reason: z.string(), username: z.string(), at: z.number().int() })
    .nullable(),
});
export type ModerationReport = z.output<typeof moderationReport>;

export const adminReportList = defineAdminCall({
  host: 'api',
  method: 'GET',
  path: '/admin/reports',
  summary: '举报队列（直播间、评论、帖子）',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'reports.handle' },
  query: z.object({
    status: z.enum(['open', 'done']).default('open'),
    kind: z.enum(reportKinds).optional(),
    page,
    pageSize,
  }),
  response: z.object({
    list: z.array(moderationReport),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const adminReportClaim = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/reports/{ref}/claim',
  summary: '认领举报（10 分钟内他人不能处理）',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'reports.handle' },
  encoding: 'json',
  params: z.object({ ref: reportRef }),
  response: z.object({ ref: z.string(), expiresAt: z.number().int() }),
});

export const adminReportAct = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/reports/{ref}/act',
  summary: '处理举报：不予处理、警告、禁言、封号或删除内容',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'reports.handle' },
  encoding: 'json',
  params: z.object({ ref: reportRef }),
  body: z.object({
    action: z.enum(reportActions),
    duration: z.enum(sanctionDurations).default('1h'),
    reason,
  }),
  response: z.object({ ref: z.string(), action: z.enum(reportActions) }),
});

export const userSearchBy = ['phone', 'nick', 'id'] as const;

export const adminUserRow = z.object({
  id: z.number().int(),
  nickName: z.string(),
  phone: z.string(),
  level: z.number().int(),
  createdAt: z.number().int(),
  deleted: z.boolean(),
});

export const adminUserSearch = defineAdminCall({
  host: 'api',
  method: 'GET',
  path: '/admin/users',
  summary: '查找用户：手机号（精确）、昵称（模糊）或 ID',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'users.read' },
  query: z.object({ by: z.enum(userSearchBy).default('nick'), q: text(32, 1) }),
  response: z.object({ list: z.array(adminUserRow) }),
});

export const userSanction = z.object({
  id: z.number().int(),
  kind: z.enum(['mute', 'ban']),
  until: z.number().int().nullable(),
  reason: z.string(),
  by: z.string(),
  createdAt: z.number().int(),
  liftedAt: z.number().int().nullable(),
  liftedBy: z.string(),
  active: z.boolean(),
});

export const adminUserCard = defineAdminCall({
  host: 'api',
  method: 'GET',
  path: '/admin/users/{id}',
  summary: '用户卡片：资料、余额、登录会话、处罚',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'users.read' },
  params: z.object({ id: id() }),
  response: adminUserRow.extend({
    portrait: z.string(),
    roles: z.array(z.string()),
    ipRegion: z.string().nullable(),
    lastLoginAt: z.number().int().nullable(),
    balances: z.object({ diamond: z.number(), ticket: z.number() }),
    sessions: z.array(
      z.object({
        id: z.number().int(),
        createdAt: z.number().int(),
        expiresAt: z.number().int(),
        persistent: z.boolean(),
      }),
    ),
    sanctions: z.array(userSanction),
  }),
});

export const adminUserLedger = defineAdminCall({
  host: 'api',
  method: 'GET',
  path: '/admin/users/{id}/ledger',
  summary: '用户账单（只读）',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'users.read' },
  params: z.object({ id: id() }),
  query: z.object({ page, pageSize }),
  response: z.object({
    list: z.array(
      z.object({
        entryId: z.number().int(),
        transactionId: z.number().int(),
        currency: z.enum(['diamond', 'ticket']),
        amount: z.number(),
        tradeType: z.number().int(),
        tradeTypeLabel: z.string(),
        at: z.number().int(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const adminUserRevokeSessions = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/users/{id}/sessions/revoke',
  summary: '下线用户的一个或全部登录会话',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'users.sanction' },
  encoding: 'json',
  params: z.object({ id: id() }),
  body: z.object({ sessionId: id().optional(), reason }),
  response: z.object({ revoked: z.number().int() }),
});

export const adminUserSanction = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/users/{id}/sanctions',
  summary: '全站禁言或封号',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'users.sanction' },
  encoding: 'json',
  params: z.object({ id: id() }),
  body: z.object({
    kind: z.enum(['mute', 'ban']),
    duration: z.enum(sanctionDurations),
    reason,
  }),
  response: userSanction,
});

export const adminUserLift = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/users/{id}/sanctions/{sanctionId}/lift',
  summary: '解除禁言或封号',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'users.sanction' },
  encoding: 'json',
  params: z.object({ id: id(), sanctionId: id() }),
  body: z.object({ reason }),
  response: userSanction,
});

export const adminUserMoney = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/users/{id}/money',
  summary: '人工充值（交易类型 14）或系统扣除（8），幂等',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'money.adjust' },
  encoding: 'json',
  params: z.object({ id: id() }),
  body: z.object({
    direction: z.enum(['topup', 'deduct']),
    currency: z.enum(['diamond', 'ticket']),
    amount: z.number().positive().max(10_000_000).multipleOf(0.01),
    reason,
    idempotencyKey: z.string().min(8).max(64),
  }),
  response: z.object({
    transactionId: z.number().int(),
    balance: z.number(),
    ticket: z.number(),
    replayed: z.boolean(),
  }),
});

export const moderationAdminCalls: AdminCall[] = [
  adminReportList,
  adminReportClaim,
  adminReportAct,
  adminUserSearch,
  adminUserCard,
  adminUserLedger,
  adminUserRevokeSessions,
  adminUserSanction,
  adminUserLift,
  adminUserMoney,
];
