// The score pages' URL searches: what is kept, and that anything unreadable is dropped instead of failing the page.
import { describe, expect, it } from 'vitest';
import { daySearch, issueSearch, matchSearch } from '../../src/routes/score-search';

describe('score page searches', () => {
  it('keeps a real day and the sport of /next, nothing else', () => {
    expect(daySearch.parse({ date: '2026-11-23', sport: 'basketball' })).toEqual({
      date: '2026-11-23',
      sport: 'basketball',
    });
    expect(daySearch.parse({ date: '2026-13-01', sport: 'football' })).toEqual({});
    expect(daySearch.parse({ date: 20261123, sport: 'tennis' })).toEqual({});
  });

  it('keeps an issue number, numeric or not, within its shape', () => {
    expect(issueSearch.parse({ issue: '2026-11-23' })).toEqual({ issue: '2026-11-23' });
    expect(issueSearch.parse({ issue: 261106 })).toEqual({ issue: '261106' });
    expect(issueSearch.parse({ issue: '<script>' })).toEqual({});
    expect(issueSearch.parse({ issue: 'x'.repeat(17) })).toEqual({});
  });

  it('keeps positive int4 ids only', () => {
    expect(matchSearch.parse({ matchId: '900001', bookmakerId: 3 })).toEqual({
      matchId: 900001,
      bookmakerId: 3,
    });
    expect(matchSearch.parse({ matchId: '0', bookmakerId: -1 })).toEqual({});
    expect(matchSearch.parse({ matchId: '2147483648', bookmakerId: '1.5' })).toEqual({});
    expect(matchSearch.parse({ matchId: '01' })).toEqual({});
  });
});
