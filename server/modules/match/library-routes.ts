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
  // Every library answer is the same for all visitors for a while: serialized, gzipped and ETagged once.
  const cache = new LibraryCache(clock);
  route(app, fbTeam, ({ params }) =>
    cache.get(`fb-team:${params.id}`, () => teamPage(db, params.id, 'football', clock())),
  );
  route(app, bbTeam, ({ params }) =>
    cache.get(`bb-team:${params.id}`, () => teamPage(db, params.id, 'basketball', clock())),
  );
  route(app, fbPlayer, ({ params }) =>
    cache.get(`fb-player:${params.id}`, () => footballPlayer(db, params.id)),
  );
  route(app, bbPlayer, ({ params }) =>
    cache.get(`bb-player:${params.id}`, () => basketballPlayer(db, params.id)),
  );
  route(app, fbStandings, ({ params }) =>
    cache.get(`fb-standings:${params.competitionId}`, () =>
      standingsPage(db, params.competitionId, 'football'),
    ),
  );
  route(app, basketStandings, ({ params }) =>
    cache.get(`bb-standings:${params.competitionId}`, () =>
      standingsPage(db, params.competitionId, 'basketball'),
    ),
  );
  route(app, database, () => cache.get('database', () => libraryIndex(db)));
  competitionRoutes(app, cache);
  teamRoutes(app, cache);
}
