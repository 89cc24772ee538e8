// The level table of contract/grade.ts: thresholds grow, levelOf inverts them, tiers cover every level.
import { describe, expect, it } from 'vitest';
import {
  checkinReward,
  LEVEL_MAX,
  levelOf,
  levelThresholds,
  levelTiers,
  thresholdOf,
  tierOf,
} from '../../contract/grade';

describe('level thresholds', () => {
  it('starts at 0 for no experience and grows strictly up to the top level', () => {
    expect(levelThresholds).toHaveLength(LEVEL_MAX + 1);
    expect(levelThresholds[0]).toBe(0);
    for (let n = 1; n <= LEVEL_MAX; n++)
      expect(levelThresholds[n]!).toBeGreaterThan(levelThresholds[n - 1]!);
    // Each level costs more than the one before it.
    for (let n = 2; n <= LEVEL_MAX; n++)
      expect(levelThresholds[n]! - levelThresholds[n - 1]!).toBeGreaterThan(
        levelThresholds[n - 1]! - levelThresholds[n - 2]!,
      );
  });

  it('levels by the thresholds: exactly at one is that level, one short is the level below', () => {
    expect(levelOf(0)).toBe(0);
    for (let n = 1; n <= LEVEL_MAX; n++) {
      expect(levelOf(thresholdOf(n))).toBe(n);
      expect(levelOf(thresholdOf(n) - 1)).toBe(n - 1);
    }
    expect(levelOf(Number.MAX_SAFE_INTEGER)).toBe(LEVEL_MAX);
    expect(thresholdOf(99)).toBe(thresholdOf(LEVEL_MAX));
  });

  it('gives every level one tier, null and missing levels the lowest', () => {
    for (let n = 0; n <= LEVEL_MAX; n++)
      expect(levelTiers.filter((t) => n >= t.from && n <= t.to)).toHaveLength(1);
    expect(tierOf(null).name).toBe(levelTiers[0]!.name);
    expect(tierOf(12).name).toBe('白银');
  });

  it('rewards check-in streaks more each day, up to a ceiling', () => {
    expect([1, 2, 3, 7, 30].map(checkinReward)).toEqual([10, 15, 20, 40, 40]);
  });
});
