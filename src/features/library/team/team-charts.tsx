// The season in charts: football the league position after each round and goals for and against per match;
// basketball points for and against per game. chart.js loads with the first chart (lazily).
import { useMemo } from 'react';
import type { SeasonPoint } from '../../../../contract/calls/library-team';
import { Empty, Section } from '../../match-centre/section';
import { CategoryChart } from '../charts/category-chart';
import { forAgainstChart, positionChart } from '../charts/series';
import type { Sport } from '../sport';

export function TeamCharts({ sport, series }: { sport: Sport; series: readonly SeasonPoint[] }) {
  const football = sport === 'football';
  // One chart data object per answer: ChartCanvas redraws when it changes.
  const position = useMemo(() => (football ? positionChart(series) : null), [football, series]);
  const forAgainst = useMemo(() => forAgainstChart(series, sport), [series, sport]);
  return (
    <Section title="赛季走势" testId="team-charts">
      {series.length === 0 ? (
        <Empty>本赛季暂无完场比赛</Empty>
      ) : (
        <div
          className={`grid gap-4 p-4 ${position && position.labels.length > 0 ? 'desk:grid-cols-2' : ''}`}
        >
          {position && position.labels.length > 0 && (
            <figure>
              <figcaption className="mb-1 text-xs text-neutral-500">
                联赛排名走势（按轮次）
              </figcaption>
              <CategoryChart
                data={position}
                label="联赛排名走势"
                testId="chart-position"
                reversed
              />
            </figure>
          )}
          <figure>
            <figcaption className="mb-1 text-xs text-neutral-500">
              {football ? '每场进球与失球' : '每场得分与失分'}
            </figcaption>
            <CategoryChart
              data={forAgainst}
              label={football ? '每场进失球' : '每场得失分'}
              testId="chart-for-against"
            />
          </figure>
        </div>
      )}
    </Section>
  );
}
