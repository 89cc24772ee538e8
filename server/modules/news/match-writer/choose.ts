// Which matches get an article. Reports: every finished match of a hot competition (a catch-up only writes
// the recent ones, newest first, a bounded number). Previews: the biggest matches of each day — hot
// competitions, the top flights fans follow most, teams at the top of the table, knockout ties — a few a day.
import type { MatchItem } from '../../../../contract/match';

const HOUR = 3_600_000;
/**
 * A catch-up (first start, or a restart) reports the matches that finished this recently: the last round
 * of the marquee competitions, the last day and a half of the other hot ones…
 */
export const REPORT_CATCH_UP_MS = { marquee: 7 * 24 * HOUR, hot: 36 * HOUR };
/** …the biggest and newest first, at most this many. */
export const REPORT_CATCH_UP_MAX = 80;
/** Previews are written this long before kick-off at most. */
export const PREVIEW_LEAD_MS = 18 * HOUR;
/** Previews per Beijing day of kick-off. */
export const PREVIEWS_PER_DAY = 8;

/** The leagues and cups whose matches a Chinese desk previews first. */
const marquee = new Set([
  '英超',
  '西甲',
  '意甲',
  '德甲',
  '法甲',
  '中超',
  '欧冠',
  '亚冠',
  'NBA',
  'CBA',
]);

export const isMarquee = (m: MatchItem) => marquee.has(m.competition);

/** Top-of-table bonus: 1 for the leader, falling to 0 by 9th place. */
const topBonus = (rank: number | null) => (rank === null ? 0 : Math.max(0, (9 - rank) / 8));

/** How big a match is: competition, the two sides' table positions, a knockout tie. */
export function bigness(m: MatchItem) {
  return (
    (m.hot ? 1 : 0) +
    (marquee.has(m.competition) ? 1.5 : 0) +
    topBonus(m.home.rank) +
    topBonus(m.away.rank) +
    (m.knockout ? 0.8 : 0)
  );
}

/** The day's biggest matches, at most `n`, biggest first (ties: earlier kick-off, then id). */
export function biggest<T extends MatchItem>(items: T[], n: number): T[] {
  return [...items]
    .sort((a, b) => bigness(b) - bigness(a) || a.kickoffAt - b.kickoffAt || a.id - b.id)
    .slice(0, n);
}
