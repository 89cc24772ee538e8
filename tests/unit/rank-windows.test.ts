// server/modules/rank/windows.ts: a board's day, ISO week and month in China time, across the boundaries.
import { describe, expect, it } from 'vitest';
import { rankWindow } from '../../server/modules/rank/windows';

const at = (china: string) => Date.parse(`${china}+08:00`);

describe('rankWindow', () => {
  it('takes the China day, not the UTC one', () => {
    // 2025-06-11 07:00 in China is still 06-10 in UTC.
    expect(rankWindow('day', at('2025-06-11T07:00:00'))).toEqual({
      start: at('2025-06-11T00:00:00'),
      end: at('2025-06-12T00:00:00'),
    });
  });

  it('starts the week on Monday, Sunday included in the week before', () => {
    const week = { start: at('2025-06-09T00:00:00'), end: at('2025-06-16T00:00:00') };
    expect(rankWindow('week', at('2025-06-09T00:00:00'))).toEqual(week); // Monday
    expect(rankWindow('week', at('2025-06-11T12:00:00'))).toEqual(week); // Wednesday
    expect(rankWindow('week', at('2025-06-15T23:59:59'))).toEqual(week); // Sunday
  });

  it('spans a week across a month and a year end', () => {
    // Wednesday 2025-12-31: the week began Monday 12-29 and ends Monday 2026-01-05.
    expect(rankWindow('week', at('2025-12-31T12:00:00'))).toEqual({
      start: at('2025-12-29T00:00:00'),
      end: at('2026-01-05T00:00:00'),
    });
  });

  it('takes the calendar month, December into January', () => {
    expect(rankWindow('month', at('2025-06-30T23:00:00'))).toEqual({
      start: at('2025-06-01T00:00:00'),
      end: at('2025-07-01T00:00:00'),
    });
    expect(rankWindow('month', at('2025-12-01T00:00:00'))).toEqual({
      start: at('2025-12-01T00:00:00'),
      end: at('2026-01-01T00:00:00'),
    });
  });
});
