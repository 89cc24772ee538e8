// One of my plans in the console's lists: play type, title, the match(es), price or 免费, 不中退, sales, and
// its state (在售 / 已开赛 / the 红黑走作废 result); it opens the plan's page.
import type { z } from 'zod';
import type { planItem } from '../../../contract/calls/expert';
import { formatShort } from '../../../contract/format';
import { SiteLink } from '../../components/site-link';
import { playTypeName, resultMeta } from './labels';
import { planPath } from './plan-form';

export type MyPlan = z.output<typeof planItem>;

export function ResultBadge({ plan, now }: { plan: MyPlan; now: number }) {
  if (plan.result) {
    const meta = resultMeta[plan.result];
    return (
      <span
        data-testid="plan-result"
        className={`inline-flex h-6 min-w-6 items-center justify-center rounded px-1.5 text-xs font-bold ${meta.className}`}
      >
        {meta.label}
      </span>
    );
  }
  const started = Date.parse(plan.firstKickoffAt) <= now;
  return (
    <span
      data-testid="plan-result"
      className={`inline-flex h-6 items-center rounded px-2 text-xs ${
        started ? 'bg-neutral-100 text-neutral-500' : 'bg-emerald-50 text-emerald-600'
      }`}
    >
      {started ? '待结算' : '在售'}
    </span>
  );
}

export function MyPlanRow({ plan, now }: { plan: MyPlan; now: number }) {
  return (
    <li>
      <SiteLink
        href={planPath(plan.code)}
        data-testid="my-plan"
        className="flex items-start gap-3 px-1 py-3.5 hover:bg-neutral-50 sm:px-2"
      >
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="rounded bg-brand-50 px-1.5 py-0.5 text-[11px] text-brand-600">
              {playTypeName(plan.sport, plan.playType)}
            </span>
            {plan.refundOnLoss && (
              <span className="rounded border border-amber-300 px-1.5 py-px text-[11px] text-amber-600">
                不中退
              </span>
            )}
            <span className="truncate text-[15px] font-medium text-neutral-900">{plan.title}</span>
          </p>
          {plan.matches.map((m) => (
            <p key={m.id} className="mt-1.5 truncate text-xs text-neutral-500">
              {m.competition} {formatShort(m.kickoffAt)}　{m.home}
              {plan.result ? ` ${m.homeScore}:${m.awayScore} ` : ' VS '}
              {m.away}
            </p>
          ))}
          <p className="mt-1.5 text-xs text-neutral-400">
            发布于 {formatShort(plan.publishedAt)} · 已售 {plan.sold}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-2">
          <ResultBadge plan={plan} now={now} />
          <span className={`text-sm ${plan.price === 0 ? 'text-emerald-600' : 'text-brand-600'}`}>
            {plan.price === 0 ? '免费' : `${plan.price} 球钻`}
          </span>
        </div>
      </SiteLink>
    </li>
  );
}
