// A chart over the matches of a season (one category per match): lines or bars through the odds pages'
// ChartCanvas, so chart.js still loads lazily in its own chunk and only where a chart is drawn.
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { ChartCanvas } from '../../odds/chart-canvas';
import type { CategoryChartData } from './series';

export function CategoryChart({
  data,
  label,
  testId,
  height = 220,
  reversed = false,
}: {
  data: CategoryChartData;
  /** What the chart shows, for screen readers. */
  label: string;
  testId: string;
  height?: number;
  /** A rank axis: 1 at the top. */
  reversed?: boolean;
}) {
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'line',
      data: {
        labels: data.labels,
        datasets: data.series.map((s) => ({
          type: s.bar ? ('bar' as const) : ('line' as const),
          label: s.label,
          data: s.values,
          borderColor: s.color,
          backgroundColor: s.color,
          borderWidth: 2,
          pointRadius: data.labels.length > 30 ? 0 : 3,
          tension: 0.2,
          maxBarThickness: 14,
        })),
      } as ChartConfiguration['data'],
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { position: 'top', labels: { boxWidth: 10, boxHeight: 10 } } },
        scales: {
          x: {
            ticks: { maxRotation: 0, autoSkip: true, autoSkipPadding: 8 },
            grid: { display: false },
          },
          y: {
            reverse: reversed,
            beginAtZero: !reversed,
            ...(reversed ? { min: 1 } : {}),
            ticks: { precision: 0 },
          },
        },
      },
    }),
    [data, reversed],
  );
  return <ChartCanvas config={config} height={height} label={label} testId={testId} />;
}
