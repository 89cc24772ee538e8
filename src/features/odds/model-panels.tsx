// The model page's panels: win / draw / loss probabilities read from the europe odds (the main bookmaker and
// the average over bookmakers, margin removed) with a bar chart, and the main bookmaker's probabilities over time.
import { useMemo, useState } from 'react';
import type { MatchOdds, OddsLine } from '../../../streams/odds';
import { type ChartRange, movesInRange, probabilitySeries } from './history-series';
import { BarChart, LineChart } from './line-chart';
import { LiveState, Notice } from './live-state';
import { marketColumns } from './market-labels';
import { OddsCard } from './odds-card';
import { averageFairProbabilities, fairProbabilities, margin, percentText } from './probability';
import { RangeSwitch } from './range-switch';
import { useOddsHistory } from './use-odds';

const MAIN_COLOR = '#e5322d';
const AVERAGE_COLOR = '#94a3b8';

const percent = (v: number) => percentText(v, 0);

export interface ModelNumbers {
  outcomes: string[];
  main: { line: OddsLine; fair: number[]; margin: number } | null;
  average: { fair: number[]; margin: number; count: number } | null;
}

/** The probabilities the panel shows, from the europe lines as they stand now. */
export function modelNumbers(odds: MatchOdds): ModelNumbers {
  const lines = odds.markets.europe;
  const outcomes = marketColumns(odds.type, 'europe');
  const first = lines[0];
  const mainFair = first ? fairProbabilities(first.current) : null;
  const mainMargin = first ? margin(first.current) : null;
  const usable = lines.filter((l) => fairProbabilities(l.current)?.length === outcomes.length);
  const averageFair = averageFairProbabilities(usable.map((l) => l.current));
  const margins = usable.map((l) => margin(l.current) ?? 0);
  return {
    outcomes,
    main:
      first && mainFair && mainMargin !== null
        ? { line: first, fair: mainFair, margin: mainMargin }
        : null,
    average:
      averageFair && usable.length > 0
        ? {
            fair: averageFair,
            margin: margins.reduce((a, b) => a + b, 0) / usable.length,
            count: usable.length,
          }
        : null,
  };
}

function ProbabilityRow({
  title,
  fair,
  margin: m,
  testId,
}: {
  title: string;
  fair: number[];
  margin: number;
  testId: string;
}) {
  const best = fair.indexOf(Math.max(...fair));
  return (
    <tr data-testid={testId} className="border-b border-neutral-100">
      <td className="px-3 py-2.5 text-neutral-900">{title}</td>
      {fair.map((p, i) => (
        <td
          // biome-ignore lint/suspicious/noArrayIndexKey: outcomes are positional
          key={i}
          data-testid="model-probability"
          className={`px-2 py-2.5 text-center font-mono text-base ${i === best ? 'font-bold text-brand-600' : 'text-neutral-700'}`}
        >
          {percentText(p)}
        </td>
      ))}
      <td className="px-2 py-2.5 text-center font-mono text-neutral-500">{percentText(m)}</td>
    </tr>
  );
}

export function ProbabilityPanel({ odds, stale }: { odds: MatchOdds; stale: boolean }) {
  const numbers = useMemo(() => modelNumbers(odds), [odds]);
  const { outcomes, main, average } = numbers;
  const groups = useMemo(
    () => [
      ...(main
        ? [{ label: `${main.line.bookmaker}（主公司）`, color: MAIN_COLOR, values: main.fair }]
        : []),
      ...(average
        ? [{ label: `平均（${average.count}家）`, color: AVERAGE_COLOR, values: average.fair }]
        : []),
    ],
    [main, average],
  );
  if (!main || !average)
    return (
      <OddsCard title="胜平负概率" stale={stale}>
        <Notice testId="model-no-odds">该场比赛暂无欧赔，无法计算概率</Notice>
      </OddsCard>
    );
  const favourite = average.fair.indexOf(Math.max(...average.fair));
  return (
    <OddsCard
      testId="model-probabilities"
      title={odds.type === 'football' ? '胜平负概率' : '胜负概率'}
      note="由即时欧赔换算 · 实时更新"
      stale={stale}
    >
      <div className="grid grid-cols-1 gap-4 p-3 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-6 lg:p-4">
        <div>
          <p className="mb-3 text-sm text-neutral-600">
            市场最看好
            <span data-testid="model-favourite" className="ml-1 font-bold text-brand-600">
              {outcomes[favourite]}
            </span>
            ，平均概率 {percentText(average.fair[favourite] ?? null)}
          </p>
          <table className="w-full text-[13px]">
            <thead className="bg-neutral-50 text-xs text-neutral-500">
              <tr>
                <th className="px-3 py-1.5 text-left font-normal">来源</th>
                {outcomes.map((o) => (
                  <th key={o} className="px-2 py-1.5 font-normal">
                    {o}
                  </th>
                ))}
                <th className="px-2 py-1.5 font-normal" title="隐含概率之和超出 100% 的部分">
                  抽水
                </th>
              </tr>
            </thead>
            <tbody>
              <ProbabilityRow
                testId="model-main"
                title={`${main.line.bookmaker}（主公司）`}
                fair={main.fair}
                margin={main.margin}
              />
              <ProbabilityRow
                testId="model-average"
                title={`平均（${average.count}家公司）`}
                fair={average.fair}
                margin={average.margin}
              />
            </tbody>
          </table>
        </div>
        <BarChart
          categories={outcomes}
          groups={groups}
          label="胜平负概率柱状图"
          format={percent}
          max={1}
        />
      </div>
    </OddsCard>
  );
}

export function ProbabilityTrend({ odds }: { odds: MatchOdds }) {
  const main = odds.markets.europe[0];
  if (!main) return null;
  return <Trend odds={odds} bookmakerId={main.bookmakerId} bookmaker={main.bookmaker} />;
}

function Trend({
  odds,
  bookmakerId,
  bookmaker,
}: {
  odds: MatchOdds;
  bookmakerId: number;
  bookmaker: string;
}) {
  const live = useOddsHistory(odds.type, odds.match.id, bookmakerId, 'europe');
  const moves = live.status === 'ready' ? live.value.moves : null;
  const [range, setRange] = useState<ChartRange>('all');
  const inPlay = moves?.some((m) => m.live) ?? false;
  const series = useMemo(
    () => (moves ? probabilitySeries(odds.type, movesInRange(moves, inPlay ? range : 'all')) : []),
    [odds.type, moves, range, inPlay],
  );
  return (
    <OddsCard
      testId="model-trend"
      title={`${bookmaker}概率走势`}
      note={moves ? `共 ${moves.length} 次报价，去除抽水后的概率` : undefined}
      stale={live.status === 'ready' && live.stale}
      aside={inPlay && <RangeSwitch range={range} onChange={setRange} />}
    >
      <LiveState live={live}>
        {() => (
          <div className="px-4 py-3">
            <LineChart
              series={series}
              label={`${bookmaker}胜平负概率走势图`}
              format={percent}
              percent
            />
          </div>
        )}
      </LiveState>
    </OddsCard>
  );
}
