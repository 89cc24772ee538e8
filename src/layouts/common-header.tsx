// The common-header layout: only the site header above the page, which draws its own width and end.
import { Outlet } from '@tanstack/react-router';
import { SiteHeader } from '../components/site-header';

export function CommonHeaderLayout() {
  return (
    <div data-layout="common-header" className="min-h-screen min-w-content">
      <SiteHeader />
      <Outlet />
    </div>
  );
}
