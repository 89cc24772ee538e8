// The URL searches of the score pages: a day (schedules, results), a lottery issue, and a match with its bookmaker.
import { z } from 'zod';
import { dropped, idSearch } from '../lib/search-params';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ISSUE = /^[0-9A-Za-z-]{1,16}$/;

/** /football/next?date=2026-11-23: the day shown; absent, the page picks (today, or the nearest day with matches). */
export const daySearch = z.object({
  date: dropped(z.string().regex(DAY)),
  /** /next only: the sport shown, when not football. */
  sport: dropped(z.literal('basketball')),
});
export type DaySearch = z.output<typeof daySearch>;

/** /football/jczq?issue=26134: the issue shown; absent, the one on sale (the router reads 26134 as a number). */
export const issueSearch = z.object({
  issue: dropped(z.union([z.string(), z.number().transform(String)]).pipe(z.string().regex(ISSUE))),
});
export type IssueSearch = z.output<typeof issueSearch>;

/** /football/odds-detail/yapan?matchId=…&bookmakerId=…, /football/model?matchId=…, /basketball/text?matchId=… */
export const matchSearch = z.object({
  matchId: dropped(idSearch),
  bookmakerId: dropped(idSearch),
});
export type MatchSearch = z.output<typeof matchSearch>;
