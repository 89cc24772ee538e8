// One day of a schedule or results page: board$(type, day) kept live, cut to the page's matches (to play,
// or played), the schedule filter applied, shown with the score board's own header and rows.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { MatchType } from '../../../contract/events';
import { type Board, board$ } from '../../../streams/board';
import type { Live } from '../../../streams/snapshot';
import type { ScheduleRange } from '../../api/schedule';
import { useObservable } from '../../lib/use-observable';
import { BoardHeader } from '../scores/board/board-header';
import { CompetitionFilter } from '../scores/board/competition-filter';
import { MatchRows } from '../scores/board/match-rows';
import { useFollowed } from '../scores/board/use-followed';
import {
  byCompetition,
  competitionsOf,
  type CompetitionFilter as Filter,
  pinnedFirst,
  selectedCompetitions,
} from '../scores/filters';
import { rowPhase } from '../scores/row-labels';
import {
  pinMatch,
  readScopedFilter,
  readTopList,
  unpinMatch,
  writeScopedFilter,
} from '../scores/storage';
import { rangeShows } from './date-strip';
import { ListMessage, LoadingRows, StaleMark } from './list-states';

const LOADING: Live<Board> = { status: 'loading' };

/** The full-page picker of the schedule filter (football only: spec §2 allEventComCopy). */
const morePickerHref = (type: MatchType, range: ScheduleRange, day: string) =>
  type === 'football' ? `/football/allEventComCopy?range=${range}&date=${day}` : undefined;

/** The ids a page lists, in kick-off order: the schedule's or the results' share of the day. */
export const rangeIds = (board: Board, range: ScheduleRange) =>
  board.order.filter((id) => {
    const row = board.rows.get(id);
    return row !== undefined && rangeShows(range, rowPhase(board.type, row.state));
  });

function DayList({
  type,
  range,
  board,
  stale,
}: {
  type: MatchType;
  range: ScheduleRange;
  board: Board;
  stale: boolean;
}) {
  const [filter, setFilter] = useState<Filter>(() => readScopedFilter(type, 'schedule'));
  // Pins of the schedule and of the results are lists of their own, as the board's tabs are.
  const [pins, setPins] = useState<number[]>(() => readTopList(type, range));
  const { followed, toggle } = useFollowed(type);

  const inRange = useMemo(
    () => ({ order: rangeIds(board, range), rows: board.rows }),
    [board, range],
  );
  const options = useMemo(() => competitionsOf(inRange), [inRange]);
  const selected = useMemo(() => selectedCompetitions(filter, options), [filter, options]);
  const ids = useMemo(
    () => pinnedFirst(byCompetition(inRange.order, board.rows, selected), pins),
    [inRange, board.rows, selected, pins],
  );
  const pinned = useMemo(() => new Set(pins), [pins]);

  const changeFilter = useCallback(
    (next: Filter) => {
      setFilter(next);
      writeScopedFilter(type, 'schedule', next);
    },
    [type],
  );
  // Rows are memoised: the pin handler stays one function and reads the pins from a ref.
  const pinsNow = useRef(pins);
  pinsNow.current = pins;
  const togglePin = useCallback(
    (id: number) =>
      setPins(
        pinsNow.current.includes(id) ? unpinMatch(type, range, id) : pinMatch(type, range, id),
      ),
    [type, range],
  );

  const hiddenByFilter =
    inRange.order.length - byCompetition(inRange.order, board.rows, selected).length;
  return (
    <>
      <div className="flex items-center justify-between gap-3 px-3 py-2.5">
        <span data-testid="day-summary" className="text-sm text-neutral-600">
          <span className="font-mono text-neutral-900">{board.date}</span>
          <span className="ml-2">
            {range === 'next' ? '未完场' : '已完场'}
            <span className="mx-1 font-mono font-semibold text-brand-600">{ids.length}</span>场
          </span>
          {hiddenByFilter > 0 && (
            <span className="ml-2 text-xs text-neutral-400">（筛选隐藏 {hiddenByFilter} 场）</span>
          )}
        </span>
        <div className="flex items-center gap-3">
          {stale && <StaleMark />}
          <CompetitionFilter
            filter={filter}
            options={options}
            selected={selected}
            onChange={changeFilter}
            moreHref={morePickerHref(type, range, board.date)}
          />
        </div>
      </div>
      <BoardHeader type={type} />
      {ids.length === 0 ? (
        <ListMessage testId="day-empty">
          暂无比赛
          {hiddenByFilter > 0 && (
            <span className="text-xs text-neutral-400">有 {hiddenByFilter} 场被赛事筛选隐藏</span>
          )}
        </ListMessage>
      ) : (
        <MatchRows
          testId="day-rows"
          type={type}
          ids={ids}
          rows={board.rows}
          pinned={pinned}
          followed={followed}
          onPin={togglePin}
          onFollow={toggle}
        />
      )}
    </>
  );
}

export function DayMatches({
  type,
  range,
  day,
}: {
  type: MatchType;
  range: ScheduleRange;
  day: string;
}) {
  const stream = useMemo(() => board$(type, day), [type, day]);
  const live = useObservable(stream, LOADING);
  return (
    <div data-testid="day-matches" data-status={live.status} data-date={day}>
      {live.status === 'loading' && <LoadingRows />}
      {live.status === 'failed' && (
        <ListMessage testId="day-failed">
          <span>比赛加载失败：{live.msg || '网络异常'}</span>
          <span className="text-xs text-neutral-400">正在自动重试…</span>
        </ListMessage>
      )}
      {live.status === 'ready' && (
        // Keyed by sport and page: the filter and pins are theirs.
        <DayList
          key={`${type}:${range}`}
          type={type}
          range={range}
          board={live.value}
          stale={live.stale}
        />
      )}
    </div>
  );
}
