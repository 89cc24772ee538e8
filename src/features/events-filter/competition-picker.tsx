// The full-page competition filter: the day's competitions grouped (热门, then regions), a checkbox and
// match count each; 全选 / 反选 / 只看热门 and, for football, 竞足 / 北单 / 足彩; a running 已选 / 隐藏 count;
// 确定 keeps the choice in local storage (the scope's filter-event key) and goes back to the list.
import { useMemo, useState } from 'react';
import type { MatchType } from '../../../contract/events';
import type { DayCompetition } from '../../api/schedule';
import {
  type CompetitionFilter,
  hotOnly,
  invertSelection,
  matchCounts,
  selectAll,
  selectedCompetitions,
  selectOnly,
  toggleCompetition,
} from '../scores/filters';
import { type FilterScope, readScopedFilter, writeScopedFilter } from '../scores/storage';
import { groupCompetitions, lotteryPicks, toOption, withLottery } from './competition-groups';

const button =
  'rounded border border-neutral-200 px-3 py-1 text-sm text-neutral-700 hover:border-brand-400 hover:text-brand-600 disabled:cursor-not-allowed disabled:opacity-40';

function Actions({
  type,
  list,
  filter,
  onChange,
}: {
  type: MatchType;
  list: readonly DayCompetition[];
  filter: CompetitionFilter;
  onChange(filter: CompetitionFilter): void;
}) {
  const options = list.map(toOption);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        data-testid="pick-all"
        className={button}
        onClick={() => onChange(selectAll())}
      >
        全选
      </button>
      <button
        type="button"
        data-testid="pick-invert"
        className={button}
        onClick={() => onChange(invertSelection(filter, options))}
      >
        反选
      </button>
      <button
        type="button"
        data-testid="pick-hot"
        className={button}
        onClick={() => onChange(hotOnly())}
      >
        只看热门
      </button>
      {type === 'football' &&
        lotteryPicks.map(({ code, label }) => {
          const ids = withLottery(list, code);
          return (
            <button
              key={code}
              type="button"
              data-testid={`pick-${code}`}
              className={button}
              disabled={ids.length === 0}
              title={ids.length === 0 ? `今天没有${label}比赛` : `只看有${label}比赛的赛事`}
              onClick={() => onChange(selectOnly(options, ids))}
            >
              {label}
            </button>
          );
        })}
    </div>
  );
}

export function CompetitionPicker({
  type,
  scope,
  list,
  onDone,
  onCancel,
}: {
  type: MatchType;
  scope: FilterScope;
  list: readonly DayCompetition[];
  onDone(): void;
  onCancel(): void;
}) {
  const [filter, setFilter] = useState<CompetitionFilter>(() => readScopedFilter(type, scope));
  const options = useMemo(() => list.map(toOption), [list]);
  const groups = useMemo(() => groupCompetitions(list), [list]);
  const selected = useMemo(() => selectedCompetitions(filter, options), [filter, options]);
  const { shown, hidden } = matchCounts(options, selected);
  const save = () => {
    writeScopedFilter(type, scope, filter);
    onDone();
  };
  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-neutral-100 px-4 py-3">
        <Actions type={type} list={list} filter={filter} onChange={setFilter} />
        <span data-testid="pick-summary" className="text-sm text-neutral-600">
          已选 <span className="font-mono font-semibold text-brand-600">{shown}</span> 场 / 隐藏{' '}
          <span className="font-mono font-semibold text-neutral-900">{hidden}</span> 场
        </span>
      </div>
      {groups.length === 0 ? (
        <div
          data-testid="pick-empty"
          className="flex h-48 items-center justify-center text-sm text-neutral-500"
        >
          当天暂无赛事
        </div>
      ) : (
        <div className="flex flex-col gap-4 px-4 py-4">
          {groups.map((group) => (
            <section key={group.key} data-testid="pick-group" data-group={group.key}>
              <h2 className="mb-2 flex items-center gap-2 text-sm font-semibold text-neutral-800">
                {group.key === 'hot' && <span className="h-3 w-0.5 rounded-full bg-brand-500" />}
                {group.title}
              </h2>
              <div className="grid grid-cols-6 gap-x-3 gap-y-2">
                {group.competitions.map((c) => (
                  <label
                    key={c.id}
                    data-testid="pick-option"
                    data-competition-id={c.id}
                    title={c.name}
                    className={`flex cursor-pointer items-center gap-1.5 rounded border px-2 py-1.5 text-sm ${
                      selected.has(c.id)
                        ? 'border-brand-200 bg-brand-50 text-neutral-900'
                        : 'border-neutral-200 text-neutral-500'
                    }`}
                  >
                    <input
                      type="checkbox"
                      checked={selected.has(c.id)}
                      onChange={() => setFilter(toggleCompetition(filter, options, c.id))}
                      className="accent-brand-500"
                    />
                    <span
                      className="size-2 shrink-0 rounded-full"
                      style={{ backgroundColor: c.color }}
                    />
                    <span className="truncate">{c.shortName || c.name}</span>
                    <span className="ml-auto font-mono text-xs text-neutral-400">{c.count}</span>
                  </label>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
      <div className="sticky bottom-0 flex items-center justify-end gap-3 rounded-b-lg border-t border-neutral-100 bg-white px-4 py-3">
        <button type="button" data-testid="pick-cancel" className={button} onClick={onCancel}>
          取消
        </button>
        <button
          type="button"
          data-testid="pick-confirm"
          onClick={save}
          className="rounded bg-brand-500 px-6 py-1.5 text-sm text-white hover:bg-brand-600"
        >
          确定
        </button>
      </div>
    </>
  );
}
