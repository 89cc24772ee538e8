// The last 30 results as a strip of 红/黑/走/作废 squares, oldest first, under a line of the running net
// (红 +1, 黑 −1, 走 and 作废 0): a hot or cold run shows at a glance. Plain SVG, no chart library.
import type { PlanResult } from '../../../contract/calls/expert';
import { resultLabels } from './labels';

const fill: Record<PlanResult, string> = {
  red: '#e5322d',
  black: '#262626',
  go: '#a3a3a3',
  void: '#ffffff',
};

const step: Record<PlanResult, number> = { red: 1, black: -1, go: 0, void: 0 };

/** The running net after each result, starting from 0 before the first. */
export function runningNet(results: PlanResult[]): number[] {
  const net = [0];
  for (const r of results) net.push((net.at(-1) ?? 0) + step[r]);
  return net;
}

export function TrendChart({ trend }: { trend: { code: string; result: PlanResult }[] }) {
  if (trend.length === 0)
    return <p className="py-8 text-center text-sm text-neutral-400">暂无已结算方案</p>;
  const cell = 20;
  // As wide as the results there are (at least ten cells), so a short history still fills the card.
  const width = Math.max(10, trend.length) * cell;
  const lineH = 80;
  const net = runningNet(trend.map((t) => t.result));
  const max = Math.max(1, ...net.map(Math.abs));
  const y = (v: number) => lineH / 2 - (v / max) * (lineH / 2 - 6);
  const points = net.map((v, i) => `${i * cell},${y(v)}`).join(' ');
  return (
    <figure data-testid="trend-chart">
      <svg
        viewBox={`-4 0 ${width + 8} ${lineH + cell + 6}`}
        className="w-full"
        role="img"
        aria-label={`最近${trend.length}场：${trend.map((t) => resultLabels[t.result]).join('')}`}
      >
        <line x1={0} x2={width} y1={y(0)} y2={y(0)} stroke="#e5e5e5" strokeDasharray="4 4" />
        <polyline
          points={points}
          fill="none"
          stroke="#e5322d"
          strokeWidth={2}
          strokeLinejoin="round"
        />
        {trend.map((t, i) => (
          <rect
            key={t.code}
            data-result={t.result}
            x={i * cell + 2}
            y={lineH + 4}
            width={cell - 4}
            height={cell - 4}
            rx={3}
            fill={fill[t.result]}
            stroke={t.result === 'void' ? '#d4d4d4' : 'none'}
          >
            <title>{resultLabels[t.result]}</title>
          </rect>
        ))}
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-3 text-[11px] text-neutral-400">
        <span>最近 {trend.length} 场，从左到右由远及近；折线为累计净胜（红 +1，黑 −1）</span>
      </figcaption>
    </figure>
  );
}
