// Pure helpers of the library's player pages: age from the birth year on the server clock, and the best
// value of each column of a game log (spec §3: the highest value per stat is flagged).
import { describe, expect, it } from 'vitest';
import { ageOf } from '../../src/features/library/player/age';
import { bestOfLog, isBest } from '../../src/features/library/player/best-of-log';

describe('ageOf', () => {
  it('is the difference of the years in Beijing time', () => {
    expect(ageOf(1995, Date.parse('2026-11-26T12:00:00Z'))).toBe(31);
    // 2026-12-31 17:00 UTC is already 2027 in Beijing.
    expect(ageOf(2000, Date.parse('2026-12-31T17:00:00Z'))).toBe(27);
    expect(ageOf(2000, Date.parse('2026-12-31T15:00:00Z'))).toBe(26);
  });

  it('says nothing for an unknown or impossible year', () => {
    expect(ageOf(0, Date.parse('2026-11-26T12:00:00Z'))).toBeNull();
    expect(ageOf(2030, Date.parse('2026-11-26T12:00:00Z'))).toBeNull();
  });
});

describe('bestOfLog', () => {
  const log = [
    { points: 30, rebounds: 5, blocks: 0, starter: true },
    { points: 12, rebounds: 11, blocks: 0, starter: false },
    { points: 30, rebounds: 2, blocks: 0, starter: true },
  ];

  it('finds the highest value of each column, ties included', () => {
    const best = bestOfLog(log, ['points', 'rebounds', 'blocks'] as const);
    expect(best).toEqual({ points: 30, rebounds: 11, blocks: null });
    expect(log.filter((g) => isBest(g.points, best.points))).toHaveLength(2);
    expect(log.filter((g) => isBest(g.rebounds, best.rebounds))).toEqual([log[1]]);
  });

  it('flags nothing in a column of zeros or an empty log', () => {
    expect(isBest(0, bestOfLog(log, ['blocks'] as const).blocks)).toBe(false);
    expect(bestOfLog([], ['points'] as const)).toEqual({ points: null });
  });
});
