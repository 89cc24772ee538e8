// A revealed plan's content: each pick with its match, play type, the line and odds as committed at publish
// time and, once settled, its result (赢/赢半/走/输半/输/作废); then the expert's analysis as plain text.
import type { CallData } from '../../../contract/call';
import type { planByCode } from '../../../contract/calls/expert';
import {
  lineLabel,
  oddsText,
  type PickResult,
  pickResultLabels,
  pickResultTone,
  playTypeLabel,
  selectionLabel,
} from './labels';

export type PlanDetail = CallData<typeof planByCode>;

export function PlanPicks({ plan }: { plan: PlanDetail }) {
  const picks = plan.picks ?? [];
  return (
    <section data-testid="plan-content" className="rounded-lg bg-white p-4 shadow-sm lg:p-5">
      <h2 className="font-semibold text-neutral-900">专家推荐</h2>
      <ul className="mt-3 space-y-2">
        {picks.map((pick, i) => {
          const match = plan.matches.find((m) => m.id === pick.matchId);
          const line = lineLabel(plan.sport, plan.playType, pick.line);
          const result = plan.pickResults?.[i] as PickResult | undefined;
          return (
            <li
              key={`${pick.matchId}-${pick.selection}`}
              data-testid="plan-pick"
              className="flex items-center gap-3 rounded-lg bg-brand-50/50 px-3 py-2.5 ring-1 ring-inset ring-brand-100"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate text-xs text-neutral-500">
                  {match ? `${match.home} VS ${match.away}` : `比赛 ${pick.matchId}`} ·{' '}
                  {playTypeLabel(plan.sport, plan.playType)}
                  {line && <span data-testid="pick-line"> · {line}</span>}
                </span>
                <span className="mt-0.5 flex items-baseline gap-2">
                  <b data-testid="pick-selection" className="text-base text-brand-600">
                    {selectionLabel(plan.sport, plan.playType, pick.selection, pick.line, match)}
                  </b>
                  <span className="font-mono text-xs text-neutral-500">
                    赔率 <span data-testid="pick-odds">{oddsText(pick.odds)}</span>
                  </span>
                </span>
              </span>
              {result && (
                <span
                  data-testid="pick-result"
                  className={`shrink-0 text-sm font-bold ${pickResultTone[result]}`}
                >
                  {pickResultLabels[result]}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {plan.analysis && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-neutral-900">分析</h3>
          <p
            data-testid="plan-analysis"
            className="mt-2 text-[15px] leading-7 break-words whitespace-pre-wrap text-neutral-800"
          >
            {plan.analysis}
          </p>
        </>
      )}
      <p className="mt-3 text-[11px] text-neutral-400">
        盘口与赔率为发布时的即时数据，由系统记录，专家无法填写或修改。
      </p>
    </section>
  );
}
