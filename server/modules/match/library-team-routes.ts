// HTTP routes of the data library's team and player pages beyond the spec's four calls: season
// statistics, head-to-head, the team search of the h2h picker and players' seasons (issue 21). Answers go
// through the shared LibraryCache (ETag, gzip): the same for every visitor until a match finishes.
import type { FastifyInstance } from 'fastify';
import {
  bbPlayerSeason,
  bbTeamH2h,
  bbTeamSearch,
  bbTeamSeason,
  fbPlayerSeason,
  fbTeamH2h,
  fbTeamSearch,
  fbTeamSeason,
} from '../../../contract/calls/library-team';
import { route } from '../../http/route';
import type { Sport } from '../../providers/feed/types';
import type { LibraryCache } from './library-cache';
import { basketballPlayerSeason, footballPlayerSeason } from './library-player';
import { headToHead, searchTeams, teamSeason } from './library-team';

export function teamRoutes(app: FastifyInstance, cache: LibraryCache) {
  const { db, clock } = app.ctx;
  const season = (sport: Sport, id: number) =>
    cache.get(`team-season:${sport}:${id}`, () => teamSeason(db, id, sport, clock()));
  const h2h = (sport: Sport, id: number, otherId: number) =>
    cache.get(`team-h2h:${sport}:${id}:${otherId}`, () => headToHead(db, id, otherId, sport));
  const search = (sport: Sport, kw: string) =>
    cache.get(`team-search:${sport}:${kw.toLowerCase()}`, () => searchTeams(db, sport, kw));

  route(app, fbTeamSeason, ({ params }) => season('football', params.id));
  route(app, bbTeamSeason, ({ params }) => season('basketball', params.id));
  route(app, fbTeamH2h, ({ params }) => h2h('football', params.id, params.otherId));
  route(app, bbTeamH2h, ({ params }) => h2h('basketball', params.id, params.otherId));
  route(app, fbTeamSearch, ({ query }) => search('football', query.kw));
  route(app, bbTeamSearch, ({ query }) => search('basketball', query.kw));
  route(app, fbPlayerSeason, ({ params }) =>
    cache.get(`player-season:football:${params.id}`, () => footballPlayerSeason(db, params.id)),
  );
  route(app, bbPlayerSeason, ({ params }) =>
    cache.get(`player-season:basketball:${params.id}`, () => basketballPlayerSeason(db, params.id)),
  );
}
