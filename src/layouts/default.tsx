// The default layout (spec §2): header, content, footer; also what an unknown layout name gets.
import { Outlet } from '@tanstack/react-router';
import { FloatingWidget } from '../components/floating-widget';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';

export function DefaultLayout() {
  return (
    <div data-layout="default" className="flex min-h-screen min-w-content flex-col">
      <SiteHeader />
      <main className="mx-auto w-content flex-1 py-5">
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingWidget />
    </div>
  );
}
