// HTTP routes of the live-data host's schedules, the home page strip and lottery issues.
import type { FastifyInstance } from 'fastify';
import { lotteryIssue, scheduleDates, tvMatchList } from '../../../contract/calls/live-match';
import { route } from '../../http/route';
import {
  scheduleDates as datesOf,
  lotteryIssue as issueOf,
  tvMatchList as stripOf,
} from './service';

export function scheduleRoutes(app: FastifyInstance) {
  const { db, bus, clock } = app.ctx;
  route(app, scheduleDates, ({ query }) => datesOf(db, query.type, query.range, clock()));
  route(app, tvMatchList, () => stripOf(db, bus, clock()));
  route(app, lotteryIssue, ({ query }) => issueOf(db, query.lotteryCode, query.issueNo, clock()));
}
