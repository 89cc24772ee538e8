// The common-footer layout: a page with its own top (no site header) above the site footer.
import { Outlet } from '@tanstack/react-router';
import { SiteFooter } from '../components/site-footer';

export function CommonFooterLayout() {
  return (
    <div data-layout="common-footer" className="flex min-h-screen min-w-content flex-col">
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
