// The common-header layout: only the site header above the page, which draws its own width and end.

import { Outlet } from '@tanstack/react-router';
import { BottomTabBar } from '../components/bottom-tab-bar';
import { BOTTOM_BAR_ROOM } from '../components/bottom-tabs';
import { SiteHeader } from '../components/site-header';

export function CommonHeaderLayout() {
  return (
    <div data-layout="common-header" className={`min-h-screen ${BOTTOM_BAR_ROOM}`}>
      <SiteHeader />
      <Outlet />
      <BottomTabBar />
    </div>
  );
}
