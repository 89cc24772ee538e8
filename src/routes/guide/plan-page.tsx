// /guide/expert/plan?code=XXXX: one plan — the expert, title and tags, the matches, the content (locked with
// 购买 until bought, free or settled; then the picks and analysis), the public SHA-256 with the browser's check,
// the result once settled, and 更多. plan.settled on plan:<id> refetches it: the page flips without reload.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { indexPlans, morePlans, planByCode, planList } from '../../../contract/calls/expert';
import { formatFull } from '../../../contract/format/dates';
import { planSettled$ } from '../../../streams/expert';
import { SiteLink } from '../../components/site-link';
import {
  Last10Badge,
  PriceTag,
  RefundTag,
  ResultBadge,
  StreakBadge,
  TypeTag,
} from '../../features/expert/badges';
import { CommitmentPanel } from '../../features/expert/commitment-panel';
import { playTypeLabel, sportLabels } from '../../features/expert/labels';
import { LockedPanel } from '../../features/expert/locked-panel';
import { MorePlans } from '../../features/expert/more-plans';
import { expertHref } from '../../features/expert/plan-card';
import { PlanMatches } from '../../features/expert/plan-matches';
import { type PlanDetail, PlanPicks } from '../../features/expert/plan-picks';
import { TrustNote } from '../../features/expert/trust-note';
import { UserAvatar } from '../../features/user-centre/user-avatar';
import { callQuery, invalidateCall } from '../../lib/query';

const planQuery = (code: string) => callQuery(planByCode, { code });

function PlanHead({ plan }: { plan: PlanDetail }) {
  return (
    <header data-testid="plan-head" className="rounded-lg bg-white p-4 shadow-sm lg:p-5">
      <div className="flex items-center gap-3">
        <SiteLink
          href={expertHref(plan.expert.id)}
          className="flex min-w-0 flex-1 items-center gap-3"
        >
          <UserAvatar
            portrait={plan.expert.portrait}
            nickName={plan.expert.nickName}
            className="size-11 text-base"
          />
          <span className="min-w-0">
            <span
              data-testid="plan-expert"
              className="block truncate font-semibold text-neutral-900"
            >
              {plan.expert.nickName}
            </span>
            <span className="mt-0.5 flex gap-1">
              <Last10Badge last10={plan.expert.last10} />
              <StreakBadge streak={plan.expert.streak} />
            </span>
          </span>
        </SiteLink>
        <SiteLink
          href={expertHref(plan.expert.id)}
          className="shrink-0 rounded-full px-3 py-1 text-xs text-brand-600 ring-1 ring-brand-300 hover:bg-brand-50"
        >
          专家主页
        </SiteLink>
      </div>
      <div className="mt-4 flex items-start gap-3">
        <h1
          data-testid="plan-title"
          className="min-w-0 flex-1 text-lg leading-7 font-bold text-neutral-900"
        >
          {plan.title}
        </h1>
        {plan.result && <ResultBadge result={plan.result} large />}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-neutral-400">
        <TypeTag>{`${sportLabels[plan.sport]}·${playTypeLabel(plan.sport, plan.playType)}`}</TypeTag>
        {plan.refundOnLoss && <RefundTag />}
        <span>{formatFull(plan.publishedAt)} 发布</span>
        {plan.sold > 0 && <span>· {plan.sold}人已购</span>}
        <span className="ml-auto">
          <PriceTag price={plan.price} bought={plan.bought} settled={plan.result !== null} />
        </span>
      </div>
      {plan.result && plan.settledAt && (
        <p className="mt-2 text-xs text-neutral-500">
          {formatFull(plan.settledAt)} 结算
          {plan.result === 'go' || plan.result === 'void'
            ? '，购买者已全额退款'
            : plan.result === 'black' && plan.refundOnLoss
              ? '，不中退：购买者已全额退款'
              : ''}
        </p>
      )}
    </header>
  );
}

function usePlanLive(plan: PlanDetail | null) {
  const id = plan?.id;
  const open = plan !== null && plan.result === null;
  useEffect(() => {
    if (id === undefined || !open) return;
    const sub = planSettled$(id).subscribe(() => void invalidateCall(planByCode, morePlans));
    return () => sub.unsubscribe();
  }, [id, open]);
}

export function PlanPage({ code }: { code: string | undefined }) {
  const answer = useQuery({ ...planQuery(code ?? ''), enabled: code !== undefined }).data;
  const plan = answer?.success ? answer.data : null;
  usePlanLive(plan);
  if (code === undefined || (answer && !answer.success))
    return (
      <div data-testid="plan-missing" className="py-24 text-center text-sm text-neutral-500">
        <p>{answer && !answer.success ? answer.msg || '方案不存在' : '方案不存在'}</p>
        <SiteLink href="/guide" className="mt-3 inline-block text-brand-600 underline">
          去有料看看
        </SiteLink>
      </div>
    );
  if (!plan) return <p className="py-24 text-center text-sm text-neutral-400">加载中…</p>;
  return (
    <div
      data-testid="plan-page"
      data-locked={plan.locked}
      data-result={plan.result ?? ''}
      className="mx-auto w-content px-3 py-3 lg:py-5 desk:px-0"
    >
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-5">
        <div className="min-w-0 space-y-3 lg:space-y-4">
          <PlanHead plan={plan} />
          <PlanMatches matches={plan.matches} />
          {plan.locked ? (
            <LockedPanel
              plan={plan}
              onBought={() => void invalidateCall(planByCode, morePlans, planList, indexPlans)}
            />
          ) : (
            <PlanPicks plan={plan} />
          )}
          <CommitmentPanel
            commitment={plan.commitment}
            committedText={plan.committedText}
            publishedAt={plan.publishedAt}
          />
        </div>
        <div className="min-w-0 space-y-4">
          <MorePlans planId={plan.id} />
          <TrustNote />
        </div>
      </div>
    </div>
  );
}
