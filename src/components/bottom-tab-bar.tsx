// The phone shell's bottom tab bar: fixed at the bottom (above the home indicator), hidden from lg up
// where the header's navigation takes over. 我的 opens the login dialog for a visitor.
import { useRouterState } from '@tanstack/react-router';
import { currentSession, openLogin, session$ } from '../features/user/session';
import { useObservable } from '../lib/use-observable';
import { activeBottomTab, type BottomTab, bottomTabs, showsBottomBar } from './bottom-tabs';
import { Icon } from './icons';
import { SiteLink } from './site-link';

const tabClass = 'flex h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[11px]';

function TabBody({ tab }: { tab: BottomTab }) {
  return (
    <>
      <Icon name={tab.icon} className="size-5" />
      {tab.label}
    </>
  );
}

export function BottomTabBar() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { auth } = useObservable(session$, currentSession());
  const active = activeBottomTab(pathname);
  if (!showsBottomBar(pathname)) return null;
  return (
    <nav
      aria-label="底部导航"
      data-testid="bottom-tab-bar"
      className="fixed inset-x-0 bottom-0 z-40 flex border-t border-neutral-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      {bottomTabs.map((tab) => {
        const current = tab.id === active;
        const tone = current ? 'font-semibold text-brand-600' : 'text-neutral-500';
        if (!tab.href)
          return (
            <span
              key={tab.id}
              data-tab={tab.id}
              title="即将上线"
              aria-disabled="true"
              className={`${tabClass} text-neutral-300`}
            >
              <TabBody tab={tab} />
            </span>
          );
        if (tab.id === 'mine' && !auth)
          return (
            <button
              key={tab.id}
              type="button"
              data-tab={tab.id}
              onClick={openLogin}
              className={`${tabClass} ${tone}`}
            >
              <TabBody tab={tab} />
            </button>
          );
        return (
          <SiteLink
            key={tab.id}
            href={tab.href}
            data-tab={tab.id}
            aria-current={current ? 'page' : undefined}
            className={`${tabClass} ${tone}`}
          >
            <TabBody tab={tab} />
          </SiteLink>
        );
      })}
    </nav>
  );
}
