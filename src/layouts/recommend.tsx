// The recommend layout (spec §2): fixed header, a 250 px side menu fed by the nav list of user type 0, 1200 px main.
// On a phone the menu's leaves become a tab strip under the header. Only experts see the pages (ExpertGate).
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { navList } from '../../contract/calls/nav';
import { BottomTabBar } from '../components/bottom-tab-bar';
import { BOTTOM_BAR_ROOM } from '../components/bottom-tabs';
import { SiteHeader } from '../components/site-header';
import { SiteLink } from '../components/site-link';
import { ExpertGate } from '../features/expert-console/expert-gate';
import { callQuery } from '../lib/query';
import { activeLeaf, initialOpenGroup, type MenuGroup, toggleGroup } from '../lib/side-menu';
import { useCall } from '../lib/use-call';

/** Spec §2: the side menu is the navigation list for user type 0. */
const MENU_USER_TYPE = 0;

function SideMenu({ groups, pathname }: { groups: MenuGroup[]; pathname: string }) {
  const [open, setOpen] = useState<number | null>(() => initialOpenGroup(groups, pathname));
  const active = activeLeaf(groups, pathname);
  return (
    <nav
      data-testid="side-menu"
      className="sticky top-20 hidden w-menu shrink-0 self-start overflow-hidden rounded-lg bg-white shadow-sm lg:block"
    >
      {groups.map((group) => (
        <div key={group.id} className="border-b border-neutral-100 last:border-0">
          <button
            type="button"
            aria-expanded={open === group.id}
            onClick={() => setOpen(toggleGroup(open, group.id))}
            className="flex w-full items-center justify-between px-5 py-3.5 text-sm font-semibold text-neutral-800 hover:text-brand-600"
          >
            {group.name}
            <span
              className={`text-[10px] text-neutral-400 transition-transform ${open === group.id ? 'rotate-180' : ''}`}
            >
              ▼
            </span>
          </button>
          {open === group.id && (
            <ul className="pb-2">
              {group.children.map((leaf) => (
                <li key={leaf.id}>
                  <SiteLink
                    href={leaf.path}
                    aria-current={active?.id === leaf.id ? 'page' : undefined}
                    className={`block border-l-[3px] py-2.5 pr-5 pl-8 text-sm ${
                      active?.id === leaf.id
                        ? 'border-brand-500 bg-brand-50 font-semibold text-brand-600'
                        : 'border-transparent text-neutral-600 hover:text-brand-600'
                    }`}
                  >
                    {leaf.name}
                  </SiteLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </nav>
  );
}

/** Below lg the side menu would take the whole width: its leaves scroll sideways as tabs instead. */
function TabStrip({ groups, pathname }: { groups: MenuGroup[]; pathname: string }) {
  const active = activeLeaf(groups, pathname);
  const strip = useRef<HTMLElement>(null);
  // The active tab may sit past the phone's edge (推荐记录 is last): bring it into the strip's view.
  const activeId = active?.id;
  useEffect(() => {
    const tab = strip.current?.querySelector<HTMLElement>(`[data-leaf-id="${activeId}"]`);
    if (tab && strip.current) strip.current.scrollLeft = tab.offsetLeft - 12;
  }, [activeId]);
  return (
    <nav
      ref={strip}
      data-testid="side-menu-tabs"
      className="relative -mx-3 -mt-3 mb-3 flex gap-1 overflow-x-auto border-b border-neutral-200 bg-white px-3 lg:hidden"
    >
      {groups
        .flatMap((g) => g.children)
        .map((leaf) => (
          <SiteLink
            key={leaf.id}
            href={leaf.path}
            data-leaf-id={leaf.id}
            aria-current={active?.id === leaf.id ? 'page' : undefined}
            className={`shrink-0 border-b-2 px-2.5 py-2.5 text-sm whitespace-nowrap ${
              active?.id === leaf.id
                ? 'border-brand-500 font-semibold text-brand-600'
                : 'border-transparent text-neutral-600'
            }`}
          >
            {leaf.name}
          </SiteLink>
        ))}
    </nav>
  );
}

export function RecommendLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const groups = useCall(callQuery(navList, { type: MENU_USER_TYPE }), []);

  return (
    <div data-layout="recommend" className={`min-h-screen pt-14 lg:pt-16 ${BOTTOM_BAR_ROOM}`}>
      <SiteHeader fixed />
      {/* 250 + 1200 px do not fit a 1440 px window with margins: the main area gives way first. */}
      <div className="mx-auto flex w-full max-w-[1490px] gap-5 px-3 py-3 lg:px-5 lg:py-5">
        {groups ? (
          <SideMenu groups={groups} pathname={pathname} />
        ) : (
          <div className="hidden h-64 w-menu shrink-0 animate-pulse rounded-lg bg-white lg:block" />
        )}
        <main className="min-w-0 max-w-content flex-1">
          {groups && <TabStrip groups={groups} pathname={pathname} />}
          <ExpertGate>
            <Outlet />
          </ExpertGate>
        </main>
      </div>
      <BottomTabBar />
    </div>
  );
}
