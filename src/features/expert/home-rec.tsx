// The home page's 有料推荐: the on-sale plans of experts on a red run (POST /tj/expert/home/rec), three across on
// the desktop and a sideways strip on a phone; nothing at all when there are none.
import { homePlans } from '../../../contract/calls/expert';
import { SiteLink } from '../../components/site-link';
import { callQuery } from '../../lib/query';
import { useCall } from '../../lib/use-call';
import { UserAvatar } from '../user-centre/user-avatar';
import { Last10Badge, PriceTag, StreakBadge } from './badges';
import { playTypeLabel } from './labels';
import { type PlanItem, planHref } from './plan-card';

function RecCard({ plan }: { plan: PlanItem }) {
  const match = plan.matches[0];
  return (
    <SiteLink
      href={planHref(plan.code)}
      data-testid="home-rec-plan"
      className="flex w-[260px] shrink-0 snap-start flex-col rounded-lg bg-white p-3 shadow-sm ring-1 ring-transparent transition hover:ring-brand-200 lg:w-auto"
    >
      <span className="flex items-center gap-2">
        <UserAvatar
          portrait={plan.expert.portrait}
          nickName={plan.expert.nickName}
          className="size-7 text-xs"
        />
        <span className="min-w-0 truncate text-sm font-medium text-neutral-800">
          {plan.expert.nickName}
        </span>
        <Last10Badge last10={plan.expert.last10} />
        <StreakBadge streak={plan.expert.streak} />
      </span>
      <span className="mt-2 line-clamp-2 h-12 text-[15px] leading-6 font-semibold text-neutral-900">
        {plan.title}
      </span>
      <span className="mt-1.5 flex items-center gap-2 text-xs text-neutral-500">
        <span className="min-w-0 truncate">{match ? `${match.home} VS ${match.away}` : ''}</span>
        <span className="shrink-0 text-sky-700">{playTypeLabel(plan.sport, plan.playType)}</span>
        <span className="ml-auto">
          <PriceTag price={plan.price} bought={plan.bought} />
        </span>
      </span>
    </SiteLink>
  );
}

export function HomeRec() {
  const plans = useCall(callQuery(homePlans, { limit: 6 }, { progress: false }), []);
  if (!plans || plans.length === 0) return null;
  return (
    <section data-testid="home-rec" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 className="flex items-center gap-2 text-lg font-bold text-neutral-900">
          <span className="h-4 w-1 rounded-full bg-brand-500" />
          有料推荐
        </h2>
        <SiteLink href="/guide" className="text-sm text-neutral-500 hover:text-brand-600">
          更多 ›
        </SiteLink>
      </div>
      <div className="-mx-3 flex snap-x gap-3 overflow-x-auto px-3 pb-1 [scrollbar-width:none] lg:mx-0 lg:grid lg:grid-cols-3 lg:gap-4 lg:overflow-visible lg:px-0">
        {plans.map((plan) => (
          <RecCard key={plan.id} plan={plan} />
        ))}
      </div>
    </section>
  );
}
