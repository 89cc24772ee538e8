// The match centre's 方案 tab: the experts' plans on this match (best sellers first), with the way to 有料.
import type { MatchType } from '../../../contract/events';
import { SiteLink } from '../../components/site-link';
import { PlanFeed } from './plan-feed';

export function MatchPlans({ type, matchId }: { type: MatchType; matchId: number }) {
  return (
    <section
      data-testid="match-plans-tab"
      className="overflow-hidden rounded-lg bg-white shadow-sm"
    >
      <div className="flex items-center justify-between border-b border-neutral-100 px-4 py-3">
        <h2 className="font-semibold text-neutral-900">专家方案</h2>
        <SiteLink href="/guide" className="text-xs text-neutral-500 hover:text-brand-600">
          更多有料 ›
        </SiteLink>
      </div>
      <PlanFeed
        testId="match-plans"
        source={{ call: 'list', body: { sport: type, matchId, sort: 'hot' } }}
        empty="本场暂无专家方案"
      />
    </section>
  );
}
