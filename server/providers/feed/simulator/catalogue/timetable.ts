// A competition's week as its slots describe it: the kick-off entries and the matchdays they form, as
// instants. The catalogue's checks and the schedule both read slots through here, so what the checks
// prove (enough rest between a team's matches) is what the schedule produces.
import type { CompetitionSpec, Weekday } from '../model';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
const WEEK_MINUTES = 7 * 24 * 60;

/** Monday 2024-01-01 00:00 UTC: week 0 and day 0 of every competition's calendar. */
export const EPOCH = Date.UTC(2024, 0, 1);

/** The least rest between two matches of one team: the schedule never gives less. */
export const restMinutes = { football: 40 * 60, basketball: 20 * 60 } as const;

export interface SlotEntry {
  /** Index in the timetable's `entries`. */
  index: number;
  /** weekly: minutes since the competition's week start; daily: minutes since local midnight. */
  offset: number;
  /** Minute of the UTC week (Monday 00:00 UTC = 0): comparable across competitions and zones. */
  utcMinute: number;
  /** Local day, Monday = 0. */
  day: number;
}

/**
 * weekly: the week's playing days form matchdays (runs of consecutive days between rest days); each
 * matchday hosts one round, spread over its entries. daily (basketball that plays every day): each day
 * hosts half a round, so every team plays once in each pair of days.
 */
export interface Timetable {
  scheme: 'weekly' | 'daily';
  /** Local day (Monday = 0) a weekly competition's week starts on: a rest day, so no matchday wraps. */
  startDay: number;
  entries: SlotEntry[];
  /** weekly: entries per matchday, in time order. */
  matchdays: SlotEntry[][];
  /** daily: entries per local day, Monday = 0. */
  days: SlotEntry[][];
  /** The instant week 0 (weekly) or day 0 (daily) starts, in the competition's local time. */
  base: number;
}

const mondayIndex = (weekday: Weekday): number => (weekday + 6) % 7;

function minutesOf(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`bad kick-off time ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const mod = (value: number, by: number): number => ((value % by) + by) % by;

export function timetableOf(spec: CompetitionSpec): Timetable {
  const local: { day: number; minute: number }[] = [];
  for (const [weekday, times] of Object.entries(spec.slots)) {
    const day = mondayIndex(Number(weekday) as Weekday);
    for (const time of times ?? []) local.push({ day, minute: minutesOf(time) });
  }
  if (local.length === 0) throw new Error(`${spec.shortName}: no slots`);
  const playing = new Set(local.map((slot) => slot.day));
  const utcShift = spec.utcOffset * 60;
  const everyDay = playing.size === 7;
  if (everyDay && spec.sport === 'football') {
    throw new Error(`${spec.shortName}: a football competition needs a rest day in its week`);
  }

  if (everyDay) {
    local.sort((a, b) => a.day - b.day || a.minute - b.minute);
    const entries = local.map((slot, index) => ({
      index,
      offset: slot.minute,
      utcMinute: mod(slot.day * 1440 + slot.minute - utcShift, WEEK_MINUTES),
      day: slot.day,
    }));
    const days = Array.from({ length: 7 }, (_, day) => entries.filter((e) => e.day === day));
    return {
      scheme: 'daily',
      startDay: 0,
      entries,
      matchdays: [],
      days,
      base: EPOCH - spec.utcOffset * HOUR,
    };
  }

  let startDay = 0;
  while (playing.has(startDay)) startDay++;
  const sorted = local
    .map((slot) => ({ ...slot, offset: mod(slot.day - startDay, 7) * 1440 + slot.minute }))
    .sort((a, b) => a.offset - b.offset);
  const entries = sorted.map((slot, index) => ({
    index,
    offset: slot.offset,
    utcMinute: mod(slot.day * 1440 + slot.minute - utcShift, WEEK_MINUTES),
    day: slot.day,
  }));
  const matchdays: SlotEntry[][] = [];
  let previousDay = -2;
  for (const entry of entries) {
    const dayInWeek = Math.floor(entry.offset / 1440);
    if (dayInWeek > previousDay + 1) matchdays.push([]);
    matchdays[matchdays.length - 1]?.push(entry);
    previousDay = dayInWeek;
  }
  return {
    scheme: 'weekly',
    startDay,
    entries,
    matchdays,
    days: [],
    base: EPOCH + startDay * DAY - spec.utcOffset * HOUR,
  };
}

/** Minutes between two minutes of the week, the shorter way round. */
export function weekGap(a: number, b: number): number {
  const d = mod(a - b, WEEK_MINUTES);
  return Math.min(d, WEEK_MINUTES - d);
}

/**
 * The least rest a team can get between consecutive matchdays (weekly) or pairs of days (daily) of
 * one competition, in minutes: the catalogue requires it to be at least the sport's rest.
 */
export function leastRest(table: Timetable): number {
  if (table.scheme === 'daily') {
    // A team plays once per pair of days, so the tightest case is the last slot of one day and the
    // first of the next.
    let least = Number.POSITIVE_INFINITY;
    for (let day = 0; day < 7; day++) {
      const today = table.days[day] ?? [];
      const tomorrow = table.days[(day + 1) % 7] ?? [];
      const last = today[today.length - 1];
      const first = tomorrow[0];
      if (last && first) least = Math.min(least, first.offset + 1440 - last.offset);
    }
    return least;
  }
  let least = Number.POSITIVE_INFINITY;
  const days = table.matchdays;
  for (let i = 0; i < days.length; i++) {
    const current = days[i] ?? [];
    const next = days[(i + 1) % days.length] ?? [];
    const last = current[current.length - 1];
    const first = next[0];
    if (!last || !first) continue;
    const wrap = i + 1 >= days.length ? WEEK_MINUTES : 0;
    least = Math.min(least, first.offset + wrap - last.offset);
  }
  return least;
}

/**
 * Which kick-off entries of its own league suit each team: those far enough (the sport's rest) from
 * every slot of the other competitions it is in (a continental league, a cup). Those competitions keep
 * their days; the league puts such a team's match where it has rest, e.g. not on a Monday before a
 * Tuesday in the 欧冠. Teams in no other competition are absent (every entry suits them).
 */
export function homeFits(
  competitions: readonly CompetitionSpec[],
  homeOf: ReadonlyMap<number, number>,
  tables: ReadonlyMap<number, Timetable>,
): Map<number, boolean[]> {
  const otherMinutes = new Map<number, number[]>();
  for (const spec of competitions) {
    const table = tables.get(spec.id);
    if (!table) continue;
    for (const teamId of spec.teamIds) {
      if (homeOf.get(teamId) === spec.id) continue;
      const list = otherMinutes.get(teamId) ?? [];
      for (const entry of table.entries) list.push(entry.utcMinute);
      otherMinutes.set(teamId, list);
    }
  }
  const fits = new Map<number, boolean[]>();
  const sportOf = new Map(competitions.map((spec) => [spec.id, spec.sport]));
  for (const [teamId, minutes] of otherMinutes) {
    const homeId = homeOf.get(teamId);
    const table = homeId === undefined ? undefined : tables.get(homeId);
    if (homeId === undefined || !table) continue;
    const rest = restMinutes[sportOf.get(homeId) ?? 'football'];
    fits.set(
      teamId,
      table.entries.map((entry) => minutes.every((m) => weekGap(entry.utcMinute, m) >= rest)),
    );
  }
  return fits;
}
