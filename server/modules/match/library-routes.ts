// HTTP routes of the live-data host's data library: teams, players, standings and the library index.
import type { FastifyInstance } from 'fastify';
import {
  basketStandings,
  bbPlayer,
  bbTeam,
  database,
  fbPlayer,
  fbStandings,
  fbTeam,
} from '../../../contract/calls/live-library';
import { route } from '../../http/route';
import { LibraryCache } from './library-cache';
import { competitionRoutes } from './library-competition-routes';
import { teamRoutes } from './library-team-routes';
import { basketballPlayer, footballPlayer, libraryIndex, standingsPage, teamPage } from './service';

export function libraryRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;
  route(app, fbTeam, ({ params }) => teamPage(db, params.id, 'football', clock()));
  route(app, bbTeam, ({ params }) => teamPage(db, params.id, 'basketball', clock()));
  route(app, fbPlayer, ({ params }) => footballPlayer(db, params.id));
  route(app, bbPlayer, ({ params }) => basketballPlayer(db, params.id));
  route(app, fbStandings, ({ params }) => standingsPage(db, params.competitionId, 'football'));
  route(app, basketStandings, ({ params }) =>
    standingsPage(db, params.competitionId, 'basketball'),
  );
  route(app, database, () => libraryIndex(db));
  const cache = new LibraryCache(clock);
  competitionRoutes(app, cache);
  teamRoutes(app, cache);
}
