// The history tables and charts: rows newest first with arrows against the move before, the 综合 table of
// all three markets, the chart ranges, series and the words of each market per sport.
import { describe, expect, it } from 'vitest';
import { historyRows, joinRows } from '../../src/features/odds/history-rows';
import {
  historySeries,
  movesInRange,
  probabilitySeries,
} from '../../src/features/odds/history-series';
import {
  detailHref,
  lineTexts,
  marketColumns,
  marketName,
  marketOfView,
  viewTitle,
} from '../../src/features/odds/market-labels';
import type { OddsMove } from '../../streams/odds';

const T0 = 1_760_000_000_000;
const MIN = 60_000;
const m = (minutes: number, values: number[], live = false): OddsMove => ({
  at: T0 + minutes * MIN,
  values,
  live,
});

describe('historyRows', () => {
  it('lists newest first, marks the opening and compares each move with the one before', () => {
    const rows = historyRows([
      m(0, [0.92, 0.5, 0.94]),
      m(10, [0.88, 0.5, 0.98]),
      m(20, [1.02, 0.25, 0.84], true),
    ]);
    expect(rows.map((r) => r.at)).toEqual([T0 + 20 * MIN, T0 + 10 * MIN, T0]);
    expect(rows[0]).toMatchObject({ opening: false, live: true, dirs: [1, -1, -1] });
    expect(rows[1]!.dirs).toEqual([-1, 0, 1]);
    expect(rows[2]).toMatchObject({ opening: true, dirs: [0, 0, 0] });
    expect(historyRows([])).toEqual([]);
  });
});

describe('joinRows', () => {
  it('makes a row per moment any market moved, each market as it stood then', () => {
    const rows = joinRows({
      europe: [m(0, [2, 3.4, 3.6]), m(30, [1.9, 3.5, 3.8])],
      asia: [m(5, [0.9, 0.5, 0.96]), m(30, [0.85, 0.75, 1.01], true)],
      overUnder: [],
    });
    expect(rows.map((r) => (r.at - T0) / MIN)).toEqual([30, 5, 0]);
    const [last, middle, first] = rows;
    // The opening row: europe alone, asia not opened yet.
    expect(first!.cells.europe).toEqual({ values: [2, 3.4, 3.6], moved: true, dirs: [0, 0, 0] });
    expect(first!.cells.asia.values).toBeNull();
    // 5': asia opened, europe carried forward unmarked.
    expect(middle!.cells.europe).toEqual({ values: [2, 3.4, 3.6], moved: false, dirs: [] });
    expect(middle!.cells.asia).toMatchObject({ values: [0.9, 0.5, 0.96], moved: true });
    // 30': both moved at the same moment: one row, both marked, arrows against their own last line.
    expect(last!.cells.europe).toEqual({ values: [1.9, 3.5, 3.8], moved: true, dirs: [-1, 1, 1] });
    expect(last!.cells.asia.dirs).toEqual([-1, 1, 1]);
    expect(last!.live).toBe(true);
    expect(last!.cells.overUnder).toEqual({ values: null, moved: false, dirs: [] });
  });

  it('is empty without moves', () => {
    expect(joinRows({})).toEqual([]);
  });
});

describe('chart series', () => {
  const moves = [m(0, [0.92, 0.5, 0.94]), m(10, [0.88, 0.75, 0.98])];

  it('draws the waters as lines and the handicap as a step series', () => {
    const series = historySeries('football', 'asia', moves);
    expect(series.map((s) => [s.label, s.step ?? false])).toEqual([
      ['主水', false],
      ['客水', false],
      ['盘口', true],
    ]);
    expect(series[2]!.points).toEqual([
      { x: T0, y: 0.5 },
      { x: T0 + 10 * MIN, y: 0.75 },
    ]);
    expect(historySeries('basketball', 'overUnder', moves)[2]!.label).toBe('总分');
  });

  it('draws one line per outcome of europe (two in basketball)', () => {
    expect(historySeries('football', 'europe', [m(0, [2, 3.4, 3.6])]).map((s) => s.label)).toEqual([
      '主胜',
      '平',
      '客胜',
    ]);
    expect(historySeries('basketball', 'europe', [m(0, [1.5, 2.5])]).map((s) => s.label)).toEqual([
      '主胜',
      '客胜',
    ]);
  });

  it('turns each europe move into fair probabilities over time', () => {
    const [home, draw, away] = probabilitySeries('football', [m(0, [2, 4, 4]), m(5, [1, 2, 3])]);
    // The unusable second line (odds of 1) is left out.
    expect(home!.points).toEqual([{ x: T0, y: 0.5 }]);
    expect(draw!.points[0]!.y).toBe(0.25);
    expect(away!.points[0]!.y).toBe(0.25);
  });

  it('cuts a history into its pre-match and in-play stretches', () => {
    const full = [
      m(0, [2, 3, 4]),
      m(10, [2.1, 3, 3.8]),
      m(20, [1.8, 3.2, 4.4], true),
      m(25, [1.5, 3.6, 6], true),
    ];
    expect(movesInRange(full, 'all')).toBe(full);
    expect(movesInRange(full, 'pre')).toEqual(full.slice(0, 2));
    // In play starts from the line the match kicked off on.
    expect(movesInRange(full, 'live')).toEqual(full.slice(1));
    expect(movesInRange(full.slice(0, 2), 'live')).toEqual([]);
  });
});

describe('market words', () => {
  it('names markets and columns per sport', () => {
    expect(marketName('football', 'asia')).toBe('亚盘');
    expect(marketName('basketball', 'asia')).toBe('让分');
    expect(marketName('basketball', 'overUnder')).toBe('总分');
    expect(marketColumns('football', 'europe')).toEqual(['主胜', '平', '客胜']);
    expect(marketColumns('basketball', 'europe')).toEqual(['主胜', '客胜']);
    expect(marketColumns('football', 'overUnder')).toEqual(['大', '盘口', '小']);
    expect(viewTitle('football', 'join')).toBe('综合');
    expect(viewTitle('basketball', 'daxiaoqiu')).toBe('总分');
    expect(marketOfView('table')).toBeNull();
  });

  it('prints lines with their labels, and nothing for a malformed line', () => {
    expect(lineTexts('football', 'asia', [0.9, -0.75, 0.96])).toEqual([
      '0.90',
      '受半球/一球',
      '0.96',
    ]);
    expect(lineTexts('basketball', 'asia', [0.9, 5.5, 0.9])).toEqual(['0.90', '5.5', '0.90']);
    expect(lineTexts('football', 'overUnder', [0.88, 2.75, 0.98])).toEqual([
      '0.88',
      '2.5/3',
      '0.98',
    ]);
    expect(lineTexts('football', 'europe', [2.1, 3.3, 3.5])).toEqual(['2.10', '3.30', '3.50']);
    expect(lineTexts('football', 'europe', [2.1, 3.3])).toBeNull();
    expect(lineTexts('football', 'asia', null)).toBeNull();
  });

  it('links to a view keeping the match and bookmaker', () => {
    expect(detailHref('football', 'yapan', 12, 3)).toBe(
      '/football/odds-detail/yapan?matchId=12&bookmakerId=3',
    );
    expect(detailHref('basketball', 'table')).toBe('/basketball/odds-detail/table');
  });
});
