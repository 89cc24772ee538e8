// HTTP routes of the site-wide leaderboards (/api/rank/anchor, /api/rank/price).
import type { FastifyInstance } from 'fastify';
import { rankAnchor, rankPrice } from '../../../contract/calls/rank';
import { route } from '../../http/route';
import { anchorBoard, spenderBoard } from './boards';

export function rankRoutes(app: FastifyInstance) {
  route(app, rankAnchor, ({ query }) => anchorBoard(app.ctx.db, query.rankType));
  route(app, rankPrice, ({ query }) => spenderBoard(app.ctx.db, query.rankType));
}
