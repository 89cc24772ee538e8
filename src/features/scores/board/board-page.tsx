// A sport's score board for today: tabs with counts, the competition filter, pinned matches first, and one
// memoised row per match, all following board$ live (never a reload, never polling).
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { footballList } from '../../../../contract/calls/live';
import type { MatchType } from '../../../../contract/events';
import { type Board, board$, boardOf } from '../../../../streams/board';
import type { Live } from '../../../../streams/snapshot';
import { Icon } from '../../../components/icons';
import { peekFirstView } from '../../../lib/first-view';
import { useLive } from '../../../lib/use-live';
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
import { newGoals, playGoalChime } from '../goal-sound';
import {
  boardRowKeys,
  pinMatch,
  readCompetitionFilter,
  readGoalSound,
  readTopLists,
  type TopLists,
  unpinMatch,
  writeCompetitionFilter,
  writeGoalSound,
} from '../storage';
import { BoardHeader } from './board-header';
import { BoardTabs } from './board-tabs';
import { CompetitionFilter as CompetitionFilterPanel } from './competition-filter';
import { MatchRows } from './match-rows';
import { useFollowed } from './use-followed';

const LOADING: Live<Board> = { status: 'loading' };

/** Today's football board from the page's first view (server/http/first-view.ts): drawn with the HTML. */
function firstBoard(type: MatchType): Live<Board> {
  const first = type === 'football' ? peekFirstView(footballList) : null;
  if (!first?.success) return LOADING;
  return { status: 'ready', stale: false, value: boardOf(type, first.data) };
}

/** The filter re-renders when its choices do, not on every push to the list. */
const CompetitionFilter = memo(CompetitionFilterPanel);
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

/**
 * Stale for longer than a socket's handshake and join: a page opens with the first snapshot before the join, and a
 * badge that flashed in and out then would push the filters to a second line and back on a phone (layout shift).
 */
const STALE_NOTICE_MS = 3_000;

function useLastingStale(stale: boolean) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!stale) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), STALE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [stale]);
  return stale && shown;
}

/** The chime on goals of the matches shown (football only: every basket would ring), off by default. */
function useGoalSound(board: Board, shown: readonly number[]) {
  const [on, setOn] = useState(readGoalSound);
  const previous = useRef(board);
  useEffect(() => {
    const before = previous.current;
    previous.current = board;
    if (on && newGoals(before, board, new Set(shown)).length > 0) playGoalChime();
  }, [board, shown, on]);
  const toggle = useCallback(() => {
    setOn((was) => {
      writeGoalSound(!was);
      return !was;
    });
    // The click is the gesture browsers want before any sound: prime the chime now.
    if (!on) playGoalChime();
  }, [on]);
  return { on, toggle };
}

const GoalSoundToggle = memo(function GoalSoundToggle({
  on,
  onToggle,
}: {
  on: boolean;
  onToggle(): void;
}) {
  return (
    <button
      type="button"
      data-testid="goal-sound"
      aria-pressed={on}
      onClick={onToggle}
      title={on ? '进球时播放提示音（点击关闭）' : '进球时不播放提示音（点击开启）'}
      className={`flex items-center gap-1 rounded px-2 py-1 text-xs ${
        on ? 'bg-brand-50 text-brand-600' : 'text-neutral-500 hover:bg-neutral-100'
      }`}
    >
      <Icon name="bell" className="size-3.5" />
      进球声音{on ? '开' : '关'}
    </button>
  );
});

function ScoreList({ type, board, stale }: { type: MatchType; board: Board; stale: boolean }) {
  const [tab, setTab] = useState<ScoreTab>('all');
  const [filter, setFilter] = useState<Filter>(() => readCompetitionFilter(type));
  const [pins, setPins] = useState<TopLists>(() => readTopLists(type));
  const { followed, toggle } = useFollowed(type);

  // The competitions follow the list's matches (board.order), never a push: a goal keeps the filter as it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rows change on every push, their competitions never.
  const options = useMemo(() => competitionsOf(board), [board.order]);
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
  const sound = useGoalSound(board, view.order);
  const staleShown = useLastingStale(stale);

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
      <div className="flex flex-col gap-2 rounded-t-lg bg-white px-3 py-2.5 lg:flex-row lg:items-center lg:justify-between lg:gap-3">
        <BoardTabs tab={tab} counts={counts} onChange={setTab} />
        <div className="flex flex-wrap items-center gap-3">
          {staleShown && (
            <span
              data-testid="board-stale"
              className="rounded bg-amber-100 px-2 py-1 text-xs text-amber-700"
              title="与服务器的连接中断，比分可能不是最新，恢复后会自动更新"
            >
              连接中断 · 比分可能延迟
            </span>
          )}
          {type === 'football' && <GoalSoundToggle on={sound.on} onToggle={sound.toggle} />}
          <span className="text-xs text-neutral-400">{board.date}</span>
          <CompetitionFilter
            filter={filter}
            options={options}
            selected={selected}
            onChange={changeFilter}
            moreHref={type === 'football' ? '/football/allEventCom' : '/basketball/lqAllEventCom'}
          />
        </div>
      </div>
      <BoardHeader type={type} />
      {ids.length === 0 ? (
        <Placeholder testId="board-empty">
          {tab === 'followed' ? '还没有关注的比赛，点击比赛前的星标即可关注' : '暂无比赛'}
        </Placeholder>
      ) : (
        <MatchRows
          testId="board-rows"
          type={type}
          ids={ids}
          virtual
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

export function ScoreBoardPage({ type }: { type: MatchType }) {
  const stream = useMemo(() => board$(type), [type]);
  const [first] = useState(() => firstBoard(type));
  const live = useLive(stream, first);
  return (
    <div className="mx-auto w-content lg:py-5">
      <style>{flashKeyframes}</style>
      <h1 className="mb-3 flex items-center gap-2 text-lg font-bold text-neutral-900">
        <span className="h-4 w-1 rounded-full bg-brand-500" />
        {sportName[type]}比分
        <span className="text-xs font-normal text-neutral-400">即时比分 · 实时更新</span>
      </h1>
      <div
        data-testid="score-board"
        data-status={live.status}
        data-viewer-keys={boardRowKeys(type).join(' ')}
        // A screen's height reserved before the rows come, so the footer below does not jump (layout shift).
        className="min-h-[calc(100vh-8rem)] rounded-lg bg-white shadow-sm"
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
