// The dark site header (spec §2): logo, main navigation, search, download, horn, go-live, login or user panel; the horn marquee below.
// Below lg it is the phone's compact header (logo, search icon, login or user), the bottom tab bar navigating.
import { Link, useRouterState } from '@tanstack/react-router';
import { useAdvertRefresh } from '../features/advert/use-advert-refresh';
import { BreakingNews } from '../features/breaking-news/breaking-news';
import { HornButton } from '../features/horn/horn-button';
import { GoLiveButton } from './go-live-button';
import { HeaderSearch } from './header-search';
import { HornMarquee } from './horn-marquee';
import { LiveNotice } from './live-notice';
import { isActive, type NavItem, navItems } from './nav-items';
import { UserArea } from './user-area';

const SOON = '即将上线';
const CLOSED = '暂未开放';

const itemClass = 'flex h-16 items-center px-3 text-[15px] transition-colors';

function SubMenu({ items }: { items: NavItem[] }) {
  return (
    <div className="invisible absolute top-full left-1/2 z-20 min-w-28 -translate-x-1/2 rounded-b-md bg-white py-1.5 opacity-0 shadow-lg ring-1 ring-black/5 transition-opacity group-hover:visible group-hover:opacity-100">
      {items.map((child) =>
        child.to ? (
          <Link
            key={child.label}
            to={child.to}
            className="block px-5 py-2 text-center text-sm whitespace-nowrap text-neutral-700 hover:bg-neutral-50 hover:text-brand-500"
          >
            {child.label}
          </Link>
        ) : (
          <span
            key={child.label}
            title={child.disabled ? CLOSED : SOON}
            aria-disabled="true"
            className={`block cursor-default px-5 py-2 text-center text-sm whitespace-nowrap ${
              child.disabled ? 'text-neutral-300' : 'text-neutral-600'
            }`}
          >
            {child.label}
          </span>
        ),
      )}
    </div>
  );
}

function NavEntry({ item, pathname }: { item: NavItem; pathname: string }) {
  if (item.to) {
    const active = isActive(item, pathname);
    return (
      <div className="group relative">
        <Link
          to={item.to}
          data-active={active}
          aria-current={active ? 'page' : undefined}
          className={`${itemClass} ${
            active ? 'bg-brand-500 font-semibold text-white' : 'text-white/80 hover:text-white'
          }`}
        >
          {item.label}
          {item.children && <span className="ml-1 text-[10px] opacity-70">▼</span>}
        </Link>
        {item.children && <SubMenu items={item.children} />}
      </div>
    );
  }
  return (
    <div className="group relative">
      <span
        title={SOON}
        aria-disabled="true"
        className={`${itemClass} cursor-default text-white/55 group-hover:text-white/80`}
      >
        {item.label}
        {item.children && <span className="ml-1 text-[10px] opacity-70">▼</span>}
      </span>
      {item.children && <SubMenu items={item.children} />}
    </div>
  );
}

/** fixed: the live and recommend layouts pin the header to the top of the window. */
export function SiteHeader({ fixed = false }: { fixed?: boolean }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Every public page has this header: one place to keep its adverts current when operators change them.
  useAdvertRefresh();
  return (
    <header
      data-testid="site-header"
      className={`${fixed ? 'fixed inset-x-0' : 'sticky'} top-0 z-30 bg-header shadow-[0_2px_8px_rgba(0,0,0,0.25)]`}
    >
      <div className="mx-auto flex h-14 w-content items-center pr-1 pl-3 lg:h-16 desk:px-0">
        <Link
          to="/"
          className="mr-3 flex shrink-0 items-center gap-2 lg:mr-6"
          aria-label="球live 首页"
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-accent-500 text-base font-black text-white shadow lg:size-9 lg:text-lg">
            球
          </span>
          <span className="text-xl font-black tracking-tight text-white italic lg:text-2xl">
            球<span className="text-brand-500">live</span>
          </span>
        </Link>
        <nav aria-label="主导航" className="hidden items-center lg:flex">
          {navItems.map((item) => (
            <NavEntry key={item.label} item={item} pathname={pathname} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:gap-3">
          <HeaderSearch />
          <Link
            to="/app"
            data-testid="download-link"
            className="hidden h-8 items-center desk:flex gap-1 rounded-full px-3 text-sm text-white/80 ring-1 ring-white/20 hover:text-white hover:ring-white/50"
          >
            <svg
              viewBox="0 0 20 20"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden="true"
            >
              <path
                d="M10 3v10m0 0-4-4m4 4 4-4M4 16h12"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            下载
          </Link>
          <span className="hidden lg:contents">
            <HornButton />
            <GoLiveButton />
          </span>
          <UserArea />
        </div>
      </div>
      <HornMarquee />
      <BreakingNews />
      <LiveNotice />
    </header>
  );
}
