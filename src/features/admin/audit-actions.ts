// How the audit log's action names read in the console; an action without a label shows its name.
export const auditActionLabels: Record<string, string> = {
  'admin.login': '登录',
  'admin.login-failed': '登录失败',
  'admin.code-failed': '动态验证码错误',
  'admin.code-replayed': '动态验证码重复使用',
  'admin.enrol': '绑定动态验证码',
  'admin.logout': '退出',
  'admin.create': '新建账号',
  'admin.role': '修改角色',
  'admin.disable': '停用账号',
  'admin.enable': '启用账号',
  'admin.reset-totp': '重置动态验证码',
  'admin.revoke-sessions': '强制下线',
  'audit.export': '导出审计日志',
  'review.claim': '认领审核',
  'anchor.pass': '通过主播申请',
  'anchor.no': '驳回主播申请',
  'expert.pass': '通过专家申请',
  'expert.no': '驳回专家申请',
  'withdrawal.approve': '通过提现',
  'withdrawal.reject': '驳回提现',
  'room.cut': '切断直播',
  'site.settings': '修改站点配置',
  'site.hot-words': '修改热搜词',
  'site.word-add': '添加敏感词',
  'site.word-remove': '删除敏感词',
  'report.claim': '认领举报',
  'report.dismiss': '举报：不予处理',
  'report.warn': '举报：警告',
  'report.mute': '举报：禁言',
  'report.ban': '举报：封号',
  'report.remove': '举报：删除内容',
  'user.mute': '全站禁言',
  'user.ban': '封号',
  'user.sanction.lift': '解除处罚',
  'user.sessions.revoke': '下线用户会话',
  'money.topup': '人工充值',
  'money.deduct': '系统扣除',
};

export const auditActionLabel = (action: string) => auditActionLabels[action] ?? action;

const targetLabels: Record<string, string> = {
  admin: '后台账号',
  audit: '审计日志',
  report: '举报',
  user: '用户',
  room: '直播间',
  site: '站点配置',
  word: '敏感词',
  'anchor-audit': '主播申请',
  'expert-application': '专家申请',
  withdrawal: '提现',
};

export const auditTargetLabel = (type: string, id: string) =>
  `${targetLabels[type] ?? type}${id ? ` #${id}` : ''}`;
