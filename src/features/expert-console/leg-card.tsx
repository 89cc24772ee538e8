// A picked match in the plan form: the teams, the site's current lines (欧赔, 亚盘, 大小) and the selection
// buttons of the play type with the odds that will be committed if it is published now.
import type { PickSelection, PlanSport } from '../../../contract/calls/expert';
import { formatShort } from '../../../contract/format';
import type { PlanLeg, PlayRule } from '../../../machines/plan-composer';
import { Crest } from '../../components/crest';
import { lineText, oddsText, selectionName, sideLineText } from './labels';

/** The odds a selection would be committed with: europe [主, 平, 客]; asia/overUnder [上盘水, 盘口, 下盘水]. */
function oddsOf(values: number[] | null, rule: PlayRule, selection: PickSelection) {
  if (!values) return undefined;
  if (rule.market === 'europe') return values[{ home: 0, draw: 1, away: 2 }[selection as 'home']];
  return values[selection === 'home' || selection === 'over' ? 0 : 2];
}

function Lines({ sport, leg }: { sport: PlanSport; leg: PlanLeg }) {
  const { europe, asia, overUnder } = leg.match;
  const rows: [string, string][] = [
    ['欧赔', europe ? europe.map((n) => oddsText(n)).join(' / ') : '暂无'],
    [
      sport === 'football' ? '亚盘' : '让分',
      asia
        ? `${oddsText(asia[0])}  ${lineText(sport, 'asia', asia[1] ?? null)}  ${oddsText(asia[2])}`
        : '暂无',
    ],
    [
      sport === 'football' ? '大小' : '大小分',
      overUnder
        ? `${oddsText(overUnder[0])}  ${lineText(sport, 'overUnder', overUnder[1] ?? null)}  ${oddsText(overUnder[2])}`
        : '暂无',
    ],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-neutral-400">{k}</dt>
          <dd className="whitespace-pre text-neutral-700 tabular-nums">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LegCard({
  sport,
  rule,
  leg,
  index,
  onSelect,
  onChange,
}: {
  sport: PlanSport;
  rule: PlayRule;
  leg: PlanLeg;
  index: number;
  onSelect(selection: PickSelection): void;
  onChange(): void;
}) {
  const values = leg.match[rule.market];
  const line = rule.market === 'europe' ? null : (values?.[1] ?? null);
  return (
    <div
      data-testid="plan-leg"
      className="rounded-lg border border-brand-100 bg-brand-50/30 p-3 sm:p-4"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs text-neutral-400">
            {rule.legs === 2 && <span className="mr-2 text-brand-600">第 {index + 1} 场</span>}
            {leg.match.competition} · {formatShort(leg.match.kickoffAt)}
            {leg.match.lotteryNo && (
              <span className="ml-2 text-amber-600">{leg.match.lotteryNo}</span>
            )}
          </p>
          <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-[15px] font-semibold text-neutral-900">
            <Crest kind="team" id={leg.match.homeId} name={leg.match.home} size={20} />
            {leg.match.home}
            <span className="text-xs font-normal text-neutral-400">VS</span>
            <Crest kind="team" id={leg.match.awayId} name={leg.match.away} size={20} />
            {leg.match.away}
          </p>
        </div>
        <button
          type="button"
          onClick={onChange}
          className="shrink-0 text-xs text-brand-600 hover:underline"
        >
          更换
        </button>
      </div>
      <div className="mt-3 border-t border-dashed border-brand-100 pt-3">
        <Lines sport={sport} leg={leg} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {rule.selections.map((s) => {
          const chosen = leg.selection === s;
          return (
            <button
              key={s}
              type="button"
              aria-pressed={chosen}
              data-testid={`selection-${s}`}
              onClick={() => onSelect(s)}
              className={`flex h-12 min-w-[96px] flex-1 flex-col items-center justify-center rounded-md border text-sm sm:flex-none ${
                chosen
                  ? 'border-brand-500 bg-brand-500 text-white'
                  : 'border-neutral-200 bg-white text-neutral-800 hover:border-brand-300'
              }`}
            >
              <span className="font-medium">
                {selectionName(rule.market, s)}
                {line !== null && (
                  <span className="ml-1 text-xs">{sideLineText(sport, rule.market, s, line)}</span>
                )}
              </span>
              <span
                className={`text-xs tabular-nums ${chosen ? 'text-white/85' : 'text-neutral-400'}`}
              >
                {oddsText(oddsOf(values, rule, s))}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
