// The team and player pages' calls as cached queries (src/lib/query.ts): a page and its cards read the same
// answer once; a link's idle prefetch can fill them before the page opens.
import {
  bbPlayerSeason,
  bbTeamH2h,
  bbTeamSearch,
  bbTeamSeason,
  fbPlayerSeason,
  fbTeamH2h,
  fbTeamSearch,
  fbTeamSeason,
} from '../../../../contract/calls/library-team';
import { bbPlayer, bbTeam, fbPlayer, fbTeam } from '../../../../contract/calls/live-library';
import { callQuery } from '../../../lib/query';
import type { Sport } from '../sport';

const fb = (sport: Sport) => sport === 'football';

export const teamQuery = (sport: Sport, id: number) =>
  callQuery(fb(sport) ? fbTeam : bbTeam, { id });

export const teamSeasonQuery = (sport: Sport, id: number) =>
  callQuery(fb(sport) ? fbTeamSeason : bbTeamSeason, { id });

/** Past meetings do not change while the page is open. */
export const headToHeadQuery = (sport: Sport, id: number, otherId: number) =>
  callQuery(fb(sport) ? fbTeamH2h : bbTeamH2h, { id, otherId }, { staleTime: 5 * 60_000 });

export const teamSearchQuery = (sport: Sport, kw: string) =>
  callQuery(fb(sport) ? fbTeamSearch : bbTeamSearch, { kw }, { staleTime: 5 * 60_000 });

export const playerQuery = (sport: Sport, id: number) =>
  callQuery(fb(sport) ? fbPlayer : bbPlayer, { id });

export const fbPlayerSeasonQuery = (id: number) => callQuery(fbPlayerSeason, { id });
export const bbPlayerSeasonQuery = (id: number) => callQuery(bbPlayerSeason, { id });
