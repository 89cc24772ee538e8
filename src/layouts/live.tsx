// The live layout (spec §2): a fixed header over the page, then content and footer.

import { Outlet } from '@tanstack/react-router';
import { BottomTabBar } from '../components/bottom-tab-bar';
import { BOTTOM_BAR_ROOM } from '../components/bottom-tabs';
import { FloatingWidget } from '../components/floating-widget';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';

export function LiveLayout() {
  return (
    <div
      data-layout="live"
      className={`flex min-h-screen flex-col pt-14 lg:pt-16 ${BOTTOM_BAR_ROOM}`}
    >
      <SiteHeader fixed />
      <main className="mx-auto w-content flex-1 px-3 py-3 lg:py-5 desk:px-0">
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingWidget />
      <BottomTabBar />
    </div>
  );
}
