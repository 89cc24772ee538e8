// 全程 / 赛前 / 滚球: which stretch of a line's history a chart draws (days of pre-match quotes would
// otherwise squeeze the in-play moves into a sliver of the time axis).
import type { ChartRange } from './history-series';

const ranges: [ChartRange, string][] = [
  ['all', '全程'],
  ['pre', '赛前'],
  ['live', '滚球'],
];

/** 全程 / 赛前 / 滚球: which stretch of the line the chart draws. */
export function RangeSwitch({
  range,
  onChange,
}: {
  range: ChartRange;
  onChange(range: ChartRange): void;
}) {
  return (
    <span className="flex overflow-hidden rounded border border-neutral-200 text-xs">
      {ranges.map(([value, title]) => (
        <button
          key={value}
          type="button"
          data-testid={`chart-range-${value}`}
          aria-pressed={range === value}
          onClick={() => onChange(value)}
          className={`px-2.5 py-0.5 ${range === value ? 'bg-brand-500 text-white' : 'text-neutral-600 hover:bg-neutral-100'}`}
        >
          {title}
        </button>
      ))}
    </span>
  );
}
