// HTTP routes of the match module: the live-data host's boards, match pages, schedules and library, then
// the main host's match and attention calls.
import type { FastifyInstance } from 'fastify';
import { matchApiRoutes } from './api-routes';
import { BoardCache } from './board';
import { boardRoutes } from './board-routes';
import { centreRoutes } from './centre-routes';
import { libraryRoutes } from './library-routes';
import { scheduleRoutes } from './schedule-routes';

export function matchRoutes(app: FastifyInstance) {
  const { db, bus, clock, ingest } = app.ctx;
  const boards = new BoardCache(db, bus, clock);
  ingest.onStored((sport) => boards.invalidate(sport));

  boardRoutes(app, boards);
  centreRoutes(app);
  scheduleRoutes(app);
  libraryRoutes(app);
  matchApiRoutes(app);
}
