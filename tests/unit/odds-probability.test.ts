// The odds arithmetic: implied probabilities, margin and return rate, fair probabilities and their average,
// and the average / highest / lowest rows of the odds tables.
import { describe, expect, it } from 'vitest';
import {
  averageFairProbabilities,
  columnStats,
  fairProbabilities,
  impliedProbabilities,
  margin,
  percentText,
  returnRate,
} from '../../src/features/odds/probability';

describe('implied probabilities, margin and return rate', () => {
  it('reads 1/odds per outcome; their excess over 1 is the margin and 1/Σ the return rate', () => {
    const odds = [2.1, 3.3, 3.5];
    const implied = impliedProbabilities(odds)!;
    expect(implied[0]).toBeCloseTo(0.47619, 5);
    const total = 1 / 2.1 + 1 / 3.3 + 1 / 3.5;
    expect(margin(odds)).toBeCloseTo(total - 1, 10);
    expect(returnRate(odds)).toBeCloseTo(1 / total, 10);
    expect(returnRate(odds)).toBeCloseTo(0.93902, 4);
  });

  it('gives a fair book a return rate of 100% and no margin', () => {
    expect(returnRate([2, 2])).toBe(1);
    expect(margin([2, 4, 4])).toBeCloseTo(0, 12);
  });

  it('refuses odds no probability can be read from', () => {
    for (const bad of [
      [],
      [1, 2, 3],
      [0.9, 2, 3],
      [Number.NaN, 2, 3],
      [2, Number.POSITIVE_INFINITY],
    ]) {
      expect(impliedProbabilities(bad)).toBeNull();
      expect(returnRate(bad)).toBeNull();
      expect(margin(bad)).toBeNull();
      expect(fairProbabilities(bad)).toBeNull();
    }
  });
});

describe('fair probabilities', () => {
  it('remove the margin in proportion, summing to 1 and keeping the order of the outcomes', () => {
    const fair = fairProbabilities([1.8, 3.6, 4.5])!;
    expect(fair.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const total = 1 / 1.8 + 1 / 3.6 + 1 / 4.5;
    expect(fair[0]).toBeCloseTo(1 / 1.8 / total, 12);
    expect(fair[0]! > fair[1]! && fair[1]! > fair[2]!).toBe(true);
  });

  it('work for basketball’s two outcomes', () => {
    expect(fairProbabilities([1.5, 2.5])).toEqual([0.625, 0.375]);
  });

  it('average outcome by outcome over bookmakers, leaving out malformed lines', () => {
    const average = averageFairProbabilities([
      [2, 4, 4],
      [4, 4, 2],
      [1, 2, 3],
      [2, 2],
    ])!;
    expect(average[0]).toBeCloseTo(0.375, 12);
    expect(average[1]).toBeCloseTo(0.25, 12);
    expect(average[2]).toBeCloseTo(0.375, 12);
    expect(averageFairProbabilities([])).toBeNull();
    expect(averageFairProbabilities([[1, 1, 1]])).toBeNull();
  });
});

describe('columnStats', () => {
  it('gives the average, highest and lowest of each position', () => {
    expect(
      columnStats([
        [0.9, 0.5, 0.96],
        [0.84, 0.75, 1.02],
        [0.96, 0.25, 0.9],
      ]),
    ).toEqual({
      average: [0.9, 0.5, expect.closeTo(0.96, 10)],
      highest: [0.96, 0.75, 1.02],
      lowest: [0.84, 0.25, 0.9],
    });
  });

  it('is null without lines, and skips lines of another shape', () => {
    expect(columnStats([])).toBeNull();
    expect(
      columnStats([
        [2, 3],
        [2, 3, 4],
        [4, 5],
      ]),
    ).toEqual({
      average: [3, 4],
      highest: [4, 5],
      lowest: [2, 3],
    });
  });
});

describe('percentText', () => {
  it('prints one decimal by default, and - for nothing', () => {
    expect(percentText(0.52345)).toBe('52.3%');
    expect(percentText(0.94457, 2)).toBe('94.46%');
    expect(percentText(null)).toBe('-');
  });
});
