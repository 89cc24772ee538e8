// The URL searches of the score pages: a day (schedules, results), a lottery issue, and a match with its bookmaker.
import {
  dropped,
  idSearch,
  matching,
  oneOf,
  type SearchOf,
  searchSchema,
  textOrNumber,
} from '../lib/search-params';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ISSUE = /^[0-9A-Za-z-]{1,16}$/;

/** /football/next?date=2026-11-23: the day shown; absent, the page picks (today, or the nearest day with matches). */
const dayFields = {
  date: dropped(matching(DAY)),
  /** /next only: the sport shown, when not football. */
  sport: dropped(oneOf(['basketball'])),
};
export const daySearch = searchSchema(dayFields);
export type DaySearch = SearchOf<typeof daySearch>;

/** The day alone (the competition filter pages add their own fields). */
export const dayField = { date: dayFields.date };

/** /football/jczq?issue=26134: the issue shown; absent, the one on sale (the router reads 26134 as a number). */
export const issueSearch = searchSchema({ issue: dropped(textOrNumber(ISSUE)) });
export type IssueSearch = SearchOf<typeof issueSearch>;

/** /football/odds-detail/yapan?matchId=…&bookmakerId=…, /football/model?matchId=…, /basketball/text?matchId=… */
export const matchSearch = searchSchema({
  matchId: dropped(idSearch),
  bookmakerId: dropped(idSearch),
});
export type MatchSearch = SearchOf<typeof matchSearch>;
