// The dark site header: logo and the main navigation (spec §2 "Header navigation").
import { Link } from '@tanstack/react-router';
import { type NavItem, navItems } from './nav-items';

const SOON = '即将上线';
const CLOSED = '暂未开放';

const itemClass = 'flex h-16 items-center px-4 text-[15px] transition-colors';

function SubMenu({ items }: { items: NavItem[] }) {
  return (
    <div className="invisible absolute top-full left-1/2 z-20 min-w-28 -translate-x-1/2 rounded-b-md bg-white py-1.5 opacity-0 shadow-lg ring-1 ring-black/5 transition-opacity group-hover:visible group-hover:opacity-100">
      {items.map((child) => (
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
      ))}
    </div>
  );
}

function NavEntry({ item }: { item: NavItem }) {
  if (item.to) {
    return (
      <Link
        to={item.to}
        className={`${itemClass} text-white/80 hover:text-white`}
        activeProps={{ className: 'bg-brand-500 font-semibold text-white' }}
        activeOptions={{ exact: true }}
      >
        {item.label}
      </Link>
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

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 bg-header shadow-[0_2px_8px_rgba(0,0,0,0.25)]">
      <div className="mx-auto flex h-16 w-content items-center">
        <Link to="/" className="mr-10 flex items-center gap-2" aria-label="球live 首页">
          <span className="flex size-9 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-accent-500 text-lg font-black text-white shadow">
            球
          </span>
          <span className="text-2xl font-black tracking-tight text-white italic">
            球<span className="text-brand-500">live</span>
          </span>
        </Link>
        <nav aria-label="主导航" className="flex items-center">
          {navItems.map((item) => (
            <NavEntry key={item.label} item={item} />
          ))}
        </nav>
      </div>
    </header>
  );
}
