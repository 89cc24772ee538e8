// Line charts over time (odds, waters, handicap or total as a step series, probabilities) and a grouped
// bar chart: configurations for ChartCanvas, with a linear time axis printed MM-DD HH:mm (no date adapter).
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { formatFull, formatShort } from '../../../contract/format';
import { ChartCanvas } from './chart-canvas';

export interface LineSeries {
  label: string;
  color: string;
  points: readonly { x: number; y: number }[];
  /** A line that holds until it moves (a handicap, a total): drawn as steps on the right axis. */
  step?: boolean;
}

export interface LineChartProps {
  series: readonly LineSeries[];
  height?: number;
  /** Label of the chart for screen readers. */
  label: string;
  /** Ticks and tooltips of the left axis (the smooth series). */
  format?(value: number): string;
  /** Ticks and tooltips of the right axis (the step series): 半球, 2.5/3 … */
  formatStep?(value: number): string;
  /** The step series moves in quarters (football handicaps and totals): tick every quarter. */
  quarterSteps?: boolean;
  /** The left axis is 0-100 %. */
  percent?: boolean;
}

const plain = (v: number) => v.toFixed(2);
const HALF_HOUR = 30 * 60_000;

/** Smallest and largest of some numbers; null for none. */
const extent = (values: readonly number[]): [number, number] | null =>
  values.length === 0 ? null : [Math.min(...values), Math.max(...values)];

/** The time axis spans exactly the moves (chart.js would round it out to "nice" numbers, days away). */
function timeBounds(series: readonly LineSeries[]) {
  const span = extent(series.flatMap((s) => s.points.map((p) => p.x)));
  if (!span) return {};
  const [min, max] = span;
  return min === max ? { min: min - HALF_HOUR, max: max + HALF_HOUR } : { min, max };
}

/**
 * The right axis around the handicap or total, a step beyond each side so the line never sits on the
 * frame; football lines tick at quarters (halves when they moved a long way).
 */
function stepBounds(series: readonly LineSeries[], quarters: boolean) {
  const span = extent(series.filter((s) => s.step).flatMap((s) => s.points.map((p) => p.y)));
  if (!span) return {};
  const [lo, hi] = span;
  if (quarters) {
    const stepSize = hi - lo > 1.5 ? 0.5 : 0.25;
    return { min: lo - stepSize, max: hi + stepSize, ticks: { stepSize } };
  }
  const pad = Math.max(1, (hi - lo) * 0.2);
  return { min: Math.floor(lo - pad), max: Math.ceil(hi + pad), ticks: { maxTicksLimit: 6 } };
}

export function LineChart({
  series,
  height = 240,
  label,
  format = plain,
  formatStep = plain,
  quarterSteps = false,
  percent = false,
}: LineChartProps) {
  const config = useMemo((): ChartConfiguration => {
    const stepped = series.some((s) => s.step);
    const many = series.some((s) => s.points.length > 30);
    const { ticks: stepTicks, ...stepRange } = stepBounds(series, quarterSteps);
    const stepAxis = {
      type: 'linear' as const,
      position: 'right' as const,
      ...stepRange,
      ticks: { ...stepTicks, callback: (v: number | string) => formatStep(Number(v)) },
      grid: { drawOnChartArea: false },
    };
    return {
      type: 'line',
      data: {
        datasets: series.map((s) => ({
          label: s.label,
          data: s.points.map((p) => ({ x: p.x, y: p.y })),
          borderColor: s.color,
          backgroundColor: s.color,
          borderWidth: s.step ? 1.5 : 2,
          borderDash: s.step ? [4, 3] : [],
          stepped: s.step ? 'before' : false,
          pointRadius: many ? 0 : 2.5,
          pointHoverRadius: 4,
          yAxisID: s.step ? 'yLine' : 'y',
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'nearest', axis: 'x', intersect: false },
        scales: {
          x: {
            type: 'linear',
            ...timeBounds(series),
            ticks: { callback: (v) => formatShort(Number(v)), maxTicksLimit: 7, maxRotation: 0 },
            grid: { color: '#f1f1f1' },
          },
          y: {
            type: 'linear',
            position: 'left',
            ...(percent ? { min: 0, max: 1 } : {}),
            ticks: { callback: (v) => format(Number(v)), maxTicksLimit: 6 },
            grid: { color: '#f1f1f1' },
          },
          ...(stepped ? { yLine: stepAxis } : {}),
        },
        plugins: {
          legend: { position: 'top', align: 'end', labels: { boxWidth: 12, boxHeight: 2 } },
          tooltip: {
            callbacks: {
              title: (items) => (items[0] ? formatFull(items[0].parsed.x ?? 0) : ''),
              label: (item) => {
                const y = item.parsed.y ?? 0;
                const text = item.dataset.yAxisID === 'yLine' ? formatStep(y) : format(y);
                return `${item.dataset.label ?? ''}：${text}`;
              },
            },
          },
        },
      },
    };
  }, [series, format, formatStep, quarterSteps, percent]);
  return <ChartCanvas config={config} height={height} label={label} />;
}

export interface BarGroup {
  label: string;
  color: string;
  values: readonly number[];
}

/** Bars per category (主胜 / 平 / 客胜), one colour per group (主公司, 平均), values printed by `format`. */
export function BarChart({
  categories,
  groups,
  height = 220,
  label,
  format = plain,
  max,
}: {
  categories: readonly string[];
  groups: readonly BarGroup[];
  height?: number;
  label: string;
  format?(value: number): string;
  max?: number;
}) {
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'bar',
      data: {
        labels: [...categories],
        datasets: groups.map((g) => ({
          label: g.label,
          data: [...g.values],
          backgroundColor: g.color,
          borderRadius: 3,
          maxBarThickness: 36,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { type: 'category', grid: { display: false } },
          y: {
            type: 'linear',
            min: 0,
            ...(max === undefined ? {} : { max }),
            ticks: { callback: (v) => format(Number(v)), maxTicksLimit: 6 },
            grid: { color: '#f1f1f1' },
          },
        },
        plugins: {
          legend: { position: 'top', align: 'end', labels: { boxWidth: 12 } },
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label ?? ''}：${format(item.parsed.y ?? 0)}`,
            },
          },
        },
      },
    }),
    [categories, groups, format, max],
  );
  return <ChartCanvas config={config} height={height} label={label} />;
}
