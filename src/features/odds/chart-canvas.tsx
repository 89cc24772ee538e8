// A canvas drawn by chart.js, which is imported lazily here (and only here): the first chart on a page
// fetches the chart chunk, later renders redraw the same chart with the new data.

import { useQuery } from '@tanstack/react-query';
import type { ChartConfiguration } from 'chart.js';
import { useEffect, useRef, useState } from 'react';

type AnyChart = { data: unknown; options: unknown; update(mode?: 'none'): void; destroy(): void };

const chartCode = {
  queryKey: ['chart.js'],
  queryFn: () => import('./chart-core').then((m) => m.Chart),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
};

export function ChartCanvas({
  config,
  height,
  label,
  testId = 'odds-chart',
}: {
  /** A new object whenever the data changes (memoise it): each one is one redraw. */
  config: ChartConfiguration;
  height: number;
  /** What the chart shows, for screen readers. */
  label: string;
  testId?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<AnyChart | null>(null);
  const latest = useRef(config);
  latest.current = config;
  const [drawn, setDrawn] = useState(0);

  // The chart's code comes once per visit, through the cache; the chart is made when it is here and
  // the canvas is mounted, and `config` changes go to update() below.
  const { data: Chart, isError: failed } = useQuery(chartCode);
  useEffect(() => {
    if (!Chart || !canvas.current) return;
    chart.current = new Chart(canvas.current, latest.current) as unknown as AnyChart;
    setDrawn((n) => n + 1);
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, [Chart]);

  useEffect(() => {
    const current = chart.current;
    if (!current || current.data === config.data) return;
    current.data = config.data;
    current.options = config.options ?? {};
    current.update('none');
    setDrawn((n) => n + 1);
  }, [config]);

  return (
    <div data-testid={testId} data-drawn={drawn} className="relative" style={{ height }}>
      {failed ? (
        <div className="flex h-full items-center justify-center text-sm text-neutral-400">
          走势图加载失败，请刷新页面重试
        </div>
      ) : (
        <canvas ref={canvas} role="img" aria-label={label} />
      )}
    </div>
  );
}
