// The dashboard's moderation response times: per queue, decided in the last 7 days with the median and p90 time
// from entry to decision, what waits now and the oldest wait; a bar chart of the two times beside the table.
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { type DashboardFigures, MODERATION_WINDOW_DAYS } from '../../../contract/calls/admin';
import { ChartCanvas } from '../odds/chart-canvas';

type Times = DashboardFigures['moderation'];

const queueNames: Record<Times[number]['queue'], string> = {
  reports: '举报处理',
  content: '内容审核',
  anchors: '主播审核',
  experts: '专家审核',
  withdrawals: '提现审核',
};

/** 45 秒, 12 分钟, 3.5 小时, 2.1 天. */
export function spanText(ms: number | null) {
  if (ms === null) return '—';
  const s = ms / 1000;
  if (s < 60) return `${Math.round(s)} 秒`;
  if (s < 3600) return `${Math.round(s / 60)} 分钟`;
  if (s < 86_400) return `${(s / 3600).toFixed(1)} 小时`;
  return `${(s / 86_400).toFixed(1)} 天`;
}

/** The chart's unit: the largest that keeps the longest bar at one or more. */
function unitOf(times: Times): [string, number] {
  const longest = Math.max(0, ...times.map((t) => t.p90Ms ?? 0));
  if (longest >= 86_400_000) return ['天', 86_400_000];
  if (longest >= 3_600_000) return ['小时', 3_600_000];
  if (longest >= 60_000) return ['分钟', 60_000];
  return ['秒', 1000];
}

function TimesChart({ times }: { times: Times }) {
  const config = useMemo<ChartConfiguration>(() => {
    const [unit, per] = unitOf(times);
    const value = (ms: number | null) => (ms === null ? 0 : Math.round((ms / per) * 100) / 100);
    return {
      type: 'bar',
      data: {
        labels: times.map((t) => queueNames[t.queue]),
        datasets: [
          {
            label: `中位数（${unit}）`,
            data: times.map((t) => value(t.medianMs)),
            backgroundColor: 'rgba(37, 99, 235, 0.6)',
          },
          {
            label: `P90（${unit}）`,
            data: times.map((t) => value(t.p90Ms)),
            backgroundColor: 'rgba(245, 158, 11, 0.6)',
          },
        ],
      },
      options: {
        indexAxis: 'y',
        maintainAspectRatio: false,
        animation: false,
        scales: { x: { beginAtZero: true } },
        plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
      },
    };
  }, [times]);
  return (
    <ChartCanvas config={config} height={200} label="审核响应时间" testId="moderation-chart" />
  );
}

export function ModerationTimes({ times }: { times: Times }) {
  return (
    <section
      className="rounded border border-slate-200 bg-white p-3 text-sm"
      data-testid="moderation-times"
    >
      <h2 className="mb-2 font-medium">
        审核响应时间（近 {MODERATION_WINDOW_DAYS} 天，从提交到处理）
      </h2>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[30rem] text-left text-xs">
            <thead className="bg-slate-50 text-slate-500">
              <tr>
                <th className="px-2 py-1.5 font-normal">队列</th>
                <th className="px-2 py-1.5 text-right font-normal">已处理</th>
                <th className="px-2 py-1.5 text-right font-normal">中位数</th>
                <th className="px-2 py-1.5 text-right font-normal">P90</th>
                <th className="px-2 py-1.5 text-right font-normal">待处理</th>
                <th className="px-2 py-1.5 text-right font-normal">最久等待</th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {times.map((t) => (
                <tr key={t.queue} className="border-t border-slate-100" data-queue={t.queue}>
                  <td className="px-2 py-1.5">{queueNames[t.queue]}</td>
                  <td className="px-2 py-1.5 text-right">{t.decided}</td>
                  <td className="px-2 py-1.5 text-right">{spanText(t.medianMs)}</td>
                  <td className="px-2 py-1.5 text-right">{spanText(t.p90Ms)}</td>
                  <td className={`px-2 py-1.5 text-right ${t.waiting > 0 ? 'text-amber-600' : ''}`}>
                    {t.waiting}
                  </td>
                  <td className="px-2 py-1.5 text-right">{spanText(t.oldestWaitMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <TimesChart times={times} />
      </div>
    </section>
  );
}
