// The score pages' URL searches: what is kept, and that anything unreadable is dropped instead of failing the page.
import { describe, expect, it } from 'vitest';
import { parseDaySearch, parseIssueSearch, parseMatchSearch } from '../../src/routes/score-search';

describe('score page searches', () => {
  it('keeps a real day and the sport of /next, nothing else', () => {
    expect(parseDaySearch({ date: '2026-11-23', sport: 'basketball' })).toEqual({
      date: '2026-11-23',
      sport: 'basketball',
    });
    expect(parseDaySearch({ date: '2026-13-01', sport: 'football' })).toEqual({});
    expect(parseDaySearch({ date: 20261123, sport: 'tennis' })).toEqual({});
  });

  it('keeps an issue number, numeric or not, within its shape', () => {
    expect(parseIssueSearch({ issue: '2026-11-23' })).toEqual({ issue: '2026-11-23' });
    expect(parseIssueSearch({ issue: 261106 })).toEqual({ issue: '261106' });
    expect(parseIssueSearch({ issue: '<script>' })).toEqual({});
    expect(parseIssueSearch({ issue: 'x'.repeat(17) })).toEqual({});
  });

  it('keeps positive int4 ids only', () => {
    expect(parseMatchSearch({ matchId: '900001', bookmakerId: 3 })).toEqual({
      matchId: 900001,
      bookmakerId: 3,
    });
    expect(parseMatchSearch({ matchId: '0', bookmakerId: -1 })).toEqual({});
    expect(parseMatchSearch({ matchId: '2147483648', bookmakerId: '1.5' })).toEqual({});
    expect(parseMatchSearch({ matchId: '01' })).toEqual({});
  });
});
