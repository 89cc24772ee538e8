// contract/format: money, Beijing-time dates, the countdown and the date strip rule.
import { describe, expect, it } from 'vitest';
import {
  countdown,
  formatAmount,
  formatCountdown,
  formatFull,
  formatMinor,
  formatShort,
  keepDateList,
} from '../../contract/format';

describe('formatAmount', () => {
  it.each([
    [1234567.5, '1,234,567.50'],
    [-1234, '-1,234.00'],
    [0, '0.00'],
    [-0, '0.00'],
    [999.999, '1,000.00'],
    [1.005, '1.01'],
    [-1.005, '-1.01'],
    [0.1 + 0.2, '0.30'],
    [0.004, '0.00'],
    [-0.004, '0.00'],
    [0.005, '0.01'],
    [123, '123.00'],
    [1000, '1,000.00'],
    [9007199254740991, '9,007,199,254,740,991.00'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    [1e-7, '0.00'],
  ])('%s → %s', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });

  it('takes other decimal places', () => {
    expect(formatAmount(1234.5678, 0)).toBe('1,235');
    expect(formatAmount(1234.5, 1)).toBe('1,234.5');
    expect(formatAmount(1234.5678, 3)).toBe('1,234.568');
    expect(formatAmount(0.000001, 6)).toBe('0.000001');
  });

  it('gives an empty string for NaN and infinities', () => {
    expect(formatAmount(Number.NaN)).toBe('');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatMinor', () => {
  it.each([
    [123456, '1,234.56'],
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [0, '0.00'],
    [-1, '-0.01'],
    [-123456, '-1,234.56'],
    [99999999999, '999,999,999.99'],
    [Number.MAX_SAFE_INTEGER, '90,071,992,547,409.91'],
  ])('%s units → %s', (units, text) => {
    expect(formatMinor(units)).toBe(text);
  });

  it('takes bigint units beyond the safe integer range', () => {
    expect(formatMinor(123456789012345678901n)).toBe('1,234,567,890,123,456,789.01');
    expect(formatMinor(-5n)).toBe('-0.05');
  });

  it('rounds a stray fraction to a whole unit', () => {
    expect(formatMinor(10.6)).toBe('0.11');
    expect(formatMinor(-10.6)).toBe('-0.11');
    expect(formatMinor(0.4)).toBe('0.00');
    expect(formatMinor(-0.4)).toBe('0.00');
  });

  it('gives an empty string for NaN', () => {
    expect(formatMinor(Number.NaN)).toBe('');
  });
});

describe('dates in Beijing time', () => {
  const t = Date.UTC(2026, 0, 1, 16, 30);

  it('formats epoch milliseconds across the date line', () => {
    expect(formatShort(t)).toBe('01-02 00:30');
    expect(formatFull(t)).toBe('2026-01-02 00:30:00');
  });

  it('formats a Date and ISO strings with and without an offset', () => {
    expect(formatFull(new Date(t))).toBe('2026-01-02 00:30:00');
    expect(formatFull('2026-01-01T16:30:00.000Z')).toBe('2026-01-02 00:30:00');
    expect(formatFull('2026-01-02T00:30:00+08:00')).toBe('2026-01-02 00:30:00');
    // stored times are UTC, so a bare string is UTC too
    expect(formatFull('2026-01-01T16:30:00')).toBe('2026-01-02 00:30:00');
    expect(formatShort('2026-06-30T23:59:59Z')).toBe('07-01 07:59');
  });

  it('keeps seconds and the summer months at +08:00 (no daylight saving)', () => {
    expect(formatFull(Date.UTC(2026, 6, 15, 4, 5, 6))).toBe('2026-07-15 12:05:06');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatShort('not a date')).toBe('');
    expect(formatFull('')).toBe('');
    expect(formatFull(Number.NaN)).toBe('');
    expect(formatShort(new Date('nope'))).toBe('');
  });
});

describe('countdown', () => {
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(countdown(90061)).toEqual({
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 1,
      totalHours: 25,
    });
    expect(countdown(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59, totalHours: 0 });
    expect(countdown(3 * 86400 + 23 * 3600 + 59 * 60 + 59)).toEqual({
      days: 3,
      hours: 23,
      minutes: 59,
      seconds: 59,
      totalHours: 95,
    });
  });

  it('drops fractions of a second', () => {
    expect(countdown(61.9)).toMatchObject({ minutes: 1, seconds: 1 });
  });

  it('gives all zeros for negative or NaN input', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, totalHours: 0 };
    expect(countdown(-5)).toEqual(zero);
    expect(countdown(Number.NaN)).toEqual(zero);
    expect(countdown(Number.POSITIVE_INFINITY)).toEqual(zero);
  });

  it('formats HH:mm:ss with the hours including days', () => {
    expect(formatCountdown(90061)).toBe('25:01:01');
    expect(formatCountdown(60)).toBe('00:01:00');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-1)).toBe('00:00:00');
    expect(formatCountdown(100 * 3600)).toBe('100:00:00');
  });
});

describe('keepDateList', () => {
  const dates = (n: number) =>
    Array.from({ length: n }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}`);

  it('keeps 7 dates as they are in both modes', () => {
    expect(keepDateList(dates(7), 'schedule')).toEqual(dates(7));
    expect(keepDateList(dates(7), 'results')).toEqual(dates(7));
  });

  it('cuts 8 dates to the first 7 for the schedule and the last 7 for results', () => {
    expect(keepDateList(dates(8), 'schedule')).toEqual(dates(8).slice(0, 7));
    expect(keepDateList(dates(8), 'results')).toEqual(dates(8).slice(1));
  });

  it('cuts 10 dates the same way', () => {
    const ten = dates(10);
    expect(keepDateList(ten, 'schedule')).toEqual(ten.slice(0, 7));
    expect(keepDateList(ten, 'results')).toEqual(ten.slice(3));
    expect(keepDateList(ten, 'results')[0]).toBe('2026-01-04');
    expect(ten).toHaveLength(10);
  });

  it('leaves short and empty lists alone', () => {
    expect(keepDateList(dates(3), 'results')).toEqual(dates(3));
    expect(keepDateList([], 'schedule')).toEqual([]);
  });
});
