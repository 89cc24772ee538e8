// Row labels: state labels full and short, the phase per state, handicap / over-under / 1X2 text.
import { describe, expect, it } from 'vitest';
import type { MatchItem } from '../../contract/match';
import {
  europeLine,
  halfTimeText,
  handicapLine,
  overUnderLine,
  pointsHandicapLabel,
  rowLabels,
  rowPhase,
  stateLabels,
} from '../../src/features/scores/row-labels';

const side = (half: number | null): MatchItem['home'] => ({
  id: 1,
  name: '队',
  score: 0,
  half,
  periods: [],
  penalties: null,
  red: 0,
  yellow: 0,
  corners: 0,
  rank: null,
});

describe('state labels and phase', () => {
  it('gives the full and short labels of each sport', () => {
    expect(stateLabels('football', 2)).toEqual({ full: '上半场', short: '上' });
    expect(stateLabels('football', 8)).toEqual({ full: '完场', short: '完' });
    expect(stateLabels('basketball', 3)).toEqual({ full: '第一节完', short: '1st完' });
    expect(stateLabels('basketball', 10)).toEqual({ full: '完场', short: '完' });
    expect(stateLabels('football', 42)).toEqual({ full: '', short: '' });
  });

  it('puts each state in its tab group, the same code meaning different things per sport', () => {
    expect([1, 2, 3, 7, 8, 9].map((s) => rowPhase('football', s))).toEqual([
      'notStarted',
      'live',
      'live',
      'live',
      'finished',
      'abnormal',
    ]);
    expect([8, 9, 10, 13].map((s) => rowPhase('basketball', s))).toEqual([
      'live',
      'live',
      'finished',
      'abnormal',
    ]);
    expect(rowPhase('football', 99)).toBe('abnormal');
  });
});

describe('odds lines', () => {
  it('labels the Asian handicap from the home side: negative is 受让', () => {
    expect(handicapLine('football', [0.92, 0.5, 0.94])).toEqual({
      home: '0.92',
      line: '半球',
      away: '0.94',
    });
    expect(handicapLine('football', [1.02, -1.25, 0.8])?.line).toBe('受一球/球半');
    expect(handicapLine('football', [0.9, 0, 0.9])?.line).toBe('平手');
    expect(handicapLine('football', [0.9, 0.75, 1])?.home).toBe('0.90');
  });

  it('labels the basketball handicap in points', () => {
    expect(handicapLine('basketball', [0.9, 5.5, 0.9])?.line).toBe('5.5');
    expect(handicapLine('basketball', [0.9, -3.5, 0.9])?.line).toBe('受3.5');
    expect(pointsHandicapLabel(0)).toBe('平手');
  });

  it('labels over/under lines, quarter lines split', () => {
    expect(overUnderLine([0.88, 2.5, 0.98])).toEqual({ over: '0.88', line: '2.5', under: '0.98' });
    expect(overUnderLine([0.88, 2.25, 0.98])?.line).toBe('2/2.5');
    expect(overUnderLine([0.9, 215.5, 0.9])?.line).toBe('215.5');
  });

  it('formats 1X2 to two decimals; two prices in basketball', () => {
    expect(europeLine('football', [2.1, 3.255, 3.4])).toEqual(['2.10', '3.25', '3.40']);
    expect(europeLine('basketball', [1.5, 2.45])).toEqual(['1.50', '2.45']);
  });

  it('shows nothing for a missing or malformed line', () => {
    expect(handicapLine('football', null)).toBeNull();
    expect(handicapLine('football', [0.9, 0.5])).toBeNull();
    expect(overUnderLine([0.9, Number.NaN, 0.9])).toBeNull();
    expect(europeLine('football', [1.5, 2.45])).toBeNull();
  });
});

describe('rowLabels', () => {
  it("puts a row's text together, half-time score in football only", () => {
    const row = {
      state: 4,
      home: side(1),
      away: side(0),
      odds: { europe: [2.1, 3.2, 3.4], asia: [0.9, 0.25, 0.96], overUnder: null },
    };
    expect(rowLabels('football', row)).toEqual({
      state: { full: '下半场', short: '下' },
      phase: 'live',
      halfTime: '1-0',
      handicap: { home: '0.90', line: '平手/半球', away: '0.96' },
      overUnder: null,
      europe: ['2.10', '3.20', '3.40'],
    });
    expect(halfTimeText({ home: side(null), away: side(null) })).toBe('');
    expect(rowLabels('basketball', { ...row, state: 4 }).state.full).toBe('第二节');
  });
});
