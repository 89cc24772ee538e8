// A leaderboard's window [start, end): the China day, ISO week (from Monday) or calendar month holding `now`.
import type { RankType } from '../../../contract/calls/rank';
import { addChinaDays, chinaDay, chinaDayStart } from '../../../contract/format/china-day';

export interface RankWindow {
  start: number;
  end: number;
}

export function rankWindow(rankType: RankType, now: number): RankWindow {
  const today = chinaDay(now);
  if (rankType === 'day') {
    return { start: chinaDayStart(today), end: chinaDayStart(addChinaDays(today, 1)) };
  }
  if (rankType === 'month') {
    const [year, month] = today.split('-').map(Number) as [number, number];
    const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    return { start: chinaDayStart(`${today.slice(0, 7)}-01`), end: chinaDayStart(`${next}-01`) };
  }
  // getUTCDay of the China date at midnight UTC is that date's weekday (0 Sunday); Monday starts the week.
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addChinaDays(today, -((weekday + 6) % 7));
  return { start: chinaDayStart(monday), end: chinaDayStart(addChinaDays(monday, 7)) };
}
