// HTTP routes of the site-wide leaderboards (/api/rank/anchor, /api/rank/price).
import type { FastifyPluginAsync } from 'fastify';
import { rankAnchor, rankPrice } from '../../../contract/calls/rank';
import { route } from '../../http/route';
import { anchorBoard, spenderBoard } from './service';

export const rankModule: FastifyPluginAsync = async (app) => {
  route(app, rankAnchor, ({ query }) => anchorBoard(app.ctx.db, query.rankType));
  route(app, rankPrice, ({ query }) => spenderBoard(app.ctx.db, query.rankType));
};
