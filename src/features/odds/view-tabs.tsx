// The odds detail page's view tabs (欧赔 / 亚盘 / 大小球 / 综合 / 赔率表; basketball 让分 and 总分), keeping the
// match and bookmaker in the link.
import type { MatchType } from '../../../contract/events';
import { type OddsDetailView, oddsDetailViews } from '../../../contract/pages';
import { SiteLink } from '../../components/site-link';
import { detailHref, modelHref, viewTitle } from './market-labels';

export function ViewTabs({
  type,
  view,
  matchId,
  bookmakerId,
}: {
  type: MatchType;
  view: OddsDetailView;
  matchId: number;
  bookmakerId?: number;
}) {
  return (
    <nav
      data-testid="odds-views"
      className="flex gap-1 overflow-x-auto rounded-lg bg-white p-1.5 whitespace-nowrap shadow-sm [scrollbar-width:none]"
    >
      {oddsDetailViews.map((v) => (
        <SiteLink
          key={v}
          href={detailHref(type, v, matchId, bookmakerId)}
          data-testid={`odds-view-${v}`}
          aria-current={v === view ? 'page' : undefined}
          className={`shrink-0 rounded px-5 py-1.5 text-sm max-lg:px-3 ${
            v === view ? 'bg-brand-500 text-white' : 'text-neutral-600 hover:bg-neutral-100'
          }`}
        >
          {viewTitle(type, v)}
        </SiteLink>
      ))}
      {type === 'football' && (
        <SiteLink
          href={modelHref(matchId)}
          data-testid="odds-view-model"
          className="ml-auto shrink-0 rounded px-4 py-1.5 text-sm text-brand-500 hover:bg-brand-50"
        >
          比赛模型 ›
        </SiteLink>
      )}
    </nav>
  );
}
