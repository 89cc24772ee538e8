// The match centre's tabs as links (each tab is its own address): 直播 分析 and the three odds markets, 三合一.

import type { MatchType } from '../../../contract/events';
import type { CentreTab } from '../../../contract/pages';
import { SiteLink } from '../../components/site-link';
import { centrePath, centreTabsOf } from './labels';

export function CentreTabs({ type, tab, id }: { type: MatchType; tab: CentreTab; id: number }) {
  return (
    <nav
      aria-label="比赛中心"
      className="flex items-center gap-1 overflow-x-auto rounded-lg bg-white px-3 py-2 whitespace-nowrap shadow-sm [scrollbar-width:none]"
    >
      {centreTabsOf(type).map(({ tab: t, label }) => {
        const active = t === tab;
        return (
          <SiteLink
            key={t}
            href={centrePath(type, t, id)}
            data-testid={`centre-tab-${t}`}
            aria-current={active ? 'page' : undefined}
            className={`shrink-0 rounded px-4 py-1.5 text-sm transition max-lg:min-h-11 max-lg:leading-8 ${
              active
                ? 'bg-brand-500 font-semibold text-white'
                : 'text-neutral-700 hover:bg-neutral-100'
            }`}
          >
            {label}
          </SiteLink>
        );
      })}
    </nav>
  );
}
