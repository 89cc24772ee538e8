// HTTP routes of the live-data host.
import type { FastifyInstance } from 'fastify';
import { basketballList, footballList, liveTime } from '../../../contract/calls/live';
import { route } from '../../http/route';
import { BoardCache } from '../match/board';

export function liveRoutes(app: FastifyInstance) {
  const boards = new BoardCache(app.ctx.db, app.ctx.bus);
  app.ctx.ingest.onStored((sport) => boards.invalidate(sport));

  route(app, liveTime, async () => ({ now: Date.now() }));
  route(app, footballList, ({ query }) => boards.get('football', query.date));
  route(app, basketballList, ({ query }) => boards.get('basketball', query.date));
}
