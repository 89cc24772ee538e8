// The dashboard's 数据源状态 panel: which feed serves now (the real one, or the simulator standing in since
// HH:mm under FEED_FALLBACK), its last good answer, lag and error rate, and what the site last wrote.
import type { DashboardFigures } from '../../../contract/calls/admin';
import { formatFull } from '../../../contract/format/dates';

type Feed = DashboardFigures['feed'];

const NAMES: Record<string, string> = {
  'api-sports': 'API-Sports',
  simulator: '内置模拟器',
  off: '未开启',
};
const nameOf = (provider: string) => NAMES[provider] ?? provider;
const hhmm = (t: number) => formatFull(t).slice(11, 16);
const FRESH_MS = 5 * 60_000;

function lagText(ms: number) {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} 秒`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} 分 ${s % 60} 秒`;
  return `${Math.floor(m / 60)} 小时 ${m % 60} 分`;
}

/** The one line an operator reads first, and its tone. */
function statusOf(feed: Feed): { text: string; tone: 'ok' | 'warn' | 'bad' } {
  if (feed.provider === 'off') return { text: '未开启', tone: 'warn' };
  if (!feed.running) return { text: '未运行（无进程持有数据源）', tone: 'bad' };
  if (feed.serving?.role === 'fallback') {
    return { text: `故障切换至模拟数据 · 自 ${hhmm(feed.serving.since)}`, tone: 'bad' };
  }
  if (feed.pausedUntil) return { text: `请求出错，暂停至 ${hhmm(feed.pausedUntil)}`, tone: 'warn' };
  // A real feed that answers well is sound even when nothing changed to write (no match in play).
  const fresh = feed.fresh || (feed.lagMs !== null && feed.lagMs < FRESH_MS);
  return fresh ? { text: '正常', tone: 'ok' } : { text: '5 分钟内无更新', tone: 'warn' };
}

const TONES = { ok: 'text-emerald-600', warn: 'text-amber-600', bad: 'text-red-600' } as const;

export function FeedHealth({ feed, at }: { feed: Feed; at: number }) {
  const status = statusOf(feed);
  const fallback = feed.serving?.role === 'fallback';
  return (
    <section
      className="rounded border border-slate-200 bg-white p-3 text-sm"
      data-testid="admin-feed-health"
    >
      <h2 className="mb-2 font-medium">数据源状态</h2>
      <p className={`mb-2 font-medium ${TONES[status.tone]}`} data-testid="admin-feed-status">
        数据源: {nameOf(feed.provider)} · {status.text}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
        {feed.serving && (
          <>
            <dt className="text-slate-500">当前供数</dt>
            <dd className={fallback ? 'text-red-600' : undefined}>
              {fallback
                ? `${nameOf(feed.serving.provider)}（备用，补足真实数据未覆盖的赛事）`
                : `${nameOf(feed.serving.provider)}（真实数据）`}
              <span className="ml-1 text-xs text-slate-400">
                自 {formatFull(feed.serving.since).slice(5, 16)}
              </span>
            </dd>
          </>
        )}
        {feed.provider !== 'simulator' && feed.provider !== 'off' && (
          <>
            <dt className="text-slate-500">最后成功请求</dt>
            <dd className="tabular-nums">
              {feed.lastSuccessAt ? formatFull(feed.lastSuccessAt) : '—'}
            </dd>
            <dt className="text-slate-500">延迟</dt>
            <dd className="tabular-nums">{feed.lagMs === null ? '—' : lagText(feed.lagMs)}</dd>
            <dt className="text-slate-500">错误率</dt>
            <dd
              className={`tabular-nums ${feed.errorRate && feed.errorRate >= 0.2 ? 'text-amber-600' : ''}`}
            >
              {feed.errorRate === null ? '—' : `${Math.round(feed.errorRate * 100)}%`}
              <span className="ml-1 text-xs text-slate-400">近 50 次请求</span>
            </dd>
          </>
        )}
        <dt className="text-slate-500">最后写入</dt>
        <dd className="tabular-nums">{feed.lastUpdateAt ? formatFull(feed.lastUpdateAt) : '—'}</dd>
        <dt className="text-slate-500">进行中比赛</dt>
        <dd className="tabular-nums">{feed.liveMatches}</dd>
      </dl>
      <p className="mt-3 text-xs text-slate-400">数据时间 {formatFull(at)}，每 30 秒刷新</p>
    </section>
  );
}
