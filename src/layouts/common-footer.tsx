// The common-footer layout: a page with its own top (no site header) above the site footer.

import { Outlet } from '@tanstack/react-router';
import { BottomTabBar } from '../components/bottom-tab-bar';
import { BOTTOM_BAR_ROOM } from '../components/bottom-tabs';
import { SiteFooter } from '../components/site-footer';

export function CommonFooterLayout() {
  return (
    <div data-layout="common-footer" className={`flex min-h-screen flex-col ${BOTTOM_BAR_ROOM}`}>
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <BottomTabBar />
    </div>
  );
}
