// One plan in a list as 懂球帝/雷速 有料 show it: the expert (avatar, 近10中N, 连红), the title, the match or
// matches with kick-off, play type, 不中退, and the price with a lock (免费, 已购) or the result once settled.
import type { CallData } from '../../../contract/call';
import type { planList } from '../../../contract/calls/expert';
import { formatShort } from '../../../contract/format/dates';
import { SiteLink } from '../../components/site-link';
import { UserAvatar } from '../user-centre/user-avatar';
import { Last10Badge, PriceTag, RefundTag, ResultBadge, StreakBadge, TypeTag } from './badges';
import { playTypeLabel, sportLabels } from './labels';

export type PlanItem = CallData<typeof planList>['list'][number];

export const planHref = (code: string) => `/guide/expert/plan?code=${encodeURIComponent(code)}`;
export const expertHref = (id: number) => `/guide/expert/info/${id}`;

export function PlanMatchLine({ match }: { match: PlanItem['matches'][number] }) {
  return (
    <p className="flex min-w-0 items-center gap-1.5 text-xs text-neutral-500">
      <span className="shrink-0 text-neutral-400">{match.competition}</span>
      <span className="min-w-0 truncate text-neutral-700">
        {match.home} <span className="text-neutral-400">VS</span> {match.away}
      </span>
      <span className="ml-auto shrink-0 font-mono">{formatShort(match.kickoffAt)}</span>
    </p>
  );
}

export function PlanCard({ plan, showExpert = true }: { plan: PlanItem; showExpert?: boolean }) {
  return (
    <article
      data-testid="plan-card"
      data-plan-code={plan.code}
      className="relative border-b border-neutral-100 bg-white px-4 py-3 last:border-0 hover:bg-neutral-50/60"
    >
      {showExpert && (
        <div className="relative z-10 mb-2 flex w-fit max-w-full items-center gap-2">
          <SiteLink href={expertHref(plan.expert.id)} className="flex min-w-0 items-center gap-2">
            <UserAvatar
              portrait={plan.expert.portrait}
              nickName={plan.expert.nickName}
              className="size-7 text-xs"
            />
            <span className="truncate text-sm font-medium text-neutral-800">
              {plan.expert.nickName}
            </span>
          </SiteLink>
          <Last10Badge last10={plan.expert.last10} />
          <StreakBadge streak={plan.expert.streak} />
        </div>
      )}
      <h3 className="flex items-start gap-2">
        {plan.result && <ResultBadge result={plan.result} />}
        {/* The whole card opens the plan: the link's box covers it, the expert's link sits above. */}
        <SiteLink
          href={planHref(plan.code)}
          data-testid="plan-card-link"
          className="line-clamp-2 text-[15px] leading-6 font-semibold text-neutral-900 after:absolute after:inset-0 hover:text-brand-600"
        >
          {plan.title}
        </SiteLink>
      </h3>
      <div className="mt-1.5 space-y-0.5">
        {plan.matches.map((m) => (
          <PlanMatchLine key={m.id} match={m} />
        ))}
      </div>
      <div className="mt-2 flex items-center gap-1.5">
        <TypeTag>{`${sportLabels[plan.sport]}·${playTypeLabel(plan.sport, plan.playType)}`}</TypeTag>
        {plan.refundOnLoss && <RefundTag />}
        <span className="text-[11px] text-neutral-400">
          {plan.sold > 0 ? `${plan.sold}人已购` : ''}
        </span>
        <span className="ml-auto">
          <PriceTag price={plan.price} bought={plan.bought} settled={plan.result !== null} />
        </span>
      </div>
    </article>
  );
}
