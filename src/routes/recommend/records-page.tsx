// /recommend/records (推荐记录): my record from every settled plan (POST /tj/expert/pc/center/head): 命中率,
// 近10中N, 连红, 回报率, the counts, the record by play type, the last 30 results as a trend, and where income goes.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { expertHead, type expertRecord } from '../../../contract/calls/expert';
import { SiteLink } from '../../components/site-link';
import { resultMeta, sportNames } from '../../features/expert-console/labels';
import { currentSession, session$ } from '../../features/user/session';
import { CentreCard, LoadState } from '../../features/user-centre/centre-frame';
import { callQuery } from '../../lib/query';
import { useObservable } from '../../lib/use-observable';

type ExpertRecord = z.output<typeof expertRecord>;

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg bg-neutral-50 px-3 py-3 text-center">
      <p className="text-xl font-bold text-brand-600 tabular-nums sm:text-2xl">{value}</p>
      <p className="mt-1 text-xs text-neutral-500">{label}</p>
      {note && <p className="mt-0.5 text-[11px] text-neutral-400">{note}</p>}
    </div>
  );
}

const pct = (n: number) => `${n.toFixed(1)}%`;

/** The hit rate after each settled plan of the trend (走 and 作废 leave it as it was), as a small line. */
function TrendLine({ results }: { results: (keyof typeof resultMeta)[] }) {
  let red = 0;
  let decided = 0;
  const points = results.map((r) => {
    if (r === 'red') red += 1;
    if (r === 'red' || r === 'black') decided += 1;
    return decided === 0 ? 0 : red / decided;
  });
  if (points.length < 2) return null;
  const w = 300;
  const h = 60;
  // Each point under the middle of its result square.
  const span = points.length * 28 - 4;
  const path = points
    .map(
      (p, i) =>
        `${i === 0 ? 'M' : 'L'}${(((i * 28 + 12) / span) * w).toFixed(1)},${(h - p * h).toFixed(1)}`,
    )
    .join(' ');
  // As wide as the row of result squares above it (24 px and a 4 px gap each), so each point sits under its plan.
  return (
    <div className="relative mt-2" style={{ maxWidth: results.length * 28 - 4 }}>
      <svg
        viewBox={`0 0 ${w} ${h}`}
        preserveAspectRatio="none"
        className="h-16 w-full overflow-visible"
        aria-hidden
      >
        <line x1="0" x2={w} y1={h / 2} y2={h / 2} stroke="#e5e5e5" strokeDasharray="4 4" />
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
          className="text-brand-500"
        />
      </svg>
      <span className="absolute top-1/2 -right-9 -translate-y-1/2 text-[10px] text-neutral-400">
        50%
      </span>
    </div>
  );
}

function RecordRow({ label, record }: { label: string; record: ExpertRecord }) {
  return (
    <tr className="border-t border-neutral-100">
      <td className="py-2.5 pr-2 text-left text-neutral-700">{label}</td>
      <td className="tabular-nums">{record.settled}</td>
      <td className="tabular-nums">
        <span className="text-brand-600">{record.red}</span>/{record.black}/{record.go}
      </td>
      <td className="tabular-nums">{pct(record.hitRate)}</td>
      <td className="hidden tabular-nums sm:table-cell">
        {record.last10.red}/{record.last10.total}
      </td>
      <td className="tabular-nums">{pct(record.returnRate)}</td>
    </tr>
  );
}

export function RecordsPage() {
  const { expertsInfo, userInfo } = useObservable(session$, currentSession());
  const expertId = expertsInfo?.expert?.id ?? userInfo?.id ?? 0;
  const head = useQuery({ ...callQuery(expertHead, { expertId }), enabled: expertId > 0 });
  const answer = head.data;

  return (
    <div data-testid="records-page" className="space-y-4">
      <CentreCard title="推荐记录" note="由全部已结算方案自动计算，不能挑选">
        {!answer?.success ? (
          <LoadState
            error={answer && !answer.success ? answer.msg : null}
            onRetry={() => void head.refetch()}
          />
        ) : (
          <>
            <div className="grid grid-cols-2 gap-2.5 sm:grid-cols-4 sm:gap-3">
              <Stat
                label="命中率"
                value={pct(answer.data.record.hitRate)}
                note={`红 ${answer.data.record.red} · 黑 ${answer.data.record.black} · 走 ${answer.data.record.go}`}
              />
              <Stat
                label="近10场"
                value={`${answer.data.record.last10.total}中${answer.data.record.last10.red}`}
              />
              <Stat
                label="当前连红"
                value={String(answer.data.record.streak)}
                note={`最长 ${answer.data.record.bestStreak} 连红`}
              />
              <Stat
                label="回报率"
                value={pct(answer.data.record.returnRate)}
                note="按发布时赔率每单投 1 计算"
              />
            </div>

            <h3 className="mt-6 mb-2 text-sm font-semibold text-neutral-800">近期走势</h3>
            {answer.data.trend.length === 0 ? (
              <p className="py-6 text-center text-sm text-neutral-400">还没有已结算的方案</p>
            ) : (
              <>
                <div data-testid="records-trend" className="flex flex-wrap gap-1">
                  {answer.data.trend.map((t) => (
                    <span
                      key={t.code}
                      title={`${t.code} ${resultMeta[t.result].label}`}
                      className={`inline-flex size-6 items-center justify-center rounded text-[11px] font-bold ${resultMeta[t.result].className}`}
                    >
                      {t.result === 'void' ? '废' : resultMeta[t.result].label}
                    </span>
                  ))}
                </div>
                <TrendLine results={answer.data.trend.map((t) => t.result)} />
                <p className="text-[11px] text-neutral-400">
                  最近 {answer.data.trend.length} 个已结算方案，左边最早；折线为累计命中率
                </p>
              </>
            )}

            <h3 className="mt-6 mb-2 text-sm font-semibold text-neutral-800">分玩法战绩</h3>
            <div className="overflow-x-auto">
              <table className="w-full text-center text-sm text-neutral-600">
                <thead className="text-xs text-neutral-400">
                  <tr>
                    <th className="py-2 pr-2 text-left font-normal">玩法</th>
                    <th className="font-normal">结算</th>
                    <th className="font-normal">红/黑/走</th>
                    <th className="font-normal">命中率</th>
                    <th className="hidden font-normal sm:table-cell">近10场</th>
                    <th className="font-normal">回报率</th>
                  </tr>
                </thead>
                <tbody>
                  {answer.data.byPlayType.length === 0 ? (
                    <tr>
                      <td colSpan={6} className="py-6 text-neutral-400">
                        暂无
                      </td>
                    </tr>
                  ) : (
                    answer.data.byPlayType.map((p) => (
                      <RecordRow
                        key={`${p.sport}-${p.playType}`}
                        label={`${sportNames[p.sport]} · ${p.label}`}
                        record={p.record}
                      />
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </>
        )}
      </CentreCard>
      <CentreCard title="收益说明">
        <p data-testid="records-income" className="text-sm leading-6 text-neutral-600">
          收益在方案结算后到账，可在钱包提现。走盘、作废的方案和开启不中退的黑单会全额退款给球迷，不计收益。
        </p>
        <SiteLink
          href="/v/wallet"
          className="mt-2 inline-block text-sm text-brand-600 hover:underline"
        >
          去钱包 ›
        </SiteLink>
      </CentreCard>
    </div>
  );
}
