// Typed calls of the data library's team and player pages: the spec's four (live-library.ts) and the season,
// head-to-head and search calls beside them (library-team.ts).
import {
  bbPlayerSeason,
  bbTeamH2h,
  bbTeamSearch,
  bbTeamSeason,
  fbPlayerSeason,
  fbTeamH2h,
  fbTeamSearch,
  fbTeamSeason,
} from '../../contract/calls/library-team';
import { bbPlayer, bbTeam, fbPlayer, fbTeam } from '../../contract/calls/live-library';
import type { MatchType } from '../../contract/events';
import { request } from './request';

const football = (sport: MatchType) => sport === 'football';

/** A team: squad by position, its table row, recent results and next fixtures. */
export const getTeam = (sport: MatchType, id: number) =>
  request(football(sport) ? fbTeam : bbTeam, { id });

/** A team's season: record, home/away, matches and the charts' series. */
export const getTeamSeason = (sport: MatchType, id: number) =>
  request(football(sport) ? fbTeamSeason : bbTeamSeason, { id });

/** Every meeting of two teams the database holds, with the record of the first. */
export const getHeadToHead = (sport: MatchType, id: number, otherId: number) =>
  request(football(sport) ? fbTeamH2h : bbTeamH2h, { id, otherId });

/** Teams of the sport by name (the head-to-head picker's search). */
export const searchTeams = (sport: MatchType, kw: string) =>
  request(football(sport) ? fbTeamSearch : bbTeamSearch, { kw });

/** A player with his team (basketball also with the season's averages). */
export const getPlayer = (sport: MatchType, id: number) =>
  request(football(sport) ? fbPlayer : bbPlayer, { id });

export const getFootballPlayerSeason = (id: number) => request(fbPlayerSeason, { id });
export const getBasketballPlayerSeason = (id: number) => request(bbPlayerSeason, { id });
