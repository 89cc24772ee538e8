// The schedule and results pages' date strip (spec §4 date list), the day they open on and which of a
// day's matches each page lists: pure functions of the dates the server answered.
import type { MatchPhase } from '../../../contract/enums/match-states';
import { keepDateList } from '../../../contract/format/date-list';
import type { ScheduleRange } from '../../api/schedule';

export interface StripDate {
  /** China day, YYYY-MM-DD. */
  date: string;
  /** Matches that day. */
  count: number;
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date (no clock involved: the date is already China's). */
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** 周一 … 周日 of a YYYY-MM-DD date; '' when it is not one. */
export function weekdayLabel(date: string): string {
  const n = dayNumber(date);
  if (!Number.isFinite(n)) return '';
  return WEEKDAYS[new Date(n * DAY_MS).getUTCDay()] ?? '';
}

/** MM-DD of a YYYY-MM-DD date. */
export const monthDayLabel = (date: string) => date.slice(5, 10);

/** The strip's tabs: the schedule keeps the first 7 dates, results the last 7 (spec §4). */
export const stripDates = <T>(dates: readonly T[], range: ScheduleRange): T[] =>
  keepDateList(dates, range === 'next' ? 'schedule' : 'results');

/**
 * The day a page opens on without ?date: today when it has matches, else the listed day nearest to
 * it; on a tie the schedule looks ahead and results look back. No day listed: today (an empty list).
 * Results' dates count only matches with a result, so a morning with nothing ended yet opens on the
 * latest day that has results.
 */
export function defaultDay(
  dates: readonly StripDate[],
  today: string,
  range: ScheduleRange,
): string {
  if (dates.some((d) => d.date === today)) return today;
  const from = dayNumber(today);
  let best: { date: string; distance: number; ahead: boolean } | null = null;
  for (const { date } of dates) {
    const offset = dayNumber(date) - from;
    const candidate = { date, distance: Math.abs(offset), ahead: offset > 0 };
    const better =
      best === null ||
      candidate.distance < best.distance ||
      (candidate.distance === best.distance && candidate.ahead === (range === 'next'));
    if (better) best = candidate;
  }
  return best?.date ?? today;
}

/** A strip tab's caption: 今天 for today, else the weekday. */
export const dayCaption = (date: string, today: string) =>
  date === today ? '今天' : weekdayLabel(date);

/**
 * Which matches a page lists: the schedule what is still to be played or being played, results what
 * has ended. Postponed, cancelled and other abnormal matches belong to both (a result of sorts, and
 * a fixture to rearrange). A match moves from the schedule to the results as its final state is pushed.
 */
export function rangeShows(range: ScheduleRange, phase: MatchPhase): boolean {
  if (phase === 'abnormal') return true;
  return range === 'next' ? phase !== 'finished' : phase === 'finished';
}
