// A board's 日榜 / 周榜 / 月榜 tabs.
import type { RankType } from '../../../contract/calls/rank';

const tabs: { type: RankType; label: string }[] = [
  { type: 'day', label: '日榜' },
  { type: 'week', label: '周榜' },
  { type: 'month', label: '月榜' },
];

export function RankTabs({
  board,
  value,
  onChange,
}: {
  /** Names the board in test ids (anchor, spender). */
  board: string;
  value: RankType;
  onChange(type: RankType): void;
}) {
  return (
    <div role="tablist" aria-label="榜单周期" className="flex items-center gap-1">
      {tabs.map(({ type, label }) => {
        const active = type === value;
        return (
          <button
            key={type}
            type="button"
            role="tab"
            aria-selected={active}
            data-testid={`rank-${board}-tab-${type}`}
            onClick={() => onChange(type)}
            className={`rounded px-3 py-1 text-sm transition ${
              active
                ? 'bg-brand-500 font-semibold text-white'
                : 'text-neutral-600 hover:bg-neutral-100'
            }`}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
