import { describe, expect, it } from 'vitest';
import { bestRated, ratingText, ratingTone } from '../../src/features/match-centre/rating-tone';

describe('rating tone', () => {
  it('paints the bands at their edges', () => {
    expect([8.0, 7.9, 7.0, 6.9, 6.0, 5.9, 5.0, 4.9, null].map(ratingTone)).toEqual([
      'top',
      'good',
      'good',
      'fair',
      'fair',
      'poor',
      'poor',
      'bad',
      'none',
    ]);
  });
  it('prints one decimal and finds the best of those rated', () => {
    expect([7, 6.5, null].map(ratingText)).toEqual(['7.0', '6.5', '-']);
    const players = [
      { playerId: 1, average: null },
      { playerId: 2, average: 7.5 },
      { playerId: 3, average: 8.1 },
      { playerId: 4, average: 8.1 },
    ];
    expect(bestRated(players)?.playerId).toBe(3);
    expect(bestRated([{ playerId: 1, average: null }])).toBeNull();
  });
});
