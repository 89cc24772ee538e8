// The console's pages and the duty each needs: one list feeds the side menu (filtered by the admin's
// permissions) and the frame's page check. A new desk is one entry here and one page in the route table.
import type { AdminPermission } from '../../../contract/admin-roles';

export interface AdminMenuItem {
  to: string;
  label: string;
  /** A short mark drawn in the menu (no icon font to load). */
  mark: string;
  permission: AdminPermission;
}

export const adminMenu: AdminMenuItem[] = [
  { to: '/admin', label: '数据概览', mark: '概', permission: 'dashboard.read' },
  { to: '/admin/audit', label: '审计日志', mark: '审', permission: 'audit.read' },
  { to: '/admin/review', label: '主播/专家审核', mark: '核', permission: 'anchors.review' },
  { to: '/admin/withdrawals', label: '提现审核', mark: '提', permission: 'withdrawals.decide' },
  { to: '/admin/reports', label: '举报处理', mark: '举', permission: 'reports.handle' },
  { to: '/admin/users', label: '用户管理', mark: '户', permission: 'users.read' },
  { to: '/admin/rooms', label: '直播墙', mark: '播', permission: 'rooms.cut' },
  { to: '/admin/content', label: '内容审核', mark: '审', permission: 'content.review' },
  { to: '/admin/news', label: '新闻文章', mark: '文', permission: 'content.review' },
  { to: '/admin/adverts', label: '广告与海报', mark: '广', permission: 'site.config' },
  { to: '/admin/catalogue', label: '礼物与贵族', mark: '礼', permission: 'site.config' },
  { to: '/admin/site', label: '站点配置', mark: '配', permission: 'site.config' },
  { to: '/admin/admins', label: '账号管理', mark: '账', permission: 'admins.manage' },
];

export const ADMIN_LOGIN_PATH = '/admin/login';

/** The menu entry of a path (the longest prefix), for the page check and the highlighted item. */
export const menuItemOf = (pathname: string) => {
  const path = pathname.replace(/\/+$/, '') || '/';
  return adminMenu.find((item) => item.to === path) ?? null;
};

export const menuFor = (permissions: readonly string[]) =>
  adminMenu.filter((item) => permissions.includes(item.permission));
