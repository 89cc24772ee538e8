// A sport's score board for today: tabs with counts, the competition filter, pinned matches first, and one
// memoised row per match, all following board$ live (never a reload, never polling).
import { useCallback, useMemo, useRef, useState } from 'react';
import type { MatchType } from '../../../../contract/events';
import { type Board, board$ } from '../../../../streams/board';
import type { Live } from '../../../../streams/snapshot';
import { useObservable } from '../../../lib/use-observable';
import {
  byCompetition,
  competitionsOf,
  type CompetitionFilter as Filter,
  pinnedFirst,
  type ScoreTab,
  selectedCompetitions,
  tabCounts,
  tabIds,
} from '../filters';
import {
  pinMatch,
  readCompetitionFilter,
  readTopLists,
  type TopLists,
  unpinMatch,
  writeCompetitionFilter,
} from '../storage';
import { BoardHeader } from './board-header';
import { BoardTabs } from './board-tabs';
import { CompetitionFilter } from './competition-filter';
import { MatchRow } from './match-row';
import { useFollowed } from './use-followed';

const LOADING: Live<Board> = { status: 'loading' };
const NO_PINS: readonly number[] = [];

const sportName = { football: '足球', basketball: '篮球' } as const;

// The row flash: a coloured overlay fading out over 2 s (keyframes for the row's animate-[…] class).
const flashKeyframes = '@keyframes score-row-flash { 0% { opacity: 0.75 } 100% { opacity: 0 } }';

function Placeholder({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <div
      data-testid={testId}
      className="flex h-48 flex-col items-center justify-center gap-2 bg-white text-sm text-neutral-500"
    >
      {children}
    </div>
  );
}

function LoadingRows() {
  return (
    <div data-testid="board-loading" className="bg-white">
      {Array.from({ length: 10 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex h-10 items-center gap-3 border-b border-neutral-100 px-3">
          <span className="h-4 w-16 animate-pulse rounded bg-neutral-200" />
          <span className="h-4 flex-1 animate-pulse rounded bg-neutral-100" />
        </div>
      ))}
    </div>
  );
}

function ScoreList({ type, board, stale }: { type: MatchType; board: Board; stale: boolean }) {
  const [tab, setTab] = useState<ScoreTab>('all');
  const [filter, setFilter] = useState<Filter>(() => readCompetitionFilter(type));
  const [pins, setPins] = useState<TopLists>(() => readTopLists(type));
  const { followed, toggle } = useFollowed(type);

  const options = useMemo(() => competitionsOf(board), [board]);
  const selected = useMemo(() => selectedCompetitions(filter, options), [filter, options]);
  const view = useMemo(
    () => ({ type, order: byCompetition(board.order, board.rows, selected), rows: board.rows }),
    [type, board, selected],
  );
  const counts = useMemo(() => tabCounts(view, followed), [view, followed]);
  const tabPins = pins[tab] ?? NO_PINS;
  const ids = useMemo(
    () => pinnedFirst(tabIds(view, tab, followed), tabPins),
    [view, tab, followed, tabPins],
  );
  const pinned = useMemo(() => new Set(tabPins), [tabPins]);

  const changeFilter = useCallback(
    (next: Filter) => {
      setFilter(next);
      writeCompetitionFilter(type, next);
    },
    [type],
  );

  // The pin handler must stay one function per tab (rows are memoised), so it reads pins from a ref.
  const pinsNow = useRef(pins);
  pinsNow.current = pins;
  const togglePin = useCallback(
    (id: number) => {
      const list = (pinsNow.current[tab] ?? NO_PINS).includes(id)
        ? unpinMatch(type, tab, id)
        : pinMatch(type, tab, id);
      setPins((was) => ({ ...was, [tab]: list }));
    },
    [type, tab],
  );

  return (
    <>
      <div className="flex items-center justify-between gap-3 rounded-t-lg bg-white px-3 py-2.5">
        <BoardTabs tab={tab} counts={counts} onChange={setTab} />
        <div className="flex items-center gap-3">
          {stale && (
            <span
              data-testid="board-stale"
              className="rounded bg-amber-100 px-2 py-1 text-xs text-amber-700"
              title="与服务器的连接中断，比分可能不是最新，恢复后会自动更新"
            >
              连接中断 · 比分可能延迟
            </span>
          )}
          <span className="text-xs text-neutral-400">{board.date}</span>
          <CompetitionFilter
            filter={filter}
            options={options}
            selected={selected}
            onChange={changeFilter}
          />
        </div>
      </div>
      <BoardHeader type={type} />
      {ids.length === 0 ? (
        <Placeholder testId="board-empty">
          {tab === 'followed' ? '还没有关注的比赛，点击比赛前的星标即可关注' : '暂无比赛'}
        </Placeholder>
      ) : (
        <div data-testid="board-rows">
          {ids.map((id) => {
            const row = board.rows.get(id);
            return row ? (
              <MatchRow
                key={id}
                type={type}
                row={row}
                pinned={pinned.has(id)}
                followed={followed.has(id)}
                onPin={togglePin}
                onFollow={toggle}
              />
            ) : null;
          })}
        </div>
      )}
    </>
  );
}

export function ScoreBoardPage({ type }: { type: MatchType }) {
  const stream = useMemo(() => board$(type), [type]);
  const live = useObservable(stream, LOADING);
  return (
    <div className="mx-auto w-content py-5">
      <style>{flashKeyframes}</style>
      <h1 className="mb-3 flex items-center gap-2 text-lg font-bold text-neutral-900">
        <span className="h-4 w-1 rounded-full bg-brand-500" />
        {sportName[type]}比分
        <span className="text-xs font-normal text-neutral-400">即时比分 · 实时更新</span>
      </h1>
      <div
        data-testid="score-board"
        data-status={live.status}
        className="rounded-lg bg-white shadow-sm"
      >
        {live.status === 'loading' && <LoadingRows />}
        {live.status === 'failed' && (
          <Placeholder testId="board-failed">
            <span>比分加载失败：{live.msg || '网络异常'}</span>
            <span className="text-xs text-neutral-400">正在自动重试…</span>
          </Placeholder>
        )}
        {live.status === 'ready' && (
          // Keyed by sport: filters and pins are per sport, so a switch starts from that sport's own.
          <ScoreList key={type} type={type} board={live.value} stale={live.stale} />
        )}
      </div>
    </div>
  );
}
