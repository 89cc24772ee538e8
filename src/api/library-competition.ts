// Typed calls of a competition page in the data library: head, table, schedule, bracket and leaders.
import {
  competitionBracket,
  competitionHead,
  competitionLeaders,
  competitionSchedule,
  competitionStandings,
} from '../../contract/calls/library-competition';
import { database } from '../../contract/calls/live-library';
import { request } from './request';

/** 资料库's index: hot competitions, then by region and country, both sports. */
export const getLibraryIndex = () => request(database);

/** A competition with its seasons and the tabs a season has. */
export const getCompetitionHead = (id: number, seasonId?: number) =>
  request(competitionHead, { id, seasonId });

/** The table of a season: total, home and away, per conference. */
export const getCompetitionStandings = (id: number, seasonId?: number) =>
  request(competitionStandings, { id, seasonId });

/** One round's (default: the current one's) or one day's matches, and the season's rounds and days. */
export const getCompetitionSchedule = (
  id: number,
  ask: { seasonId?: number; round?: string; date?: string },
) => request(competitionSchedule, { id, ...ask });

export const getCompetitionBracket = (id: number, seasonId?: number) =>
  request(competitionBracket, { id, seasonId });

export const getCompetitionLeaders = (id: number, seasonId?: number) =>
  request(competitionLeaders, { id, seasonId });
