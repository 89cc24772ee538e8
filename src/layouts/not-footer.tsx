// The not-footer layout: header and a page that runs to the bottom of the window (no footer).

import { Outlet } from '@tanstack/react-router';
import { BottomTabBar } from '../components/bottom-tab-bar';
import { BOTTOM_BAR_ROOM } from '../components/bottom-tabs';
import { FloatingWidget } from '../components/floating-widget';
import { SiteHeader } from '../components/site-header';

export function NotFooterLayout() {
  return (
    <div data-layout="not-footer" className={`flex min-h-screen flex-col ${BOTTOM_BAR_ROOM}`}>
      <SiteHeader />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <FloatingWidget />
      <BottomTabBar />
    </div>
  );
}
