// The console's frame: a dark side menu fed by admin-menu.ts (only what the admin's role may open), a top bar
// with the admin's name, role and 退出, and the page. Without an admin session every page goes to /admin/login.
import { Link, Navigate, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { adminRoleNames } from '../../../contract/admin-roles';
import { adminLogout } from '../../../contract/calls/admin';
import { adminCall } from './admin-api';
import { ADMIN_LOGIN_PATH, menuFor, menuItemOf } from './admin-menu';
import { useAdminMe, useSetAdminMe } from './admin-session';

export function AdminFrame() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (pathname.replace(/\/+$/, '') === ADMIN_LOGIN_PATH)
    return (
      <div className="min-h-screen bg-slate-900 px-4 py-10 text-slate-800">
        <Outlet />
      </div>
    );
  return <SignedIn pathname={pathname} />;
}

function SignedIn({ pathname }: { pathname: string }) {
  const me = useAdminMe();
  const setMe = useSetAdminMe();
  const navigate = useNavigate();
  if (me.isPending)
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-100 text-sm text-slate-500">
        加载中…
      </div>
    );
  if (me.isError)
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-100 text-sm text-slate-500">
        网络异常，
        <button type="button" className="text-blue-600" onClick={() => me.refetch()}>
          重试
        </button>
      </div>
    );
  if (!me.data) return <Navigate to={ADMIN_LOGIN_PATH} replace />;

  const admin = me.data;
  const menu = menuFor(admin.permissions);
  const page = menuItemOf(pathname);
  const allowed = !page || admin.permissions.includes(page.permission);
  const logout = async () => {
    await adminCall(adminLogout, {});
    setMe(null);
    await navigate({ to: ADMIN_LOGIN_PATH, replace: true });
  };

  return (
    <div className="min-h-screen bg-slate-100 text-slate-800 md:flex">
      <aside className="bg-slate-900 text-slate-300 md:min-h-screen md:w-48 md:shrink-0">
        <div className="hidden h-12 items-center px-4 text-base font-semibold text-white md:flex">
          球live 运营后台
        </div>
        <nav
          className="flex gap-1 overflow-x-auto px-2 py-1.5 md:flex-col md:px-2 md:py-2"
          aria-label="后台菜单"
        >
          {menu.map((item) => {
            const active = page?.to === item.to;
            return (
              <Link
                key={item.to}
                to={item.to}
                className={`flex shrink-0 items-center gap-2 rounded px-3 py-1.5 text-sm ${
                  active ? 'bg-blue-600 text-white' : 'hover:bg-slate-800 hover:text-white'
                }`}
              >
                <span className="hidden h-5 w-5 items-center justify-center rounded bg-slate-700 text-xs md:flex">
                  {item.mark}
                </span>
                {item.label}
              </Link>
            );
          })}
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <header className="flex h-12 items-center justify-between border-b border-slate-200 bg-white px-4">
          <span className="font-medium md:hidden">运营后台</span>
          <span className="hidden text-sm text-slate-500 md:inline">{page?.label ?? ''}</span>
          <div className="flex items-center gap-3 text-sm">
            <span data-testid="admin-who">
              {admin.username}
              <span className="ml-1.5 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
                {adminRoleNames[admin.role]}
              </span>
            </span>
            <button type="button" className="text-slate-500 hover:text-red-600" onClick={logout}>
              退出
            </button>
          </div>
        </header>
        <main className="p-3 md:p-4">
          {allowed ? (
            <Outlet />
          ) : (
            <div className="rounded bg-white p-8 text-center text-sm text-slate-500">
              你的角色没有此页的权限
            </div>
          )}
        </main>
      </div>
    </div>
  );
}

export default AdminFrame;
