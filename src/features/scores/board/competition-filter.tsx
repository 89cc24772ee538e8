// The competition filter panel: 全选 / 反选 / 只看热门 and one checkbox per competition with its count.
import { useState } from 'react';
import { SiteLink } from '../../../components/site-link';
import {
  type CompetitionOption,
  type CompetitionFilter as Filter,
  hotOnly,
  invertSelection,
  selectAll,
  toggleCompetition,
} from '../filters';

export function CompetitionFilter({
  filter,
  options,
  selected,
  onChange,
  moreHref,
}: {
  filter: Filter;
  options: readonly CompetitionOption[];
  selected: ReadonlySet<number>;
  onChange(filter: Filter): void;
  /** The full-page picker of the same filter (allEventCom …): a 更多筛选 link when given. */
  moreHref?: string;
}) {
  const [open, setOpen] = useState(false);
  const hidden = options.reduce((n, o) => (selected.has(o.id) ? n : n + o.count), 0);
  const button =
    'rounded border border-neutral-200 px-2.5 py-1 text-xs hover:border-brand-400 hover:text-brand-600';
  return (
    <div className="relative">
      <button
        type="button"
        data-testid="filter-toggle"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-1 rounded border border-neutral-200 bg-white px-3 py-1.5 text-sm text-neutral-700 hover:border-brand-400"
      >
        赛事筛选
        <span className="font-mono text-xs text-neutral-400">
          {selected.size}/{options.length}
        </span>
        {hidden > 0 && (
          <span data-testid="filter-hidden" className="text-xs text-brand-600">
            （已隐藏 {hidden} 场）
          </span>
        )}
      </button>
      {open && (
        <div
          data-testid="filter-panel"
          className="absolute top-full right-0 z-20 mt-1 w-[640px] rounded-lg border border-neutral-200 bg-white p-4 shadow-lg"
        >
          <div className="mb-3 flex items-center gap-2">
            <button type="button" className={button} onClick={() => onChange(selectAll())}>
              全选
            </button>
            <button
              type="button"
              className={button}
              onClick={() => onChange(invertSelection(filter, options))}
            >
              反选
            </button>
            <button type="button" className={button} onClick={() => onChange(hotOnly())}>
              只看热门
            </button>
            {moreHref !== undefined && (
              <SiteLink
                href={moreHref}
                data-testid="filter-more"
                className="ml-auto text-xs text-brand-600 hover:underline"
              >
                更多筛选
              </SiteLink>
            )}
            <button
              type="button"
              className={`${moreHref === undefined ? 'ml-auto ' : ''}text-xs text-neutral-500 hover:text-neutral-800`}
              onClick={() => setOpen(false)}
            >
              收起
            </button>
          </div>
          <div className="grid max-h-80 grid-cols-4 gap-x-3 gap-y-2 overflow-y-auto">
            {options.map((o) => (
              <label
                key={o.id}
                data-testid="filter-option"
                data-competition-id={o.id}
                className="flex cursor-pointer items-center gap-1.5 text-sm text-neutral-700"
              >
                <input
                  type="checkbox"
                  checked={selected.has(o.id)}
                  onChange={() => onChange(toggleCompetition(filter, options, o.id))}
                  className="accent-brand-500"
                />
                <span
                  className="size-2 shrink-0 rounded-full"
                  style={{ backgroundColor: o.color }}
                />
                <span className="truncate">{o.name}</span>
                <span className="font-mono text-xs text-neutral-400">{o.count}</span>
                {o.hot && <span className="text-[10px] text-brand-500">热</span>}
              </label>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
