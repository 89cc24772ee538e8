// The live layout (spec §2): a fixed header over the page, then content and footer.
import { Outlet } from '@tanstack/react-router';
import { FloatingWidget } from '../components/floating-widget';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';

export function LiveLayout() {
  return (
    <div data-layout="live" className="flex min-h-screen min-w-content flex-col pt-16">
      <SiteHeader fixed />
      <main className="mx-auto w-content flex-1 py-5">
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingWidget />
    </div>
  );
}
