// HTTP routes of navigation menus.
import type { FastifyInstance } from 'fastify';
import { navList } from '../../../contract/calls/nav';
import { route } from '../../http/route';
import { listNav } from './menus';

export function navRoutes(app: FastifyInstance) {
  route(app, navList, ({ query }) => listNav(app.ctx.db, query.type));
}
