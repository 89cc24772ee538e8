// The not-footer layout: header and a page that runs to the bottom of the window (no footer).
import { Outlet } from '@tanstack/react-router';
import { FloatingWidget } from '../components/floating-widget';
import { SiteHeader } from '../components/site-header';

export function NotFooterLayout() {
  return (
    <div data-layout="not-footer" className="flex min-h-screen min-w-content flex-col">
      <SiteHeader />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <FloatingWidget />
    </div>
  );
}
