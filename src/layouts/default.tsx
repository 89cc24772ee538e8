// The default layout (spec §2): header, content, footer.
import { Outlet } from '@tanstack/react-router';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';

export function DefaultLayout() {
  return (
    <div className="flex min-h-screen min-w-content flex-col">
      <SiteHeader />
      <main className="mx-auto w-content flex-1 py-5">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
