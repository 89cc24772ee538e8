// The board's tabs with their counts: 全部 / 进行中 / 未开始 / 完场 / 关注.
import { type ScoreTab, scoreTabs } from '../filters';

export function BoardTabs({
  tab,
  counts,
  onChange,
}: {
  tab: ScoreTab;
  counts: Record<ScoreTab, number>;
  onChange(tab: ScoreTab): void;
}) {
  return (
    <div
      role="tablist"
      aria-label="比赛状态"
      className="-mx-3 flex items-center gap-1 overflow-x-auto px-3 whitespace-nowrap [scrollbar-width:none] lg:mx-0 lg:px-0"
    >
      {scoreTabs.map(({ tab: t, label }) => {
        const active = t === tab;
        return (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={active}
            data-testid={`board-tab-${t}`}
            onClick={() => onChange(t)}
            className={`shrink-0 rounded px-3 py-1.5 text-sm transition max-lg:min-h-11 ${
              active
                ? 'bg-brand-500 font-semibold text-white'
                : 'text-neutral-700 hover:bg-neutral-100'
            }`}
          >
            {label}
            <span
              data-testid="tab-count"
              className={`ml-1 font-mono text-xs ${active ? 'text-white/90' : 'text-neutral-400'}`}
            >
              {counts[t]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
