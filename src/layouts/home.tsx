// The home layout: header and footer around a full-width page that lays out its own bands.

import { Outlet } from '@tanstack/react-router';
import { BottomTabBar } from '../components/bottom-tab-bar';
import { BOTTOM_BAR_ROOM } from '../components/bottom-tabs';
import { FloatingWidget } from '../components/floating-widget';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';

export function HomeLayout() {
  return (
    <div data-layout="home" className={`flex min-h-screen flex-col ${BOTTOM_BAR_ROOM}`}>
      <SiteHeader />
      {/* A screen reserved while the page's code loads: the footer must not show and then jump down (CLS). */}
      <main className="min-h-screen flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingWidget />
      <BottomTabBar />
    </div>
  );
}
