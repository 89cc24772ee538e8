// Calls of the operator console (/admin): its login with TOTP, the admin accounts, the audit log and the
// dashboard. Each names the duty it needs (contract/admin-roles.ts); the server checks it on every call.
import { z } from 'zod';
import { type AdminPermission, adminPermissions, adminRoles } from '../admin-roles';
import { type Call, defineCall } from '../call';
import { int, text } from '../wire';

/**
 * An admin call: `permission` is the duty it needs; `session` alone means any signed-in admin (their own
 * account: who am I, log out); `public` is the login steps. `csv` answers a file instead of the envelope.
 */
export type AdminCall = Call & {
  admin: { permission: AdminPermission } | 'session' | 'public';
  csv?: true;
};
export const defineAdminCall = <const C extends AdminCall>(call: C): C => defineCall(call);

/** The admin cookie: HttpOnly and SameSite=Strict, apart from the fans' auth cookie. */
export const ADMIN_COOKIE = 'admin_auth';
/** Not HttpOnly and holding nothing secret: tells the console's page a session may exist, so a visitor who never
 *  signed in is sent to the login without a refused /admin/me call. */
export const ADMIN_HINT_COOKIE = 'admin_hint';
/** Every admin call that changes state carries this header with the session's token from /admin/me. */
export const ADMIN_CSRF_HEADER = 'x-admin-csrf';
export const ADMIN_PAGE_SIZE_MAX = 100;

const id = () => int().pipe(z.number().int().positive().max(2_147_483_647));
const username = text(32, 3).regex(/^[A-Za-z0-9_.-]+$/, '只能包含字母、数字、下划线、点或横线');
const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '应为 6 位数字');
const ticket = z.string().min(16).max(100);
const reason = text(200).default('');
const role = z.enum(adminRoles);

export const adminProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  role,
  permissions: z.array(z.enum(adminPermissions)),
  /** The value of the x-admin-csrf header for this session's writes. */
  csrf: z.string(),
});
export type AdminProfile = z.output<typeof adminProfile>;

export const adminLogin = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/auth/login',
  summary: '后台登录第一步：用户名与密码',
  tag: 'admin',
  auth: 'none',
  admin: 'public',
  encoding: 'json',
  body: z.object({ username: text(32, 1), password: z.string().min(1).max(128) }),
  response: z.discriminatedUnion('step', [
    z.object({ step: z.literal('code'), ticket: z.string() }),
    z.object({
      step: z.literal('enrol'),
      ticket: z.string(),
      /** otpauth:// URI for authenticator apps, also drawn as the QR code. */
      uri: z.string(),
      secret: z.string().describe('Base32 密钥，无法扫码时手动输入'),
      qr: z.string().describe('二维码图片 data:image/png;base64,…'),
    }),
  ]),
});

export const adminVerify = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/auth/verify',
  summary: '后台登录第二步：动态验证码（首次登录时同时完成绑定）',
  tag: 'admin',
  auth: 'none',
  admin: 'public',
  encoding: 'json',
  body: z.object({ ticket, code: totpCode }),
  response: adminProfile,
});

export const adminLogout = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/auth/logout',
  summary: '退出后台',
  tag: 'admin',
  auth: 'none',
  admin: 'session',
  encoding: 'json',
  response: z.null(),
});

export const adminMe = defineAdminCall({
  host: 'api',
  method: 'GET',
  path: '/admin/me',
  summary: '当前后台账号',
  tag: 'admin',
  auth: 'none',
  admin: 'session',
  response: adminProfile,
});

export const adminAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  role,
  enrolled: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
  activeSessions: z.number().int(),
});
export type AdminAccount = z.output<typeof adminAccount>;

export const adminAccounts = defineAdminCall({
  host: 'api',
  method: 'GET',
  path: '/admin/admins',
  summary: '后台账号列表',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'admins.manage' },
  response: z.object({ list: z.array(adminAccount) }),
});

export const adminCreate = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/admins',
  summary: '新建后台账号（返回一次性密码，首次登录须绑定动态验证码）',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'admins.manage' },
  encoding: 'json',
  body: z.object({ username, role, reason }),
  response: z.object({ account: adminAccount, password: z.string() }),
});

export const adminSetRole = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/admins/{id}/role',
  summary: '修改角色',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'admins.manage' },
  encoding: 'json',
  params: z.object({ id: id() }),
  body: z.object({ role, reason }),
  response: adminAccount,
});

export const adminSetDisabled = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/admins/{id}/disabled',
  summary: '停用或启用账号（停用时其会话全部失效）',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'admins.manage' },
  encoding: 'json',
  params: z.object({ id: id() }),
  body: z.object({ disabled: z.boolean(), reason }),
  response: adminAccount,
});

export const adminResetTotp = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/admins/{id}/reset-totp',
  summary: '重置动态验证码（下次登录须重新绑定，会话全部失效）',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'admins.manage' },
  encoding: 'json',
  params: z.object({ id: id() }),
  body: z.object({ reason }),
  response: adminAccount,
});

