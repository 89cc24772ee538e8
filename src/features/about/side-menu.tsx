// The 250 px left menu card of the about and anchor-help pages; the pages pass their own typed links.
import type { ReactNode } from 'react';
import {
  showActiveEntry,
  sideMenuAsideClass,
  sideMenuEntryClass,
  sideMenuListClass,
} from '../../components/side-menu';

/** Class for a menu link; the active one is brand red with a bar, as in the recommend layout's menu. */
export const menuLinkClass = (active: boolean) => sideMenuEntryClass(active, 'lg:gap-2.5 lg:px-5');

export function SideMenuCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <aside className={sideMenuAsideClass}>
      <nav aria-label={title} className="overflow-hidden rounded-lg bg-white shadow-sm">
        <h2 className="hidden items-center gap-2 border-b border-neutral-100 px-5 py-3.5 text-base font-semibold lg:flex">
          <span className="h-4 w-1 rounded-full bg-brand-500" />
          {title}
        </h2>
        <ul ref={showActiveEntry} className={sideMenuListClass}>
          {children}
        </ul>
      </nav>
      {footer}
    </aside>
  );
}

/** The service contact box under a side menu. */
export function MenuContactCard({ lines }: { lines: { label: string; value: string }[] }) {
  return (
    <div className="mt-4 hidden rounded-lg bg-white px-5 py-4 lg:block text-[13px] leading-6 shadow-sm">
      <p className="mb-1.5 font-semibold text-neutral-800">联系我们</p>
      {lines.map((line) => (
        <p key={line.label} className="text-neutral-500">
          {line.label}：<span className="text-neutral-700">{line.value}</span>
        </p>
      ))}
    </div>
  );
}
