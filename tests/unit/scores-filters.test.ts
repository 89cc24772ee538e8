// Score board tabs, pinned rows and the competition filter (select all / invert / hot only).
import { describe, expect, it } from 'vitest';
import type { MatchItem } from '../../contract/match';
import {
  byCompetition,
  type CompetitionFilter,
  competitionsOf,
  hotOnly,
  invertSelection,
  pinnedFirst,
  selectAll,
  selectedCompetitions,
  tabCounts,
  tabIds,
  toggleCompetition,
} from '../../src/features/scores/filters';

type Row = Pick<MatchItem, 'id' | 'state' | 'competitionId' | 'competition' | 'color' | 'hot'>;

const comps = {
  11: { competition: '英超', hot: true },
  12: { competition: '西甲', hot: true },
  13: { competition: '瑞典超', hot: false },
} as const;

const row = (id: number, state: number, competitionId: keyof typeof comps): Row => ({
  id,
  state,
  competitionId,
  color: '#123456',
  ...comps[competitionId],
});

function board(type: 'football' | 'basketball', rows: Row[]) {
  return { type, order: rows.map((r) => r.id), rows: new Map(rows.map((r) => [r.id, r])) };
}

// Football: 1 not started, 2-4 live, 8 finished, 9 postponed.
const football = board('football', [
  row(1, 1, 11),
  row(2, 2, 12),
  row(3, 8, 13),
  row(4, 9, 11),
  row(5, 4, 13),
  row(6, 1, 12),
]);

describe('tabs', () => {
  const followed = new Set([3, 6, 99]);

  it("keeps each tab's rows in board order; 全部 puts live, then upcoming, then finished first", () => {
    expect(tabIds(football, 'all', followed)).toEqual([2, 5, 1, 6, 3, 4]);
    expect(tabIds(football, 'live', followed)).toEqual([2, 5]);
    expect(tabIds(football, 'upcoming', followed)).toEqual([1, 6]);
    expect(tabIds(football, 'finished', followed)).toEqual([3]);
    expect(tabIds(football, 'followed', followed)).toEqual([3, 6]);
  });

  it('counts each tab', () => {
    expect(tabCounts(football, followed)).toEqual({
      all: 6,
      live: 2,
      upcoming: 2,
      finished: 1,
      followed: 2,
    });
  });

  it('moves a row between tabs as its state changes', () => {
    const rows = new Map(football.rows);
    rows.set(1, { ...rows.get(1)!, state: 2 });
    rows.set(2, { ...rows.get(2)!, state: 8 });
    const later = { ...football, rows };
    expect(tabIds(later, 'live', followed)).toEqual([1, 5]);
    expect(tabIds(later, 'finished', followed)).toEqual([2, 3]);
  });

  it("reads the state codes of the board's sport", () => {
    // 8 is the fourth quarter in basketball, 10 full time.
    const basketball = board('basketball', [row(1, 8, 11), row(2, 10, 11)]);
    expect(tabIds(basketball, 'live', new Set())).toEqual([1]);
    expect(tabIds(basketball, 'finished', new Set())).toEqual([2]);
  });

  it("puts pinned rows first in the top list's order, skipping pins not shown", () => {
    expect(pinnedFirst([1, 2, 3, 4, 5], [4, 42, 2])).toEqual([4, 2, 1, 3, 5]);
    expect(pinnedFirst([1, 2], [])).toEqual([1, 2]);
  });
});

describe('competition filter', () => {
  const options = competitionsOf(football);

  it('lists the competitions in order of appearance with their counts', () => {
    expect(options).toEqual([
      { id: 11, name: '英超', color: '#123456', hot: true, count: 2 },
      { id: 12, name: '西甲', color: '#123456', hot: true, count: 2 },
      { id: 13, name: '瑞典超', color: '#123456', hot: false, count: 2 },
    ]);
  });

  const selected = (filter: CompetitionFilter) => [...selectedCompetitions(filter, options)].sort();

  it('selects all, hot only, and inverts', () => {
    expect(selected(selectAll())).toEqual([11, 12, 13]);
    expect(selected(hotOnly())).toEqual([11, 12]);
    expect(selected(invertSelection(hotOnly(), options))).toEqual([13]);
    expect(selected(invertSelection(selectAll(), options))).toEqual([]);
    expect(selected(invertSelection(invertSelection(hotOnly(), options), options))).toEqual([
      11, 12,
    ]);
  });

  it('toggles one competition, and back to all when nothing is hidden', () => {
    const without12 = toggleCompetition(selectAll(), options, 12);
    expect(selected(without12)).toEqual([11, 13]);
    expect(toggleCompetition(without12, options, 12)).toEqual({ kind: 'all' });
    const hotPlus13 = toggleCompetition(hotOnly(), options, 13);
    expect(selected(hotPlus13)).toEqual([11, 12, 13]);
  });

  it('carries over to another day: unknown competitions show, the hidden ones stay hidden', () => {
    const filter = toggleCompetition(selectAll(), options, 13);
    const tomorrow = competitionsOf(board('football', [row(1, 1, 13), row(2, 1, 12)]));
    expect([...selectedCompetitions(filter, tomorrow)]).toEqual([12]);
    expect([...selectedCompetitions(hotOnly(), tomorrow)]).toEqual([12]);
  });

  it('filters ids by the selected competitions, in order', () => {
    expect(byCompetition(football.order, football.rows, new Set([11, 13]))).toEqual([1, 3, 4, 5]);
  });
});
