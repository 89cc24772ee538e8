// HTTP routes of the match module: the live-data host's boards, match pages, schedules and library, then
// the main host's match and attention calls.
import type { FastifyPluginAsync } from 'fastify';
import { matchApiRoutes } from './api-routes';
import { boardRoutes } from './board-routes';
import { centreRoutes } from './centre-routes';
import { kickoffNotices } from './kickoff-notice';
import { libraryRoutes } from './library-routes';
import { scheduleRoutes } from './schedule-routes';
import { BoardCache } from './service';

export const matchModule: FastifyPluginAsync = async (app) => {
  const { db, bus, clock, ingest } = app.ctx;
  const boards = new BoardCache(db, bus, clock);
  ingest.onStored((sport) => boards.invalidate(sport));
  kickoffNotices(app.ctx, app.log);

  boardRoutes(app, boards);
  centreRoutes(app);
  scheduleRoutes(app);
  libraryRoutes(app);
  matchApiRoutes(app);
};
