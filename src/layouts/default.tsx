// The default layout (spec §2): header, content, footer; also what an unknown layout name gets.

import { Outlet } from '@tanstack/react-router';
import { BottomTabBar } from '../components/bottom-tab-bar';
import { BOTTOM_BAR_ROOM } from '../components/bottom-tabs';
import { FloatingWidget } from '../components/floating-widget';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';

export function DefaultLayout() {
  return (
    <div data-layout="default" className={`flex min-h-screen flex-col ${BOTTOM_BAR_ROOM}`}>
      <SiteHeader />
      {/* A screen reserved while the page's code loads: the footer must not show and then jump down (CLS). */}
      <main className="mx-auto min-h-screen w-content flex-1 px-3 py-3 lg:py-5 desk:px-0">
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingWidget />
      <BottomTabBar />
    </div>
  );
}
