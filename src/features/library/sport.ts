// The data library's two halves and how their URLs name them (spec §2: /database/fb, /database/lq).
import type { MatchType } from '../../../contract/events';

export type Sport = MatchType;

export const sportSegment = (sport: Sport) => (sport === 'football' ? 'fb' : 'lq');

/** The entry page of a sport's library. */
export const libraryHome = (sport: Sport) => `/database/${sportSegment(sport)}/page`;
export const competitionPath = (sport: Sport, id: number) =>
  `/database/${sportSegment(sport)}/${id}`;
export const hotLeaguePath = (sport: Sport, id: number, seasonId: number, tab: string) =>
  `/database/${sportSegment(sport)}/hot/0/${id}/${seasonId}/${tab}`;
export const teamPath = (sport: Sport, id: number) => `/database/${sportSegment(sport)}/team/${id}`;
export const playerPath = (sport: Sport, id: number) =>
  `/database/${sportSegment(sport)}/player/${id}`;
