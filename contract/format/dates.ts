// Date display (spec §9): the two site formats, always in Beijing time whatever the machine's zone.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DISPLAY_TIME_ZONE = 'Asia/Shanghai';

/** A moment as the wire and the database give it: a Date, epoch milliseconds or an ISO string. */
export type DateInput = Date | number | string;

// Storage is UTC, so a string without an offset is read as UTC rather than as the machine's zone.
const inShanghai = (t: DateInput): dayjs.Dayjs | undefined => {
  if (typeof t === 'string' && t.trim() === '') return undefined;
  if (typeof t === 'number' && !Number.isFinite(t)) return undefined;
  const moment = dayjs.utc(t);
  return moment.isValid() ? moment.tz(DISPLAY_TIME_ZONE) : undefined;
};

/** 'MM-DD HH:mm' in Beijing time; '' for an invalid input. */
export const formatShort = (t: DateInput): string => inShanghai(t)?.format('MM-DD HH:mm') ?? '';

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time; '' for an invalid input. */
export const formatFull = (t: DateInput): string =>
  inShanghai(t)?.format('YYYY-MM-DD HH:mm:ss') ?? '';
