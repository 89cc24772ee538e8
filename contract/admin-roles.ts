// The operator console's roles and duties, written once: the server checks every admin call against this
// table, the client filters its menu by it, and the tests build the authorisation matrix from it.

export const adminRoles = ['super', 'operator', 'finance', 'moderator', 'auditor'] as const;
export type AdminRole = (typeof adminRoles)[number];

export const adminRoleNames: Record<AdminRole, string> = {
  super: '超级管理员',
  operator: '运营',
  finance: '财务',
  moderator: '内容审核',
  auditor: '只读审计',
};

/** One duty each; a call or a page names the one it needs. */
export const adminPermissions = [
  'admins.manage',
  'audit.read',
  'audit.export',
  'dashboard.read',
  'anchors.review',
  'experts.review',
  'withdrawals.decide',
  'reports.handle',
  'content.review',
  'site.config',
  'users.read',
  'users.sanction',
  'money.adjust',
  'rooms.cut',
] as const;
export type AdminPermission = (typeof adminPermissions)[number];

export const adminPermissionNames: Record<AdminPermission, string> = {
  'admins.manage': '管理后台账号',
  'audit.read': '查看审计日志',
  'audit.export': '导出审计日志',
  'dashboard.read': '查看数据概览',
  'anchors.review': '主播审核',
  'experts.review': '专家审核',
  'withdrawals.decide': '提现审核',
  'reports.handle': '举报处理',
  'content.review': '内容审核',
  'site.config': '站点配置',
  'users.read': '查看用户',
  'users.sanction': '禁言与封号',
  'money.adjust': '手动加减款',
  'rooms.cut': '切断直播',
};

/** Who may do what. The super admin holds every duty; the auditor reads and never acts. */
export const rolePermissions: Record<AdminRole, readonly AdminPermission[]> = {
  super: adminPermissions,
  operator: [
    'dashboard.read',
    'anchors.review',
    'experts.review',
    'reports.handle',
    'content.review',
    'site.config',
    'users.read',
    'users.sanction',
    'rooms.cut',
  ],
  finance: ['dashboard.read', 'withdrawals.decide', 'users.read', 'money.adjust'],
  moderator: [
    'dashboard.read',
    'reports.handle',
    'content.review',
    'users.read',
    'users.sanction',
    'rooms.cut',
  ],
  auditor: ['dashboard.read', 'audit.read', 'audit.export', 'users.read'],
};

export const can = (role: AdminRole, permission: AdminPermission) =>
  rolePermissions[role].includes(permission);

export const permissionsOf = (role: AdminRole): AdminPermission[] => [...rolePermissions[role]];
