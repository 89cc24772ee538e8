// What the competition filter pages read: the search they were opened with and the day's competitions.
import { z } from 'zod';
import { basketballCompetitions, footballCompetitions } from '../../contract/calls/live-library';
import type { MatchType } from '../../contract/events';
import { callQuery } from '../lib/query';
import { dropped } from '../lib/search-params';
import { daySearch } from './score-search';

/** The schedule's 更多筛选 says which page and day it came from (?range=end&date=…): that day's competitions. */
export const eventsSearch = daySearch.pick({ date: true }).extend({
  range: dropped(z.literal('end')),
});
export type EventsSearch = z.output<typeof eventsSearch>;

/** The day's competitions of one sport: the filter lists them. */
export const dayCompetitionsQuery = (type: MatchType, date: string | undefined, progress = true) =>
  callQuery(
    type === 'football' ? footballCompetitions : basketballCompetitions,
    date === undefined ? {} : { date },
    { progress },
  );
