// When a comment was written, as the news apps say it: 刚刚, N分钟前, N小时前, 昨天 HH:mm, then spec §9's
// MM-DD HH:mm within the year and YYYY-MM-DD HH:mm:ss before it (Beijing time).
import { chinaClock, chinaDay } from '../../../../contract/format/china-day';
import { formatFull, formatShort } from '../../../../contract/format/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function commentTime(at: string | number, now: number): string {
  const t = typeof at === 'number' ? at : Date.parse(at);
  if (!Number.isFinite(t)) return '';
  const ago = Math.max(0, now - t);
  if (ago < MINUTE) return '刚刚';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}分钟前`;
  const today = chinaDay(now);
  if (chinaDay(t) === today) return `${Math.floor(ago / HOUR)}小时前`;
  if (chinaDay(t) === chinaDay(now - DAY)) return `昨天 ${chinaClock(t)}`;
  if (formatFull(t).slice(0, 4) === formatFull(now).slice(0, 4)) return formatShort(t);
  return formatFull(t);
}
