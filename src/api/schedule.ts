// Typed calls of the schedule, results, lottery and competition-filter pages (live-data host).
import type { CallData } from '../../contract/call';
import {
  basketballCompetitions,
  footballCompetitions,
  type lotteryCodes,
} from '../../contract/calls/live-library';
import { lotteryIssue, scheduleDates } from '../../contract/calls/live-match';
import type { MatchType } from '../../contract/events';
import { type RequestOptions, request } from './request';

export type LotteryCode = (typeof lotteryCodes)[number];
export type LotteryIssue = CallData<typeof lotteryIssue>;
export type LotteryMatch = LotteryIssue['matches'][number];
export type DayCompetitions = CallData<typeof footballCompetitions>;
export type DayCompetition = DayCompetitions['competitions'][number];
export type ScheduleRange = 'next' | 'end';

/** China days with matches and their counts: `next` from today on, `end` up to today (oldest first). */
export const getScheduleDates = (type: MatchType, range: ScheduleRange, options?: RequestOptions) =>
  request(scheduleDates, { type, range }, options);

/** A lottery issue with its matches in number order; without `issueNo`, the one on sale. */
export const getLotteryIssue = (code: LotteryCode, issueNo?: string, options?: RequestOptions) =>
  request(
    lotteryIssue,
    issueNo === undefined ? { lotteryCode: code } : { lotteryCode: code, issueNo },
    options,
  );

/** The competitions of a China day's list (today when `date` is omitted) with their counts. */
export const getDayCompetitions = (type: MatchType, date?: string, options?: RequestOptions) =>
  request(
    type === 'football' ? footballCompetitions : basketballCompetitions,
    date === undefined ? {} : { date },
    options,
  );
