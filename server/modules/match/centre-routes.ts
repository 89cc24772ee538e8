// HTTP routes of the live-data host's match pages: the match centre, analysis and odds.
import type { FastifyInstance } from 'fastify';
import {
  basketAnalysis,
  basketMatch,
  fbAnalysis,
  fbMatch,
} from '../../../contract/calls/live-match';
import { matchOdds, oddsHistory } from '../../../contract/calls/live-odds';
import { route } from '../../http/route';
import {
  basketballMatch,
  footballMatch,
  oddsHistory as historyOf,
  matchAnalysis,
  matchOdds as oddsOf,
} from './service';

export function centreRoutes(app: FastifyInstance) {
  const { db, bus } = app.ctx;
  route(app, fbMatch, ({ params }) => footballMatch(db, bus, params.id));
  route(app, basketMatch, ({ params }) => basketballMatch(db, bus, params.id));
  route(app, fbAnalysis, ({ params }) => matchAnalysis(db, params.id, 'football'));
  route(app, basketAnalysis, ({ params }) => matchAnalysis(db, params.id, 'basketball'));
  route(app, oddsHistory, ({ params, query }) => historyOf(db, params.type, query));
  route(app, matchOdds, ({ params, query }) =>
    oddsOf(db, bus, params.type, params.matchId, query.market),
  );
}
