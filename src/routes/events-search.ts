// What the competition filter pages read: the search they were opened with and the day's competitions.
import { basketballCompetitions, footballCompetitions } from '../../contract/calls/live-library';
import type { MatchType } from '../../contract/events';
import { callQuery } from '../lib/query';
import { dropped, oneOf, type SearchOf, searchSchema } from '../lib/search-params';
import { dayField } from './score-search';

/** The schedule's 更多筛选 says which page and day it came from (?range=end&date=…): that day's competitions. */
export const eventsSearch = searchSchema({ ...dayField, range: dropped(oneOf(['end'])) });
export type EventsSearch = SearchOf<typeof eventsSearch>;

/** The day's competitions of one sport: the filter lists them. */
export const dayCompetitionsQuery = (type: MatchType, date: string | undefined, progress = true) =>
  callQuery(
    type === 'football' ? footballCompetitions : basketballCompetitions,
    date === undefined ? {} : { date },
    { progress },
  );