export const adminRevokeSessions = defineAdminCall({
  host: 'api',
  method: 'POST',
  path: '/admin/admins/{id}/revoke-sessions',
  summary: '强制下线（注销该账号的全部会话）',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'admins.manage' },
  encoding: 'json',
  params: z.object({ id: id() }),
  body: z.object({ reason }),
  response: adminAccount,
});

export const auditEntry = z.object({
  id: z.number().int(),
  adminId: z.number().int().nullable(),
  username: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  at: z.number().int(),
});
export type AuditEntry = z.output<typeof auditEntry>;

/** A Beijing day, YYYY-MM-DD. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '应为 YYYY-MM-DD');

export const auditFilters = z.object({
  username: text(32).optional(),
  action: text(64).optional(),
  targetType: text(32).optional(),
  targetId: text(64).optional(),
  from: day.optional().describe('起始日（北京时间，含）'),
  to: day.optional().describe('截止日（北京时间，含）'),
});

export const adminAuditList = defineAdminCall({
  host: 'api',
  method: 'GET',
  path: '/admin/audit',
  summary: '审计日志',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'audit.read' },
  query: auditFilters.extend({
    page: int().pipe(z.number().int().min(1).max(100_000)).default(1),
    pageSize: int().pipe(z.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX)).default(50),
  }),
  response: z.object({
    list: z.array(auditEntry),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Every action name in the log, for the filter's choices. */
    actions: z.array(z.string()),
  }),
});

/** At most this many rows in one export; narrow the filters for more. */
export const AUDIT_EXPORT_MAX = 50_000;

export const adminAuditExport = defineAdminCall({
  host: 'api',
  method: 'GET',
  path: '/admin/audit/export',
  summary: '导出审计日志（CSV）',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'audit.export' },
  csv: true,
  query: auditFilters,
  response: z.string(),
});

const dayFigure = z.object({
  day,
  newUsers: z.number().int(),
  rechargeUnits: z.number().int(),
});

/** The queues whose response times the dashboard shows. */
export const moderationQueues = [
  'reports',
  'content',
  'anchors',
  'experts',
  'withdrawals',
] as const;
export const MODERATION_WINDOW_DAYS = 7;

const queueTimes = z.object({
  queue: z.enum(moderationQueues),
  /** Decided in the last MODERATION_WINDOW_DAYS days. */
  decided: z.number().int(),
  /** From entry to decision over every one of those, in ms; null when none was decided. */
  medianMs: z.number().nullable(),
  p90Ms: z.number().nullable(),
  waiting: z.number().int(),
  /** How long the oldest waiting item has waited, in ms; null when none waits. */
  oldestWaitMs: z.number().nullable(),
});
export type QueueTimes = z.output<typeof queueTimes>;

export const dashboardFigures = z.object({
  onlineSockets: z.number().int(),
  onlineUsers: z.number().int(),
  liveRooms: z.number().int(),
  viewers: z.number().int(),
  today: z.object({
    day,
    rechargeUnits: z.number().int(),
    rechargeCount: z.number().int(),
    giftUnits: z.number().int(),
    giftCount: z.number().int(),
    newUsers: z.number().int(),
    withdrawalsPaidUnits: z.number().int(),
    withdrawalsPaidCount: z.number().int(),
  }),
  withdrawalsPending: z.object({ count: z.number().int(), units: z.number().int() }),
  feed: z.object({
    provider: z.string(),
    /** The feed wrote within the last 5 minutes. */
    fresh: z.boolean(),
    /** When the feed last wrote a match (ms since epoch), null if never. */
    lastUpdateAt: z.number().int().nullable(),
    liveMatches: z.number().int(),
    /** A process of the deployment runs the feed now (holds its lease). */
    running: z.boolean(),
    /** With FEED_FALLBACK: the real feed (primary) or the simulator standing in (fallback), since when. */
    serving: z
      .object({
        role: z.enum(['primary', 'fallback']),
        provider: z.string(),
        since: z.number().int(),
      })
      .nullable(),
    /** A real feed's last good answer (ms since epoch), how old that is, and its recent error rate (0-1). */
    lastSuccessAt: z.number().int().nullable(),
    lagMs: z.number().int().nullable(),
    errorRate: z.number().nullable(),
    /** Requests paused after failures until then (ms since epoch). */
    pausedUntil: z.number().int().nullable(),
  }),
  days: z.array(dayFigure),
  /** Moderation response times per queue (reports, content, anchor and expert review, withdrawals). */
  moderation: z.array(queueTimes),
  at: z.number().int(),
});
export type DashboardFigures = z.output<typeof dashboardFigures>;

export const adminDashboard = defineAdminCall({
  host: 'api',
  method: 'GET',
  path: '/admin/dashboard',
  summary: '数据概览',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'dashboard.read' },
  response: dashboardFigures,
});

/** Every admin call, for the server's registration check and the authorisation matrix. */
export const adminCalls: AdminCall[] = [
  adminLogin,
  adminVerify,
  adminLogout,
  adminMe,
  adminAccounts,
  adminCreate,
  adminSetRole,
  adminSetDisabled,
  adminResetTotp,
  adminRevokeSessions,
  adminAuditList,
  adminAuditExport,
  adminDashboard,
];
