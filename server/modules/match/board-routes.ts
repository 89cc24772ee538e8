// HTTP routes of the live-data host's score boards: the server clock, the day lists and their competition filters.
import type { FastifyInstance } from 'fastify';
import { basketballList, footballList, liveTime } from '../../../contract/calls/live';
import { basketballCompetitions, footballCompetitions } from '../../../contract/calls/live-library';
import { route } from '../../http/route';
import { type BoardCache, dayCompetitions } from './service';

export function boardRoutes(app: FastifyInstance, boards: BoardCache) {
  const { db, clock } = app.ctx;
  route(app, liveTime, async () => ({ now: clock() }));
  route(app, footballList, ({ query }) => boards.get('football', query.date));
  route(app, basketballList, ({ query }) => boards.get('basketball', query.date));
  route(app, footballCompetitions, async ({ query }) =>
    dayCompetitions(db, (await boards.get('football', query.date)).data),
  );
  route(app, basketballCompetitions, async ({ query }) =>
    dayCompetitions(db, (await boards.get('basketball', query.date)).data),
  );
}
