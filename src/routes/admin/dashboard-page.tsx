// /admin: the dashboard — online now, live rooms, today's money and sign-ups, the withdrawal queue, feed
// health, a 14-day chart of new users and recharge (chart.js, loaded lazily with the first chart), and the
// moderation queues' response times.
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { adminDashboard, type DashboardFigures } from '../../../contract/calls/admin';
import { formatMinor } from '../../../contract/format/price';
import { FeedHealth } from '../../features/admin/feed-health';
import { ModerationTimes } from '../../features/admin/moderation-times';
import { useAdminQuery } from '../../features/admin/use-admin-query';
import { ChartCanvas } from '../../features/odds/chart-canvas';

function Tile({
  label,
  value,
  note,
  tone,
}: {
  label: string;
  value: string;
  note?: string;
  tone?: 'warn' | 'ok';
}) {
  return (
    <div className="rounded border border-slate-200 bg-white px-3 py-2.5">
      <div className="text-xs text-slate-500">{label}</div>
      <div
        className={`mt-1 text-xl font-semibold tabular-nums ${tone === 'warn' ? 'text-amber-600' : tone === 'ok' ? 'text-emerald-600' : ''}`}
      >
        {value}
      </div>
      {note && <div className="mt-0.5 truncate text-xs text-slate-400">{note}</div>}
    </div>
  );
}

function Trend({ days }: { days: DashboardFigures['days'] }) {
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: days.map((d) => d.day.slice(5)),
        datasets: [
          {
            type: 'bar',
            label: '充值（球钻）',
            data: days.map((d) => d.rechargeUnits / 100),
            backgroundColor: 'rgba(37, 99, 235, 0.55)',
            yAxisID: 'money',
          },
          {
            type: 'line',
            label: '新增用户',
            data: days.map((d) => d.newUsers),
            borderColor: '#f59e0b',
            backgroundColor: '#f59e0b',
            yAxisID: 'users',
            tension: 0.3,
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          money: { position: 'left', beginAtZero: true },
          users: {
            position: 'right',
            beginAtZero: true,
            grid: { drawOnChartArea: false },
            ticks: { precision: 0 },
          },
        },
        plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
      },
    }),
    [days],
  );
  return (
    <ChartCanvas config={config} height={260} label="近 14 天新增用户与充值" testId="admin-trend" />
  );
}

export function AdminDashboardPage() {
  const { data, error } = useAdminQuery(adminDashboard, {}, 30_000);
  if (error)
    return <div className="rounded bg-white p-6 text-sm text-red-600">{error.message}</div>;
  if (!data) return <div className="p-6 text-sm text-slate-500">加载中…</div>;
  const { today, feed } = data;
  return (
    <div className="space-y-3" data-testid="admin-dashboard">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Tile
          label="在线连接"
          value={String(data.onlineSockets)}
          note={`登录用户 ${data.onlineUsers}`}
        />
        <Tile label="直播中房间" value={String(data.liveRooms)} note={`观看 ${data.viewers} 人`} />
        <Tile
          label="今日充值（球钻）"
          value={formatMinor(today.rechargeUnits)}
          note={`${today.rechargeCount} 笔`}
        />
        <Tile
          label="今日礼物（球钻）"
          value={formatMinor(today.giftUnits)}
          note={`${today.giftCount} 次`}
        />
        <Tile label="今日新增用户" value={String(today.newUsers)} note={today.day} />
        <Tile
          label="待审核提现（球票）"
          value={String(data.withdrawalsPending.count)}
          note={`${formatMinor(data.withdrawalsPending.units)} · 今日已打款 ${today.withdrawalsPaidCount} 笔 ${formatMinor(today.withdrawalsPaidUnits)}`}
          tone={data.withdrawalsPending.count > 0 ? 'warn' : undefined}
        />
      </div>
      <div className="grid gap-3 lg:grid-cols-3">
        <section className="rounded border border-slate-200 bg-white p-3 lg:col-span-2">
          <h2 className="mb-2 text-sm font-medium">近 14 天新增用户与充值</h2>
          <Trend days={data.days} />
        </section>
        <FeedHealth feed={feed} at={data.at} />
      </div>
      <ModerationTimes times={data.moderation} />
    </div>
  );
}
