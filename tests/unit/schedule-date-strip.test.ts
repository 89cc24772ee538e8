// The schedule and results pages' date strip: weekday and MM-DD labels, the 7-day cut, the default day
// and which matches each page lists.
import { describe, expect, it } from 'vitest';
import {
  dayCaption,
  defaultDay,
  monthDayLabel,
  rangeShows,
  stripDates,
  weekdayLabel,
} from '../../src/features/schedule/date-strip';

const days = (...dates: string[]) => dates.map((date) => ({ date, count: 3 }));

describe('labels', () => {
  it('names the weekday of a calendar date, whatever the machine’s zone', () => {
    expect(weekdayLabel('2026-11-22')).toBe('周日');
    expect(weekdayLabel('2026-11-23')).toBe('周一');
    expect(weekdayLabel('2026-11-28')).toBe('周六');
    expect(weekdayLabel('2024-02-29')).toBe('周四');
    expect(weekdayLabel('not a date')).toBe('');
  });

  it('prints MM-DD, and 今天 instead of the weekday for today', () => {
    expect(monthDayLabel('2026-01-05')).toBe('01-05');
    expect(dayCaption('2026-11-22', '2026-11-22')).toBe('今天');
    expect(dayCaption('2026-11-23', '2026-11-22')).toBe('周一');
  });
});

describe('stripDates (spec §4)', () => {
  const fourteen = Array.from(
    { length: 14 },
    (_, i) => `2026-11-${String(10 + i).padStart(2, '0')}`,
  );

  it('keeps the first 7 dates on the schedule and the last 7 on results', () => {
    expect(stripDates(fourteen, 'next')).toEqual(fourteen.slice(0, 7));
    expect(stripDates(fourteen, 'end')).toEqual(fourteen.slice(7));
  });

  it('keeps 7 or fewer as they are', () => {
    expect(stripDates(fourteen.slice(0, 7), 'next')).toEqual(fourteen.slice(0, 7));
    expect(stripDates(fourteen.slice(0, 3), 'end')).toEqual(fourteen.slice(0, 3));
    expect(stripDates([], 'end')).toEqual([]);
  });
});

describe('defaultDay', () => {
  it('opens on today when today has matches', () => {
    expect(defaultDay(days('2026-11-20', '2026-11-22', '2026-11-24'), '2026-11-22', 'next')).toBe(
      '2026-11-22',
    );
  });

  it('else on the listed day nearest to today', () => {
    expect(defaultDay(days('2026-11-24', '2026-11-27'), '2026-11-22', 'next')).toBe('2026-11-24');
    expect(defaultDay(days('2026-11-15', '2026-11-20'), '2026-11-22', 'end')).toBe('2026-11-20');
    expect(defaultDay(days('2026-11-19', '2026-11-23'), '2026-11-22', 'end')).toBe('2026-11-23');
  });

  it('opens results on the latest day with results when today has none yet (the server leaves it out)', () => {
    // /basketball/end in the morning: today's games are all to come, so the strip ends yesterday.
    expect(defaultDay(days('2026-11-19', '2026-11-21'), '2026-11-22', 'end')).toBe('2026-11-21');
  });

  it('breaks a tie ahead on the schedule and back on results', () => {
    const around = days('2026-11-21', '2026-11-23');
    expect(defaultDay(around, '2026-11-22', 'next')).toBe('2026-11-23');
    expect(defaultDay(around, '2026-11-22', 'end')).toBe('2026-11-21');
  });

  it('counts across a month end', () => {
    expect(defaultDay(days('2026-11-28', '2026-12-01'), '2026-11-30', 'next')).toBe('2026-12-01');
  });

  it('falls back to today with no day listed', () => {
    expect(defaultDay([], '2026-11-22', 'end')).toBe('2026-11-22');
  });
});

describe('rangeShows', () => {
  it('lists on the schedule what is still to be played or being played', () => {
    expect(rangeShows('next', 'notStarted')).toBe(true);
    expect(rangeShows('next', 'live')).toBe(true);
    expect(rangeShows('next', 'finished')).toBe(false);
  });

  it('lists on results what has ended', () => {
    expect(rangeShows('end', 'finished')).toBe(true);
    expect(rangeShows('end', 'live')).toBe(false);
    expect(rangeShows('end', 'notStarted')).toBe(false);
  });

  it('lists postponed, cancelled and other abnormal matches on both', () => {
    expect(rangeShows('next', 'abnormal')).toBe(true);
    expect(rangeShows('end', 'abnormal')).toBe(true);
  });
});
