// Which rows a score board shows: its tabs (全部 / 进行中 / 未开始 / 完场 / 关注), pinned matches first,
// and the competition filter (全选 / 反选 / 仅热门), all pure functions of the board.
import type { MatchPhase } from '../../../contract/enums/match-states';
import type { MatchType } from '../../../contract/events';
import type { MatchItem } from '../../../contract/match';
import { rowPhase } from './row-labels';

export type ScoreTab = 'all' | 'live' | 'upcoming' | 'finished' | 'followed';

export const scoreTabs: readonly { tab: ScoreTab; label: string }[] = [
  { tab: 'all', label: '全部' },
  { tab: 'live', label: '进行中' },
  { tab: 'upcoming', label: '未开始' },
  { tab: 'finished', label: '完场' },
  { tab: 'followed', label: '关注' },
];

type Row = Pick<MatchItem, 'id' | 'state'>;

/**
 * A row's tabs follow its state, so a match moves into and out of 进行中 by itself. Abnormal
 * states (postponed, interrupted, cancelled…) are in 全部 only: neither upcoming nor played.
 */
export function inTab(
  tab: ScoreTab,
  type: MatchType,
  row: Row,
  followed: ReadonlySet<number>,
): boolean {
  switch (tab) {
    case 'all':
      return true;
    case 'live':
      return rowPhase(type, row.state) === 'live';
    case 'upcoming':
      return rowPhase(type, row.state) === 'notStarted';
    case 'finished':
      return rowPhase(type, row.state) === 'finished';
    case 'followed':
      return followed.has(row.id);
  }
}

export interface BoardView<R extends Row = Row> {
  type: MatchType;
  order: readonly number[];
  rows: ReadonlyMap<number, R>;
}

/** 全部's groups: what is being played first, then what is to come, then what has ended. */
const PHASE_RANK: Record<MatchPhase, number> = { live: 0, notStarted: 1, finished: 2, abnormal: 3 };

/**
 * The ids a tab shows, in the board's order; 全部 groups them live, upcoming, finished, then
 * abnormal (postponed, cancelled…), each group keeping the board's order.
 */
export function tabIds(board: BoardView, tab: ScoreTab, followed: ReadonlySet<number>): number[] {
  const ids = board.order.filter((id) => {
    const row = board.rows.get(id);
    return row !== undefined && inTab(tab, board.type, row, followed);
  });
  if (tab !== 'all') return ids;
  const rank = (id: number) => {
    const row = board.rows.get(id);
    return row ? PHASE_RANK[rowPhase(board.type, row.state)] : 0;
  };
  // Array sort is stable: within a group the board's order stands.
  return ids.sort((a, b) => rank(a) - rank(b));
}

/** The count on each tab. */
export function tabCounts(
  board: BoardView,
  followed: ReadonlySet<number>,
): Record<ScoreTab, number> {
  const counts: Record<ScoreTab, number> = {
    all: 0,
    live: 0,
    upcoming: 0,
    finished: 0,
    followed: 0,
  };
  for (const id of board.order) {
    const row = board.rows.get(id);
    if (!row) continue;
    for (const { tab } of scoreTabs) if (inTab(tab, board.type, row, followed)) counts[tab]++;
  }
  return counts;
}

/** Pinned matches first (in the top list's order), then the rest in their own order. */
export function pinnedFirst(ids: readonly number[], pinned: readonly number[]): number[] {
  const shown = new Set(ids);
  const top = pinned.filter((id) => shown.has(id));
  const topSet = new Set(top);
  return [...top, ...ids.filter((id) => !topSet.has(id))];
}

// ---- competitions ---------------------------------------------------------------------------

/**
 * What the visitor chose, kept as a rule rather than a list of ids, so that it carries over to
 * another day's competitions: everything, the hot ones, or everything but those unticked.
 */
export type CompetitionFilter =
  | { kind: 'all' }
  | { kind: 'hot' }
  | { kind: 'hidden'; ids: readonly number[] };

export interface CompetitionOption {
  id: number;
  name: string;
  color: string;
  hot: boolean;
  /** Matches of it on the board. */
  count: number;
}

type CompetitionRow = Pick<MatchItem, 'competitionId' | 'competition' | 'color' | 'hot'>;

/** The board's competitions in the order they first appear, with their match counts. */
export function competitionsOf(
  board: Pick<BoardView<Row & CompetitionRow>, 'order' | 'rows'>,
): CompetitionOption[] {
  const options = new Map<number, CompetitionOption>();
  for (const id of board.order) {
    const row = board.rows.get(id);
    if (!row) continue;
    const option = options.get(row.competitionId);
    if (option) option.count++;
    else
      options.set(row.competitionId, {
        id: row.competitionId,
        name: row.competition,
        color: row.color,
        hot: row.hot,
        count: 1,
      });
  }
  return [...options.values()];
}

/** The ticked competitions among those offered. */
export function selectedCompetitions(
  filter: CompetitionFilter,
  options: readonly CompetitionOption[],
): Set<number> {
  switch (filter.kind) {
    case 'all':
      return new Set(options.map((o) => o.id));
    case 'hot':
      return new Set(options.filter((o) => o.hot).map((o) => o.id));
    case 'hidden': {
      const hidden = new Set(filter.ids);
      return new Set(options.filter((o) => !hidden.has(o.id)).map((o) => o.id));
    }
  }
}

export const selectAll = (): CompetitionFilter => ({ kind: 'all' });
export const hotOnly = (): CompetitionFilter => ({ kind: 'hot' });

/** 反选: ticks exactly those unticked now. */
export function invertSelection(
  filter: CompetitionFilter,
  options: readonly CompetitionOption[],
): CompetitionFilter {
  return { kind: 'hidden', ids: [...selectedCompetitions(filter, options)] };
}

/** Ticks or unticks one competition. Ids hidden on other days are kept (they may come back). */
export function toggleCompetition(
  filter: CompetitionFilter,
  options: readonly CompetitionOption[],
  competitionId: number,
): CompetitionFilter {
  const selected = selectedCompetitions(filter, options);
  const hidden = new Set(
    filter.kind === 'hidden'
      ? filter.ids
      : options.filter((o) => !selected.has(o.id)).map((o) => o.id),
  );
  if (selected.has(competitionId)) hidden.add(competitionId);
  else hidden.delete(competitionId);
  return hidden.size === 0 ? selectAll() : { kind: 'hidden', ids: [...hidden] };
}

/** The ids whose competition is ticked, in their order. */
export const byCompetition = (
  ids: readonly number[],
  rows: ReadonlyMap<number, Pick<MatchItem, 'competitionId'>>,
  selected: ReadonlySet<number>,
) =>
  ids.filter((id) => {
    const row = rows.get(id);
    return row !== undefined && selected.has(row.competitionId);
  });

/** Ticks exactly the given competitions among those offered (the 竞足 / 北单 / 足彩 quick picks). */
export function selectOnly(
  options: readonly CompetitionOption[],
  ids: Iterable<number>,
): CompetitionFilter {
  const keep = new Set(ids);
  const hidden = options.filter((o) => !keep.has(o.id)).map((o) => o.id);
  return hidden.length === 0 ? selectAll() : { kind: 'hidden', ids: hidden };
}

/** Matches shown and hidden by a selection: the running 已选 N 场 / 隐藏 M 场. */
export function matchCounts(
  options: readonly CompetitionOption[],
  selected: ReadonlySet<number>,
): { shown: number; hidden: number } {
  let shown = 0;
  let hidden = 0;
  for (const o of options) {
    if (selected.has(o.id)) shown += o.count;
    else hidden += o.count;
  }
  return { shown, hidden };
}
