// A competition page's calls as cached queries (src/lib/query.ts): the head and each tab's answer.
import {
  competitionBracket,
  competitionHead,
  competitionLeaders,
  competitionSchedule,
  competitionStandings,
} from '../../../../contract/calls/library-competition';
import { database } from '../../../../contract/calls/live-library';
import { callQuery } from '../../../lib/query';

/** The index changes only when the feed adds a competition. */
export const libraryIndexQuery = () => callQuery(database, undefined, { staleTime: 5 * 60_000 });
export const headQuery = (id: number, seasonId?: number) =>
  callQuery(competitionHead, { id, seasonId });
export const standingsQuery = (id: number, seasonId?: number) =>
  callQuery(competitionStandings, { id, seasonId });
export const scheduleQuery = (
  id: number,
  ask: { seasonId?: number; round?: string; date?: string },
) => callQuery(competitionSchedule, { id, ...ask });
export const bracketQuery = (id: number, seasonId?: number) =>
  callQuery(competitionBracket, { id, seasonId });
export const leadersQuery = (id: number, seasonId?: number) =>
  callQuery(competitionLeaders, { id, seasonId });
